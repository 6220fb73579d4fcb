/** A request's status as a coloured word. */
import { Badge } from '@mantine/core';
import { TIME_OFF_STATUS_LABEL, type TimeOffStatus } from '@daybook/contracts';

// Dark shades on an outline badge keep 4.5:1 contrast (axe found the light yellow at 2.7:1).
const COLOR: Record<TimeOffStatus, string> = { pending: 'orange.9', approved: 'green.9', rejected: 'gray.7' };

export function StatusBadge({ status }: { status: TimeOffStatus }) {
  return (
    <Badge color={COLOR[status]} variant="outline">
      {TIME_OFF_STATUS_LABEL[status]}
    </Badge>
  );
}
