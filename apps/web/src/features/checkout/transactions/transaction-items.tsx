/** A transaction's items with who performed or sold each, what has been refunded of each and returned to stock. */
import { Table, Text } from '@mantine/core';
import type { Transaction } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';

export function TransactionItems({ items }: { items: Transaction['items'] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Staff</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Discount</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>
                {i.name}
                {i.returnedQuantity > 0 && ` (${i.returnedQuantity} returned)`}
                {i.refunded > 0 && (
                  <Text span size="xs" c="dimmed" display="block">
                    {formatCurrency(i.refunded)} refunded
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{i.staffName ?? '—'}</Table.Td>
              <Table.Td ta="right">{i.quantity}</Table.Td>
              <Table.Td ta="right">{formatCurrency(i.price)}</Table.Td>
              <Table.Td ta="right">{i.discount > 0 ? `−${formatCurrency(i.discount)}` : '—'}</Table.Td>
              <Table.Td ta="right">{formatCurrency(i.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
