/** A ticket's status in words: Open, Paid or Voided. */
import { Badge } from '@mantine/core';
import type { TicketStatus } from '@daybook/contracts';

const LOOK: Record<TicketStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue' },
  paid: { label: 'Paid', color: 'green' },
  voided: { label: 'Voided', color: 'gray' },
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={LOOK[status].color} variant="light">
      {LOOK[status].label}
    </Badge>
  );
}
