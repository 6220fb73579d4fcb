/** Every refund of a transaction: when, how much, where the money went, why and by whom. */
import { Table } from '@mantine/core';
import type { Transaction } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { formatDateTime } from './local-dates';

export function TransactionRefunds({
  refunds,
  timeZone,
}: {
  refunds: Transaction['refunds'];
  timeZone: string;
}) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label="Refunds">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refunds.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt, timeZone)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(r.amount)}</Table.Td>
              <Table.Td>{r.tender === 'cash' ? 'Cash' : 'Original payment'}</Table.Td>
              <Table.Td>{r.reason}</Table.Td>
              <Table.Td>{r.refundedByName ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
