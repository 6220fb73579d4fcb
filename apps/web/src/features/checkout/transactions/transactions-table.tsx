/** The columns of a page of transactions: number, date/time, customer, cashier, items, total, refunded, status. */
import { Anchor, Text } from '@mantine/core';
import type { Transaction } from '@daybook/contracts';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { formatCurrency } from '../../../lib/format';
import { formatDateTime } from './local-dates';
import { TransactionStatusBadge } from './transaction-status-badge';

/** 'Haircut, Shampoo ×2'. */
function itemsText(t: Transaction): string {
  return t.items.map((i) => (i.quantity > 1 ? `${i.name} ×${i.quantity}` : i.name)).join(', ');
}

/** Dates and times in `timeZone` (the location's); the number opens the transaction. */
export function transactionColumns(
  timeZone: string,
  onOpen: (transaction: Transaction) => void,
): DataTableColumn<Transaction>[] {
  return [
    {
      accessor: 'number',
      title: 'Number',
      render: (t) => (
        <Anchor
          component="button"
          type="button"
          fw={600}
          fz="sm"
          onClick={() => onOpen(t)}
          aria-label={`Open transaction #${t.number}`}
        >
          #{t.number}
        </Anchor>
      ),
    },
    {
      accessor: 'createdAt',
      title: 'Date',
      noWrap: true,
      render: (t) => formatDateTime(t.createdAt, timeZone),
    },
    { accessor: 'customerName', title: 'Customer', render: (t) => t.customerName ?? 'Walk-in' },
    { accessor: 'cashierName', title: 'Cashier', render: (t) => t.cashierName ?? '—' },
    {
      accessor: 'items',
      title: 'Items',
      render: (t) => (
        <Text size="sm" lineClamp={2}>
          {itemsText(t)}
        </Text>
      ),
    },
    {
      accessor: 'totalAmount',
      title: 'Total',
      textAlign: 'right',
      render: (t) => formatCurrency(t.totalAmount),
    },
    {
      accessor: 'refundAmount',
      title: 'Refunded',
      textAlign: 'right',
      render: (t) => (t.refundAmount > 0 ? formatCurrency(t.refundAmount) : '—'),
    },
    { accessor: 'status', title: 'Status', render: (t) => <TransactionStatusBadge transaction={t} /> },
  ];
}
