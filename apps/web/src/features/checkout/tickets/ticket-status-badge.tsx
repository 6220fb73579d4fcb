/** A ticket's status in words: Open, Paid or Voided. */
import { Badge } from '@mantine/core';
import type { TicketStatus } from '@daybook/contracts';

/** Filled dark shades: white text on them passes WCAG AA (light green does not). */
const LOOK: Record<TicketStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue.9' },
  paid: { label: 'Paid', color: 'teal.9' },
  voided: { label: 'Voided', color: 'gray.7' },
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={LOOK[status].color} variant="filled">
      {LOOK[status].label}
    </Badge>
  );
}
