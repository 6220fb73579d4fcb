/**
 * The Products tab of /inventory: search by name, brand, SKU or barcode (a scanner types the
 * code and Enter: the search runs at once, and an exact barcode opens its product), low/out of
 * stock filters, columns sorted on the server, pages of 50, and the stock totals of the filter.
 */
import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Card, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBox,
  IconClipboardCheck,
  IconDownload,
  IconFileImport,
  IconPlus,
  IconSearch,
  IconShoppingCartPlus,
} from '@tabler/icons-react';
import {
  ALL_ESTABLISHMENTS,
  INVENTORY_MESSAGES,
  SEARCH_DEBOUNCE_MS,
  type Product,
  type ProductSortKey,
} from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useOrderMutations, useProducts, type StockFilter } from '../api/inventory-api';
import { useProductExport } from '../api/product-csv-api';
import { inventoryAccess } from '../lib/inventory-access';
import { PRODUCT_TYPE_LABEL, formatQuantity } from '../lib/inventory-labels';
import { ProductDetailModal } from './product-detail-modal';
import { ProductFormModal } from './product-form-modal';
import { ProductImportModal } from './product-import-modal';
import { StockBadge } from './stock-badge';
import { StockCountModal } from './stock-count-modal';
import { answerPaging, listReadState } from '../../../components/data-table/list-read';
import { DataTable, type DataTableColumn, type SortStatus } from '../../../components/data-table/data-table';
import { ToolbarActions, type ToolbarAction } from '../../../components/toolbar-actions';

type SortableColumn = Extract<ProductSortKey, 'name' | 'quantity' | 'price'>;
const SORTABLE: readonly SortableColumn[] = ['name', 'quantity', 'price'];

