/** One supplier: contact facts, Edit / Delete, its latest 5 purchase orders and its active ones (spec §4, §9). */
import { Anchor, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  INVENTORY_MESSAGES,
  SUPPLIER_RECENT_ORDERS,
  type InventoryOrder,
  type Role,
  type Supplier,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { Fact } from '../../../components/fact';
import { DetailHeader } from './detail-header';
import { useSupplier, useSupplierMutations } from '../api/inventory-api';
import { inventoryAccess } from '../lib/inventory-access';
import { LoadError } from '../../../components/load-error';
import { OrdersListTable } from './orders-list-table';
import { formatPhone } from '@daybook/contracts/phone';

export interface SupplierDetailModalProps {
  supplierId: string | null;
  role: Role;
  onClose: () => void;
  onEdit: (supplier: Supplier) => void;
  onOpenOrder: (order: InventoryOrder) => void;
}

export function SupplierDetailModal({ supplierId, ...rest }: SupplierDetailModalProps) {
  return (
    <AppModal opened={supplierId !== null} onClose={rest.onClose} title="Supplier details" size="xl">
      {supplierId && <SupplierDetail supplierId={supplierId} {...rest} />}
    </AppModal>
  );
}

function SupplierDetail({
  supplierId,
  role,
  onClose,
  onEdit,
  onOpenOrder,
}: Omit<SupplierDetailModalProps, 'supplierId'> & { supplierId: string }) {
  const supplier = useSupplier(supplierId);
  const { remove } = useSupplierMutations();
  if (supplier.isPending) return <Skeleton height={160} role="status" aria-label="Loading supplier" />;
  if (supplier.isError)
    return (
      <LoadError
        title={INVENTORY_MESSAGES.fetchSuppliersFailed}
        error={supplier.error}
        onRetry={() => void supplier.refetch()}
      />
    );
  const s = supplier.data;
  return (
    <Stack gap="md">
      <DetailHeader
        title={s.name}
        subtitle={`Code ${s.code}${s.isActive ? '' : ' · Inactive'}`}
        onEdit={inventoryAccess.update(role) ? () => onEdit(s) : undefined}
        onDelete={
          inventoryAccess.delete(role) ? () => remove.mutate(s.id, { onSuccess: onClose }) : undefined
        }
        deleting={remove.isPending}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <Fact label="Contact person">{s.contact_person ?? '—'}</Fact>
        <Fact label="Email">{s.email ? <Anchor href={`mailto:${s.email}`}>{s.email}</Anchor> : '—'}</Fact>
        <Fact label="Phone">
          {s.phone ? <Anchor href={`tel:${s.phone}`}>{formatPhone(s.phone)}</Anchor> : '—'}
        </Fact>
        <Fact label="Payment terms">{s.payment_terms ?? '—'}</Fact>
      </SimpleGrid>
      {s.notes && <Text size="sm">{s.notes}</Text>}
      <Stack gap="xs">
        <Title order={4} size="h5">
          Active orders
        </Title>
        {s.activeOrders.length === 0 ? (
          <Text size="sm" c="dimmed">
            No active orders.
          </Text>
        ) : (
          <OrdersListTable
            orders={s.activeOrders}
            label="Active orders"
            onOpen={onOpenOrder}
            showSupplier={false}
          />
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={4} size="h5">
          Latest orders
        </Title>
        {s.latestOrders.length === 0 ? (
          <Text size="sm" c="dimmed">
            No orders yet.
          </Text>
        ) : (
          <OrdersListTable
            orders={s.latestOrders.slice(0, SUPPLIER_RECENT_ORDERS)}
            label="Latest orders"
            onOpen={onOpenOrder}
            showSupplier={false}
          />
        )}
      </Stack>
    </Stack>
  );
}
