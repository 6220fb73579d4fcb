/** The Suppliers tab of /inventory: the tenant's suppliers by name, searchable, with add, edit and detail. */
import { useEffect, useState } from 'react';
import { Anchor, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
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
import { OrderDetailModal } from './order-detail-modal';
import { SupplierDetailModal } from './supplier-detail-modal';
import { SupplierFormModal } from './supplier-form-modal';
import { answerPaging, listReadState } from '../../../components/data-table/list-read';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatPhone } from '@daybook/contracts/phone';

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

  const columns: DataTableColumn<Supplier>[] = [
    {
      accessor: 'name',
      title: 'Name',
      render: (s) => (
        <Anchor component="button" type="button" onClick={() => setOpenId(s.id)} fw={600} fz="sm" ta="left">
          {s.name}
        </Anchor>
      ),
    },
    { accessor: 'code', title: 'Code' },
    { accessor: 'contact_person', title: 'Contact', render: (s) => s.contact_person ?? '—' },
    { accessor: 'email', title: 'Email', render: (s) => s.email ?? '—' },
    {
      accessor: 'phone',
      title: 'Phone',
      noWrap: true,
      render: (s) => (s.phone ? formatPhone(s.phone) : '—'),
    },
    { accessor: 'payment_terms', title: 'Payment terms', render: (s) => s.payment_terms ?? '—' },
    { accessor: 'activeOrderCount', title: 'Active orders', textAlign: 'right' },
  ];

  const empty =
    search.trim() === '' ? (
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
    ) : (
      <Text c="dimmed" ta="center">
        No suppliers match this search.
      </Text>
    );

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
      <DataTable
        label="Suppliers"
        loadingLabel="Loading suppliers"
        columns={columns}
        records={list.data?.suppliers}
        {...listReadState(list, INVENTORY_MESSAGES.fetchSuppliersFailed)}
        empty={empty}
        paging={answerPaging(list.data, page, 'supplier', setPage)}
        minWidth={760}
      />
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
