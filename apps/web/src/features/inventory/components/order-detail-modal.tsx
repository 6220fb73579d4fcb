/**
 * One purchase order: supplier, dates, status, lines (ordered, received, unit cost, total) and
 * the server's totals, with the actions its status allows: Edit and Approve when pending, Mark
 * shipped when approved, Receive when approved, shipped or partly received, Cancel until
 * something arrives.
 */
import { useState } from 'react';
import { Button, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconPackageImport, IconPencil, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { INVENTORY_MESSAGES, type InventoryOrder, type Role } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { Fact } from '../../../components/fact';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useOrder, useOrderMutations } from '../api/inventory-api';
import { inventoryAccess } from '../lib/inventory-access';
import { formatQuantity } from '../lib/inventory-labels';
import { LoadError } from '../../../components/load-error';
import { OrderEditorModal } from './order-editor-modal';
import { ReceiveOrderModal } from './receive-order-modal';
import { OrderStatusBadge } from './stock-badge';

export interface OrderDetailModalProps {
  orderId: string | null;
  role: Role;
  onClose: () => void;
}

export function OrderDetailModal({ orderId, role, onClose }: OrderDetailModalProps) {
  const [editing, setEditing] = useState<InventoryOrder | null>(null);
  const [receiving, setReceiving] = useState<InventoryOrder | null>(null);
  const { establishments } = useWorkspace();
  const busy = editing !== null || receiving !== null;
  return (
    <>
      <AppModal opened={orderId !== null && !busy} onClose={onClose} title="Purchase order" size="xl">
        {orderId && (
          <OrderDetail orderId={orderId} role={role} onEdit={setEditing} onReceive={setReceiving} />
        )}
      </AppModal>
      <OrderEditorModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        order={editing}
        establishmentId={editing?.establishmentId ?? null}
        locations={establishments}
      />
      <ReceiveOrderModal order={receiving} onClose={() => setReceiving(null)} />
    </>
  );
}

function OrderDetail({
  orderId,
  role,
  onEdit,
  onReceive,
}: {
  orderId: string;
  role: Role;
  onEdit: (order: InventoryOrder) => void;
  onReceive: (order: InventoryOrder) => void;
}) {
  const order = useOrder(orderId);
  const { transition } = useOrderMutations();
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (order.isPending) return <Skeleton height={200} role="status" aria-label="Loading order" />;
  if (order.isError)
    return (
      <LoadError
        title={INVENTORY_MESSAGES.fetchOrdersFailed}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  const o = order.data;
  const can = inventoryAccess.update(role);
  const nothingReceived = o.items.every((i) => i.received_quantity === 0);
  const act = (action: 'approve' | 'ship' | 'cancel') =>
    transition.mutate({ id: o.id, action }, { onSuccess: () => setConfirmCancel(false) });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="sm">
          <Title order={3} size="h3">
            {o.order_number}
          </Title>
          <span data-testid="order-status">
            <OrderStatusBadge status={o.status} />
          </span>
        </Group>
        {can && (
          <Group gap="xs">
            {o.status === 'pending' && (
              <>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => onEdit(o)}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  loading={transition.isPending && transition.variables?.action === 'approve'}
                  onClick={() => act('approve')}
                >
                  Approve
                </Button>
              </>
            )}
            {o.status === 'approved' && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconTruckDelivery size={14} aria-hidden />}
                loading={transition.isPending && transition.variables?.action === 'ship'}
                onClick={() => act('ship')}
              >
                Mark shipped
              </Button>
            )}
            {(o.status === 'approved' || o.status === 'shipped' || o.status === 'partially_received') && (
              <Button
                size="xs"
                leftSection={<IconPackageImport size={14} aria-hidden />}
                onClick={() => onReceive(o)}
              >
                Receive
              </Button>
            )}
            {(o.status === 'pending' || o.status === 'approved' || o.status === 'shipped') &&
              nothingReceived &&
              (confirmCancel ? (
                <Button
                  size="xs"
                  color="red"
                  loading={transition.isPending && transition.variables?.action === 'cancel'}
                  onClick={() => act('cancel')}
                >
                  Confirm cancel
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => setConfirmCancel(true)}
                >
                  Cancel order
                </Button>
              ))}
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label="Supplier">{o.supplier_name}</Fact>
        <Fact label="Order date">{formatDate(o.order_date)}</Fact>
        <Fact label="Expected delivery">
          {o.expected_delivery_date ? formatDate(o.expected_delivery_date) : '—'}
        </Fact>
        <Fact label="Delivered">{o.actual_delivery_date ? formatDate(o.actual_delivery_date) : '—'}</Fact>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={600}>
        <Table striped verticalSpacing="xs" aria-label="Order lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Ordered</Table.Th>
              <Table.Th ta="right">Received</Table.Th>
              <Table.Th ta="right">Unit cost</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.items.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>
                  {i.product_name}
                  {i.sku && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {i.sku}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatQuantity(i.quantity)}</Table.Td>
                <Table.Td ta="right">{formatQuantity(i.received_quantity)}</Table.Td>
                <Table.Td ta="right">{formatCurrency(i.unit_cost)}</Table.Td>
                <Table.Td ta="right">{formatCurrency(i.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={2} align="flex-end">
        <Text size="sm">Subtotal: {formatCurrency(o.subtotal)}</Text>
        <Text size="sm">Tax: {formatCurrency(o.tax)}</Text>
        <Text size="sm">Shipping: {formatCurrency(o.shipping)}</Text>
        <Text size="sm" fw={700}>
          Total: {formatCurrency(o.total)}
        </Text>
      </Stack>
      {o.notes && <Text size="sm">{o.notes}</Text>}
    </Stack>
  );
}
