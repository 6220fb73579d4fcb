/** A request's status as a coloured word. */
import { Badge } from '@mantine/core';
import { TIME_OFF_STATUS_LABEL, type TimeOffStatus } from '@daybook/contracts';

// Filled dark shades: white text on them keeps 4.5:1 (green.9 and orange.9 outlines stay near 4.3).
const COLOR: Record<TimeOffStatus, string> = { pending: 'blue.9', approved: 'teal.9', rejected: 'red.9' };

export function StatusBadge({ status }: { status: TimeOffStatus }) {
  return (
    <Badge color={COLOR[status]} variant="filled">
      {TIME_OFF_STATUS_LABEL[status]}
    </Badge>
  );
}
