/** One page of transactions: number, date/time, customer, cashier, items, total, refunded, status. */
import { Anchor, Table, Text } from '@mantine/core';
import type { Transaction } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { formatDateTime } from './local-dates';
import { TransactionStatusBadge } from './transaction-status-badge';

interface Props {
  transactions: Transaction[];
  timeZone: string;
  onOpen: (transaction: Transaction) => void;
}

/** 'Haircut, Shampoo ×2'. */
function itemsText(t: Transaction): string {
  return t.items.map((i) => (i.quantity > 1 ? `${i.name} ×${i.quantity}` : i.name)).join(', ');
}

export function TransactionsTable({ transactions, timeZone, onOpen }: Props) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Transactions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Cashier</Table.Th>
            <Table.Th>Items</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Refunded</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>
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
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.createdAt, timeZone)}</Table.Td>
              <Table.Td>{t.customerName ?? 'Walk-in'}</Table.Td>
              <Table.Td>{t.cashierName ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {itemsText(t)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatCurrency(t.totalAmount)}</Table.Td>
              <Table.Td ta="right">{t.refundAmount > 0 ? formatCurrency(t.refundAmount) : '—'}</Table.Td>
              <Table.Td>
                <TransactionStatusBadge transaction={t} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
