/**
 * Purchase orders of the selected location (or all), newest first: filter by status, search
 * by number or supplier, open one to approve, ship, receive or cancel it; create one; and draft
 * orders for everything at or under its minimum ('Reorder low stock').
 */
import { useEffect, useState } from 'react';
import { Button, Card, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClipboardList, IconPlus, IconSearch, IconShoppingCartPlus } from '@tabler/icons-react';
import {
  ALL_ESTABLISHMENTS,
  INVENTORY_MESSAGES,
  ORDER_STATUSES,
  SEARCH_DEBOUNCE_MS,
  type OrderStatus,
} from '@daybook/contracts';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useOrderMutations, useOrders } from '../api/inventory-api';
import { inventoryAccess } from '../lib/inventory-access';
import { ORDER_STATUS_LABEL } from '../lib/inventory-labels';
import { OrderDetailModal } from './order-detail-modal';
import { OrderEditorModal } from './order-editor-modal';
import { orderColumns } from './orders-list-table';
import { answerPaging, listReadState } from '../../../components/data-table/list-read';
import { DataTable } from '../../../components/data-table/data-table';

export function OrdersTab({ establishmentId }: { establishmentId: string }) {
  const { role, establishments } = useWorkspace();
  const single = establishmentId !== ALL_ESTABLISHMENTS;
  const [input, setInput] = useState('');
  const [search] = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, status]);
  const list = useOrders(establishmentId, { search, status, page });
  const { reorder } = useOrderMutations();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const canCreate = inventoryAccess.create(role);

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      New purchase order
    </Button>
  );

  const empty =
    !status && search.trim() === '' ? (
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm">
          <IconClipboardList size={40} aria-hidden />
          <Text fw={600}>No purchase orders yet</Text>
          <Text c="dimmed" size="sm" ta="center">
            Order stock from your suppliers, then receive it here.
          </Text>
          {canCreate && newButton}
        </Stack>
      </Card>
    ) : (
      <Text c="dimmed" ta="center">
        No orders match these filters.
      </Text>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            aria-label="Search orders by number or supplier"
            placeholder="Search orders"
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', xs: 260 }}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
          />
          <Select
            aria-label="Order status"
            placeholder="All statuses"
            clearable
            w={200}
            data={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABEL[s] }))}
            value={status ?? null}
            onChange={(v) => setStatus((v as OrderStatus | null) ?? undefined)}
          />
        </Group>
        <Group gap="sm">
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating orders" />}
          {canCreate && (
            <Button
              variant="default"
              leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
              disabled={!single}
              title={single ? undefined : 'Choose one location to reorder for'}
              loading={reorder.isPending}
              onClick={() => reorder.mutate(establishmentId)}
            >
              Reorder low stock
            </Button>
          )}
          {canCreate && newButton}
        </Group>
      </Group>
      <DataTable
        label="Purchase orders"
        loadingLabel="Loading orders"
        columns={orderColumns((o) => setOpenId(o.id))}
        records={list.data?.orders}
        {...listReadState(list, INVENTORY_MESSAGES.fetchOrdersFailed)}
        empty={empty}
        paging={answerPaging(list.data, page, 'order', setPage)}
        minWidth={640}
      />
      <OrderEditorModal
        opened={creating}
        onClose={() => setCreating(false)}
        order={null}
        establishmentId={single ? establishmentId : null}
        locations={establishments}
        onSaved={(o) => setOpenId(o.id)}
      />
      <OrderDetailModal orderId={openId} role={role} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
