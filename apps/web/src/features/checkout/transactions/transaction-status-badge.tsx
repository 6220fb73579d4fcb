/** A transaction's state in words: Completed, Refunded, or Partly refunded while some is left. */
import { Badge } from '@mantine/core';
import type { Transaction } from '@daybook/contracts';

type Shown = 'completed' | 'partly' | 'refunded';

const LOOK: Record<Shown, { label: string; color: string }> = {
  completed: { label: 'Completed', color: 'green' },
  partly: { label: 'Partly refunded', color: 'yellow' },
  refunded: { label: 'Refunded', color: 'gray' },
};

/** Which of the three words fits: partly when 0 < refunded < total. */
export function shownStatus(t: Pick<Transaction, 'status' | 'refundAmount' | 'totalAmount'>): Shown {
  if (t.status === 'refunded' || (t.refundAmount > 0 && t.refundAmount >= t.totalAmount)) return 'refunded';
  return t.refundAmount > 0 ? 'partly' : 'completed';
}

export function TransactionStatusBadge({ transaction }: { transaction: Transaction }) {
  const look = LOOK[shownStatus(transaction)];
  return (
    <Badge color={look.color} variant="light" style={{ minWidth: 'max-content' }}>
      {look.label}
    </Badge>
  );
}
