/** A list of purchase orders: number, supplier, date, status, total; the number opens the order. */
import { Anchor } from '@mantine/core';
import type { InventoryOrder } from '@daybook/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatCurrency, formatDate } from '../../../lib/format';
import { OrderStatusBadge } from './stock-badge';

/** The columns of a list of orders; without `showSupplier`, the list of one supplier's orders. */
export function orderColumns(
  onOpen: (order: InventoryOrder) => void,
  showSupplier = true,
): DataTableColumn<InventoryOrder>[] {
  return [
    {
      accessor: 'order_number',
      title: 'Order',
      render: (o) => (
        <Anchor component="button" type="button" onClick={() => onOpen(o)} fw={600} fz="sm" ta="left">
          {o.order_number}
        </Anchor>
      ),
    },
    { accessor: 'supplier_name', title: 'Supplier', hidden: !showSupplier },
    { accessor: 'order_date', title: 'Date', noWrap: true, render: (o) => formatDate(o.order_date) },
    { accessor: 'status', title: 'Status', render: (o) => <OrderStatusBadge status={o.status} /> },
    { accessor: 'total', title: 'Total', textAlign: 'right', render: (o) => formatCurrency(o.total) },
  ];
}

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
    <DataTable
      label={label}
      columns={orderColumns(onOpen, showSupplier)}
      records={orders}
      minWidth={showSupplier ? 640 : 480}
    />
  );
}
