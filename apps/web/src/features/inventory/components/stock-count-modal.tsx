/**
 * A cycle count of one location (issue #12): its products with what the ledger expects on hand
 * and a 'Counted' field each; searched on the server, filtered by category and paged here. Only
 * the rows given a count are sent; the server posts the differences as 'count' movements.
 */
import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClipboardCheck, IconSearch } from '@tabler/icons-react';
import { INVENTORY_MESSAGES, INVENTORY_PAGE_SIZE_MAX, SEARCH_DEBOUNCE_MS } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { useProducts, useStockCount } from '../api/inventory-api';
import { serverProblems } from '../lib/field-errors';
import { formatChange, formatQuantity } from '../lib/inventory-labels';
import { LoadError } from '../../../components/load-error';

/** Rows shown per page of the count sheet. */
export const COUNT_PAGE_SIZE = 50;

const NO_CATEGORY = '__none__';

export interface StockCountModalProps {
  opened: boolean;
  onClose: () => void;
  establishmentId: string;
  establishmentName: string;
}

export function StockCountModal({
  opened,
  onClose,
  establishmentId,
  establishmentName,
}: StockCountModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Count stock" size="xl">
      {opened && (
        <StockCountSheet
          establishmentId={establishmentId}
          establishmentName={establishmentName}
          onDone={onClose}
        />
      )}
    </AppModal>
  );
}

function StockCountSheet({
  establishmentId,
  establishmentName,
  onDone,
}: {
  establishmentId: string;
  establishmentName: string;
  onDone: () => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  /** Counted quantity per product id; a cleared field removes its entry. */
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [note, setNote] = useState('');
  const [empty, setEmpty] = useState(false);
  const count = useStockCount();
  const server = serverProblems(count.error, 'Failed to record the count', []);

  const list = useProducts(establishmentId, {
    search: debounced,
    stock: undefined,
    sort: 'name',
    order: 'asc',
    page: 1,
    pageSize: INVENTORY_PAGE_SIZE_MAX,
  });
  const products = useMemo(() => list.data?.products ?? [], [list.data]);
  const categories = useMemo(() => {
    const names = new Set<string>();
    let uncategorised = false;
    for (const p of products) {
      if (p.category) names.add(p.category);
      else uncategorised = true;
    }
    const options = [...names].sort((a, b) => a.localeCompare(b)).map((c) => ({ value: c, label: c }));
    if (uncategorised) options.push({ value: NO_CATEGORY, label: 'No category' });
    return options;
  }, [products]);
  const shown = useMemo(
    () =>
      category === null
        ? products
        : products.filter((p) => (category === NO_CATEGORY ? !p.category : p.category === category)),
    [products, category],
  );
  const pages = Math.max(1, Math.ceil(shown.length / COUNT_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * COUNT_PAGE_SIZE, current * COUNT_PAGE_SIZE);
  const countedIds = Object.keys(counts);

  function setCounted(id: string, value: number | string) {
    setEmpty(false);
    setCounts((c) => {
      const next = { ...c };
      if (value === '' || Number.isNaN(Number(value))) delete next[id];
      else next[id] = Number(value);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (countedIds.length === 0) {
      setEmpty(true);
      return;
    }
    count.mutate(
      {
        establishmentId,
        lines: Object.entries(counts).map(([product_id, counted]) => ({ product_id, counted })),
        note,
      },
      { onSuccess: onDone },
    );
  }

  let table;
  if (list.isPending) table = <Skeleton height={200} role="status" aria-label="Loading products" />;
  else if (list.isError)
    table = (
      <LoadError
        title={INVENTORY_MESSAGES.fetchProductsFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  else if (rows.length === 0)
    table = (
      <Text c="dimmed" size="sm">
        {search.trim() || category ? 'No products match this search.' : 'This location has no products yet.'}
      </Text>
    );
  else
    table = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs" aria-label="Products to count" aria-busy={list.isPlaceholderData}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right">Expected</Table.Th>
              <Table.Th ta="right">Counted</Table.Th>
              <Table.Th ta="right">Difference</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => {
              const counted = counts[p.id];
              const diff = counted === undefined ? null : Math.round((counted - p.quantity) * 1000) / 1000;
              return (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {p.name}
                    </Text>
                    {p.sku && (
                      <Text size="xs" c="dimmed">
                        {p.sku}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{p.category ?? '—'}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatQuantity(p.quantity)} {p.unit_of_measure === 'unit' ? '' : p.unit_of_measure}
                  </Table.Td>
                  <Table.Td ta="right">
                    <NumberInput
                      aria-label={`Counted, ${p.name}`}
                      size="xs"
                      w={110}
                      ml="auto"
                      min={0}
                      decimalScale={3}
                      allowNegative={false}
                      hideControls
                      value={counted ?? ''}
                      onChange={(v) => setCounted(p.id, v)}
                    />
                  </Table.Td>
                  <Table.Td ta="right" fw={diff ? 600 : undefined}>
                    {diff === null ? '' : diff === 0 ? '0' : formatChange(diff)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  const total = list.data?.total ?? 0;
  return (
    <form onSubmit={submit} noValidate aria-label="Stock count">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Count what is on the shelves of {establishmentName}. Only the products you enter a count for are
          changed; each difference is posted to its stock history.
        </Text>
        {server.other && (
          <Alert color="red" role="alert">
            {server.other}
          </Alert>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, brand, SKU or barcode"
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', xs: 260 }}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label="Category"
            placeholder="All categories"
            clearable
            searchable
            w={{ base: '100%', xs: 220 }}
            data={categories}
            value={category}
            onChange={(v) => {
              setCategory(v);
              setPage(1);
            }}
          />
        </Group>
        {total > products.length && (
          <Text size="xs" c="dimmed">
            Showing the first {products.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}{' '}
            products; search to find the others.
          </Text>
        )}
        {table}
        {pages > 1 && (
          <Group justify="flex-end">
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          </Group>
        )}
        <TextInput
          label="Note"
          description="Optional, kept with the count"
          maxLength={200}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {empty && (
          <Alert color="red" role="alert">
            {INVENTORY_MESSAGES.countEmpty}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" aria-live="polite" data-testid="counted-summary">
            {countedIds.length.toLocaleString('en-US')} product{countedIds.length === 1 ? '' : 's'} counted
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button
              type="submit"
              leftSection={<IconClipboardCheck size={16} aria-hidden />}
              loading={count.isPending}
            >
              Record count
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
