/** The Suppliers tab of /inventory: the tenant's suppliers by name, searchable, with add, edit and detail. */
import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Button, Card, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTruck } from '@tabler/icons-react';
import {
  INVENTORY_MESSAGES,
  SEARCH_DEBOUNCE_MS,
  type InventoryOrder,
  type Supplier,
} from '@daybook/contracts';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useSuppliers } from '../api/inventory-api';
import { inventoryAccess } from '../lib/inventory-access';
import { LoadError } from '../../../components/load-error';
import { OrderDetailModal } from './order-detail-modal';
import { SupplierDetailModal } from './supplier-detail-modal';
import { SupplierFormModal } from './supplier-form-modal';
import { TableSkeleton } from '../../../components/table-skeleton';
import { ListFooter } from '../../../components/list-footer';

export function SuppliersTab() {
  const { role } = useWorkspace();
  const [input, setInput] = useState('');
  const [search] = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search]);
  const list = useSuppliers(search, page);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Supplier | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [order, setOrder] = useState<InventoryOrder | null>(null);
  const canCreate = inventoryAccess.create(role);

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      Add supplier
    </Button>
  );

  let content: ReactNode;
  if (list.isPending) content = <TableSkeleton label="Loading suppliers" />;
  else if (list.isError)
    content = (
      <LoadError
        title={INVENTORY_MESSAGES.fetchSuppliersFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.total === 0 && search.trim() === '')
    content = (
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm">
          <IconTruck size={40} aria-hidden />
          <Text fw={600}>No suppliers yet</Text>
          <Text c="dimmed" size="sm" ta="center">
            Add the companies you buy products from, then order from them.
          </Text>
          {canCreate && addButton}
        </Stack>
      </Card>
    );
  else if (list.data.total === 0)
    content = (
      <Text c="dimmed" ta="center">
        No suppliers match this search.
      </Text>
    );
  else {
    const { suppliers, total, pageSize } = list.data;
    content = (
      <Stack gap="sm" aria-busy={list.isPlaceholderData}>
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Suppliers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Code</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Payment terms</Table.Th>
                <Table.Th ta="right">Active orders</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {suppliers.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => setOpenId(s.id)}
                      fw={600}
                      fz="sm"
                      ta="left"
                    >
                      {s.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{s.code}</Table.Td>
                  <Table.Td>{s.contact_person ?? '—'}</Table.Td>
                  <Table.Td>{s.email ?? '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.phone ?? '—'}</Table.Td>
                  <Table.Td>{s.payment_terms ?? '—'}</Table.Td>
                  <Table.Td ta="right">{s.activeOrderCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListFooter total={total} noun="supplier" page={page} pageSize={pageSize} onPage={setPage} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          aria-label="Search suppliers"
          placeholder="Search suppliers"
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', xs: 300 }}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
        />
        <Group gap="sm">
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating suppliers" />}
          {canCreate && addButton}
        </Group>
      </Group>
      {content}
      <SupplierFormModal
        opened={adding || editing !== null}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        supplier={editing}
      />
      <SupplierDetailModal
        supplierId={openId}
        role={role}
        onClose={() => setOpenId(null)}
        onEdit={(s) => {
          setOpenId(null);
          setEditing(s);
        }}
        onOpenOrder={(o) => {
          setOpenId(null);
          setOrder(o);
        }}
      />
      <OrderDetailModal orderId={order?.id ?? null} role={role} onClose={() => setOrder(null)} />
    </Stack>
  );
}
