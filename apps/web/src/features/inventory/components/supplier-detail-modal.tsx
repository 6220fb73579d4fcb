/** One supplier: contact facts, Edit / Delete, its latest 5 purchase orders and its active ones (spec §4, §9). */
import { useState, type ReactNode } from 'react';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import {
  INVENTORY_MESSAGES,
  SUPPLIER_RECENT_ORDERS,
  type InventoryOrder,
  type Role,
  type Supplier,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { useSupplier, useSupplierMutations } from '../api/inventory-api';
import { inventoryAccess } from '../lib/inventory-access';
import { LoadError } from '../../../components/load-error';
import { OrdersListTable } from './orders-list-table';

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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
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
  const [confirmDelete, setConfirmDelete] = useState(false);
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
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={3} size="h3">
            {s.name}
          </Title>
          <Text size="sm" c="dimmed">
            Code {s.code}
            {s.isActive ? '' : ' · Inactive'}
          </Text>
        </Stack>
        <Group gap="xs">
          {inventoryAccess.update(role) && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => onEdit(s)}
            >
              Edit
            </Button>
          )}
          {inventoryAccess.delete(role) &&
            (confirmDelete ? (
              <Button
                color="red"
                size="xs"
                loading={remove.isPending}
                onClick={() => remove.mutate(s.id, { onSuccess: onClose })}
              >
                Confirm delete
              </Button>
            ) : (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setConfirmDelete(true)}
              >
                Delete
              </Button>
            ))}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <Fact label="Contact person">{s.contact_person ?? '—'}</Fact>
        <Fact label="Email">{s.email ? <Anchor href={`mailto:${s.email}`}>{s.email}</Anchor> : '—'}</Fact>
        <Fact label="Phone">{s.phone ? <Anchor href={`tel:${s.phone}`}>{s.phone}</Anchor> : '—'}</Fact>
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
