/** A list of purchase orders: number, supplier, date, status, total; the number opens the order. */
import { Anchor, Table } from '@mantine/core';
import type { InventoryOrder } from '@daybook/contracts';
import { formatCurrency, formatDate } from '../../../lib/format';
import { OrderStatusBadge } from './stock-badge';

export function OrdersListTable({
  orders,
  label,
  onOpen,
  showSupplier = true,
}: {
  orders: readonly InventoryOrder[];
  label: string;
  onOpen: (order: InventoryOrder) => void;
  showSupplier?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={showSupplier ? 640 : 480}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            {showSupplier && <Table.Th>Supplier</Table.Th>}
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => onOpen(o)} fw={600} fz="sm" ta="left">
                  {o.order_number}
                </Anchor>
              </Table.Td>
              {showSupplier && <Table.Td>{o.supplier_name}</Table.Td>}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(o.order_date)}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={o.status} />
              </Table.Td>
              <Table.Td ta="right">{formatCurrency(o.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