export function ProductsTab({ establishmentId }: { establishmentId: string }) {
  const { role, establishments } = useWorkspace();
  const single = establishmentId !== ALL_ESTABLISHMENTS;
  const [input, setInput] = useState('');
  const [entered, setEntered] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const search = entered === input ? input : debounced;
  const [stock, setStock] = useState<StockFilter>(undefined);
  const [sort, setSort] = useState<SortStatus<SortableColumn>>({ column: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, stock, sort]);

  const list = useProducts(establishmentId, {
    search,
    stock,
    sort: sort.column,
    order: sort.direction,
    page,
  });
  const { reorder } = useOrderMutations();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [counting, setCounting] = useState(false);
  const [importing, setImporting] = useState(false);
  const exportCsv = useProductExport();

  // A scanned barcode (typed, then Enter) opens its product when it matches exactly one.
  const scanned = useRef<string | null>(null);
  useEffect(() => {
    if (!scanned.current || !list.data || list.isPlaceholderData) return;
    const code = scanned.current;
    scanned.current = null;
    const hits = list.data.products.filter((p) => p.barcode === code);
    if (hits.length === 1 && hits[0]) setOpenId(hits[0].id);
  }, [list.data, list.isPlaceholderData]);

  const canCreate = inventoryAccess.createProduct(role);
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      Add product
    </Button>
  );

  const filtered = search.trim() !== '' || stock !== undefined;

  const columns: DataTableColumn<Product>[] = [
    {
      accessor: 'name',
      title: 'Name',
      render: (p) => (
        <>
          <Anchor component="button" type="button" onClick={() => setOpenId(p.id)} fw={600} fz="sm" ta="left">
            {p.name}
          </Anchor>
          {p.brand && (
            <Text size="xs" c="dimmed">
              {p.brand}
            </Text>
          )}
        </>
      ),
    },
    { accessor: 'sku', title: 'SKU', noWrap: true, render: (p) => p.sku ?? '—' },
    { accessor: 'supplier', title: 'Supplier', render: (p) => p.supplier ?? '—' },
    { accessor: 'productType', title: 'Type', render: (p) => PRODUCT_TYPE_LABEL[p.productType] },
    {
      accessor: 'quantity',
      title: 'Quantity',
      textAlign: 'right',
      noWrap: true,
      render: (p) => `${formatQuantity(p.quantity)} ${p.unit_of_measure === 'unit' ? '' : p.unit_of_measure}`,
    },
    { accessor: 'price', title: 'Price', textAlign: 'right', render: (p) => formatCurrency(p.price) },
    { accessor: 'status', title: 'Stock', render: (p) => <StockBadge product={p} /> },
  ];

  const empty = filtered ? (
    <Card withBorder padding="lg">
      <Stack align="center" gap="xs">
        <Text c="dimmed">No products match this search.</Text>
        <Button
          variant="subtle"
          onClick={() => {
            setInput('');
            setEntered(null);
            setStock(undefined);
          }}
        >
          Clear filters
        </Button>
      </Stack>
    </Card>
  ) : (
    <Card withBorder padding="xl">
      <Stack align="center" gap="sm">
        <IconBox size={40} aria-hidden />
        <Text fw={600}>No products yet</Text>
        <Text c="dimmed" size="sm" ta="center">
          Add the products you sell and use, with their stock and minimum levels.
        </Text>
        {canCreate && addButton}
      </Stack>
    </Card>
  );
  const summary = list.data && list.data.total > 0 ? list.data.summary : null;
  const actions: ToolbarAction[] = [
    ...(inventoryAccess.create(role)
      ? [
          {
            label: 'Count stock',
            icon: <IconClipboardCheck size={16} aria-hidden />,
            disabled: !single,
            title: single ? undefined : 'Choose one location to count: a count is per location',
            onClick: () => setCounting(true),
          },
          {
            label: 'Reorder low stock',
            icon: <IconShoppingCartPlus size={16} aria-hidden />,
            disabled: !single,
            title: single ? undefined : 'Choose one location to reorder for',
            loading: reorder.isPending,
            onClick: () => reorder.mutate(establishmentId),
          },
        ]
      : []),
    {
      label: 'Export CSV',
      icon: <IconDownload size={16} aria-hidden />,
      loading: exportCsv.isPending,
      onClick: () => exportCsv.mutate({ establishmentId, search, stock }),
    },
    ...(canCreate
      ? [
          {
            label: 'Import CSV',
            icon: <IconFileImport size={16} aria-hidden />,
            onClick: () => setImporting(true),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            aria-label="Search products by name, brand, SKU or barcode"
            placeholder="Search or scan a barcode"
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', xs: 300 }}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                setEntered(input);
                scanned.current = input.trim() || null;
              }
            }}
          />
          <SegmentedControl
            aria-label="Stock filter"
            value={stock ?? 'all'}
            onChange={(v) => setStock(v === 'all' ? undefined : (v as StockFilter))}
            data={[
              { value: 'all', label: 'All' },
              { value: 'low', label: 'Low stock' },
              { value: 'out', label: 'Out of stock' },
            ]}
          />
        </Group>
        <Group gap="sm">
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating products" />}
          <ToolbarActions actions={actions} />
          {canCreate && addButton}
        </Group>
      </Group>
      {summary && (
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            Stock value at cost: <b>{formatCurrency(summary.stockValue)}</b>
          </Text>
          <Text size="sm">
            Low stock: <b>{summary.lowStock.toLocaleString('en-US')}</b>
          </Text>
          <Text size="sm">
            Out of stock: <b>{summary.outOfStock.toLocaleString('en-US')}</b>
          </Text>
        </Group>
      )}
      <DataTable
        label="Products"
        loadingLabel="Loading products"
        columns={columns}
        records={list.data?.products}
        {...listReadState(list, INVENTORY_MESSAGES.fetchProductsFailed)}
        empty={empty}
        sort={{ columns: SORTABLE, status: sort, onChange: setSort }}
        paging={answerPaging(list.data, page, 'product', setPage)}
        minWidth={860}
      />
      <ProductFormModal
        opened={adding || editing !== null}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        product={editing}
        establishmentId={single ? establishmentId : null}
        locations={establishments}
      />
      {canCreate && (
        <ProductImportModal
          opened={importing}
          onClose={() => setImporting(false)}
          establishmentId={establishmentId}
          locations={establishments}
        />
      )}
      {single && inventoryAccess.create(role) && (
        <StockCountModal
          opened={counting}
          onClose={() => setCounting(false)}
          establishmentId={establishmentId}
          establishmentName={establishments.find((e) => e.id === establishmentId)?.name ?? 'this location'}
        />
      )}
      <ProductDetailModal
        productId={openId}
        role={role}
        onClose={() => setOpenId(null)}
        onEdit={(p) => {
          setOpenId(null);
          setEditing(p);
        }}
      />
    </Stack>
  );
}
