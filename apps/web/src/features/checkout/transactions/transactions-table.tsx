/**
 * The columns of a page of transactions: number, date/time, (location,) customer, cashier, items,
 * total, refunded, status.
 */
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

/** Where each row was sold, for a list of several locations. */
export interface TransactionPlaces {
  /** The zone a row's date and time are read in: its own location's. */
  zoneOf: (transaction: Transaction) => string;
  /** The name of a row's location; given, the table has a Location column. */
  nameOf?: (transaction: Transaction) => string;
}

/** Dates and times in each row's location's zone; the number opens the transaction. */
export function transactionColumns(
  { zoneOf, nameOf }: TransactionPlaces,
  onOpen: (transaction: Transaction) => void,
): DataTableColumn<Transaction>[] {
  const location: DataTableColumn<Transaction>[] = nameOf
    ? [{ accessor: 'establishmentId', title: 'Location', render: nameOf }]
    : [];
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
      render: (t) => formatDateTime(t.createdAt, zoneOf(t)),
    },
    ...location,
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
