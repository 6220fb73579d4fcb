/** A transaction's state in words: Completed, Refunded, or Partly refunded while some is left. */
import { Badge } from '@mantine/core';
import type { Transaction } from '@daybook/contracts';

type Shown = 'completed' | 'partly' | 'refunded';

/** Filled dark shades: white text on them passes WCAG AA (light green and yellow do not). */
const LOOK: Record<Shown, { label: string; color: string }> = {
  completed: { label: 'Completed', color: 'teal.9' },
  partly: { label: 'Partly refunded', color: 'orange.9' },
  refunded: { label: 'Refunded', color: 'gray.7' },
};

/** Which of the three words fits: partly when 0 < refunded < total. */
export function shownStatus(t: Pick<Transaction, 'status' | 'refundAmount' | 'totalAmount'>): Shown {
  if (t.status === 'refunded' || (t.refundAmount > 0 && t.refundAmount >= t.totalAmount)) return 'refunded';
  return t.refundAmount > 0 ? 'partly' : 'completed';
}

export function TransactionStatusBadge({
  transaction,
}: {
  transaction: Pick<Transaction, 'status' | 'refundAmount' | 'totalAmount'>;
}) {
  const look = LOOK[shownStatus(transaction)];
  return (
    <Badge color={look.color} variant="filled" style={{ minWidth: 'max-content' }}>
      {look.label}
    </Badge>
  );
}
