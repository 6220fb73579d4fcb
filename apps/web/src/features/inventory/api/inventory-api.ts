/**
 * Inventory calls and hooks (spec operations.md §7 "Inventory", issue #12): products and their
 * stock ledger, suppliers, purchase orders and their actions. Lists of a location sit under
 * ['est', scopeId, 'inventory', …] so a location switch drops them; writes are not retried and
 * toast their failures with the spec's texts.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  ALL_ESTABLISHMENTS,
  INVENTORY_ENDPOINTS as E,
  INVENTORY_MESSAGES,
  INVENTORY_PAGE_SIZE,
  type InventoryOrder,
  type OrderCreate,
  type OrderReceive,
  type OrderStatus,
  type ProductCreate,
  type ProductSortKey,
  type ProductUpdate,
  type StockAdjustment,
  type StockCount,
  type SupplierCreate,
  type SupplierUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

export function toastInventorySuccess(title: string, message: string): void {
  notifications.show({ color: 'green', title, message });
}

/** The establishment a list asks for: undefined for every location. */
const scopeOf = (establishmentId: string) =>
  establishmentId === ALL_ESTABLISHMENTS ? undefined : establishmentId;

const keys = {
  all: ['inventory'] as const,
  products: (scopeId: string, params: object) => ['est', scopeId, 'inventory', 'products', params] as const,
  product: (id: string) => ['inventory', 'product', id] as const,
  movements: (id: string) => ['inventory', 'product', id, 'movements'] as const,
  suppliers: (params: object) => ['inventory', 'suppliers', params] as const,
  supplier: (id: string) => ['inventory', 'supplier', id] as const,
  orders: (scopeId: string, params: object) => ['est', scopeId, 'inventory', 'orders', params] as const,
  order: (id: string) => ['inventory', 'order', id] as const,
};

/** Marks every inventory list and record stale, so what is on screen refetches. */
export function invalidateInventory(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('inventory') });
}

export type StockFilter = 'low' | 'out' | undefined;

export interface ProductListParams {
  search: string;
  stock: StockFilter;
  sort: ProductSortKey;
  order: 'asc' | 'desc';
  page: number;
  pageSize?: number;
}

export function useProducts(establishmentId: string, params: ProductListParams) {
  return useQuery({
    queryKey: keys.products(establishmentId, params),
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(E.products, {
        signal,
        query: {
          establishmentId: scopeOf(establishmentId),
          search: params.search.trim() || undefined,
          stock: params.stock,
          sort: params.sort,
          order: params.order,
          page: String(params.page),
          pageSize: String(params.pageSize ?? INVENTORY_PAGE_SIZE),
        },
      });
      return answer.data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Every product of a location (for the purchase order editor's product select). */
export function useProductChoices(establishmentId: string | null) {
  return useQuery({
    queryKey: keys.products(establishmentId ?? '', { choices: true }),
    enabled: establishmentId !== null,
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(E.products, {
        signal,
        query: { establishmentId: establishmentId ?? undefined, pageSize: '500' },
      });
      return answer.data.products;
    },
  });
}

export function useProduct(productId: string) {
  return useQuery({
    queryKey: keys.product(productId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.product, { signal, params: { id: productId } })).data,
  });
}

export function useMovements(productId: string) {
  return useQuery({
    queryKey: keys.movements(productId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.movements, { signal, params: { id: productId }, query: { limit: '50' } })).data,
  });
}

export function useSuppliers(search = '', page = 1) {
  return useQuery({
    queryKey: keys.suppliers({ search, page }),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(E.suppliers, {
          signal,
          query: {
            search: search.trim() || undefined,
            page: String(page),
            pageSize: String(INVENTORY_PAGE_SIZE),
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** Every active supplier, for selects. */
export function useSupplierChoices() {
  return useQuery({
    queryKey: keys.suppliers({ choices: true }),
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.suppliers, { signal, query: { pageSize: '500' } })).data.suppliers,
  });
}

export function useSupplier(supplierId: string) {
  return useQuery({
    queryKey: keys.supplier(supplierId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.supplier, { signal, params: { id: supplierId } })).data,
  });
}

export interface OrderListParams {
  status?: OrderStatus;
  search: string;
  page: number;
}

export function useOrders(establishmentId: string, params: OrderListParams) {
  return useQuery({
    queryKey: keys.orders(establishmentId, params),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(E.orders, {
          signal,
          query: {
            establishmentId: scopeOf(establishmentId),
            status: params.status,
            search: params.search.trim() || undefined,
            page: String(params.page),
            pageSize: String(INVENTORY_PAGE_SIZE),
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: keys.order(orderId),
    queryFn: async ({ signal }) => (await callEndpoint(E.order, { signal, params: { id: orderId } })).data,
  });
}

/** A mutation that refreshes inventory on success and toasts `failed` on error. */
function useInventoryMutation<V, R>(
  fn: (vars: V) => Promise<R>,
  failed: string,
  success?: (result: R) => [string, string],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      if (success) toastInventorySuccess(...success(result));
      return invalidateInventory(queryClient);
    },
    meta: { errorTitle: failed },
  });
}

export function useProductMutations() {
  const create = useInventoryMutation(
    async (body: ProductCreate) => (await callEndpoint(E.createProduct, { body })).data,
    INVENTORY_MESSAGES.addProductFailed,
    (p) => ['Product added', `${p.name} is in the list.`],
  );
  const update = useInventoryMutation(
    async ({ id, body }: { id: string; body: ProductUpdate }) =>
      (await callEndpoint(E.updateProduct, { params: { id }, body })).data,
    INVENTORY_MESSAGES.updateProductFailed,
    (p) => ['Product updated', `${p.name} was saved.`],
  );
  const remove = useInventoryMutation(
    async (id: string) => {
      await callEndpoint(E.deleteProduct, { params: { id } });
    },
    INVENTORY_MESSAGES.deleteProductFailed,
    () => ['Product deleted', 'Its stock history stays.'],
  );
  const adjust = useInventoryMutation(
    async ({ id, body }: { id: string; body: StockAdjustment }) =>
      (await callEndpoint(E.adjust, { params: { id }, body })).data,
    'Failed to adjust stock',
    (p) => [
      'Stock adjusted',
      `${p.name} now has ${p.quantity.toLocaleString('en-US')} ${p.unit_of_measure}.`,
    ],
  );
  return { create, update, remove, adjust };
}

export function useSupplierMutations() {
  const create = useInventoryMutation(
    async (body: SupplierCreate) => (await callEndpoint(E.createSupplier, { body })).data,
    INVENTORY_MESSAGES.addSupplierFailed,
    (s) => ['Supplier added', `${s.name} is in the list.`],
  );
  const update = useInventoryMutation(
    async ({ id, body }: { id: string; body: SupplierUpdate }) =>
      (await callEndpoint(E.updateSupplier, { params: { id }, body })).data,
    INVENTORY_MESSAGES.updateSupplierFailed,
    (s) => ['Supplier updated', `${s.name} was saved.`],
  );
  const remove = useInventoryMutation(
    async (id: string) => {
      await callEndpoint(E.deleteSupplier, { params: { id } });
    },
    INVENTORY_MESSAGES.deleteSupplierFailed,
    () => ['Supplier deleted', 'Its past orders stay.'],
  );
  return { create, update, remove };
}

export type OrderAction = 'approve' | 'ship' | 'cancel';

const ACTION_ENDPOINT = { approve: E.approveOrder, ship: E.shipOrder, cancel: E.cancelOrder } as const;
const ACTION_DONE: Record<OrderAction, string> = {
  approve: 'Order approved',
  ship: 'Order marked shipped',
  cancel: 'Order cancelled',
};

export function useOrderMutations() {
  const create = useInventoryMutation(
    async (body: OrderCreate) => (await callEndpoint(E.createOrder, { body })).data,
    'Failed to create order',
    (o) => ['Purchase order created', `${o.order_number} for ${o.supplier_name} is pending.`],
  );
  const update = useInventoryMutation(
    async ({ id, body }: { id: string; body: Omit<OrderCreate, 'establishmentId'> }) =>
      (await callEndpoint(E.updateOrder, { params: { id }, body })).data,
    'Failed to update order',
    (o) => ['Purchase order saved', `${o.order_number} was updated.`],
  );
  const transition = useInventoryMutation(
    async ({ id, action }: { id: string; action: OrderAction }) => {
      const order = (await callEndpoint(ACTION_ENDPOINT[action], { params: { id } })).data;
      return { order, action };
    },
    'Failed to update order',
    ({ order, action }) => [
      ACTION_DONE[action],
      `${order.order_number} is now ${order.status.replace('_', ' ')}.`,
    ],
  );
  const receive = useInventoryMutation(
    async ({ id, body }: { id: string; body: OrderReceive }) =>
      (await callEndpoint(E.receiveOrder, { params: { id }, body })).data,
    'Failed to receive order',
    (o: InventoryOrder) => ['Stock received', `${o.order_number} is ${o.status.replace('_', ' ')}.`],
  );
  const reorder = useInventoryMutation(
    async (establishmentId: string) => (await callEndpoint(E.reorder, { body: { establishmentId } })).data,
    'Failed to draft orders',
    (r) => [
      r.orders.length === 1 ? '1 purchase order drafted' : `${r.orders.length} purchase orders drafted`,
      r.skipped > 0
        ? `${r.skipped} low-stock product${r.skipped === 1 ? ' has' : 's have'} no supplier and were skipped.`
        : 'Review and approve them in Orders.',
    ],
  );
  return { create, update, transition, receive, reorder };
}

/** Records a cycle count of one location; the toast says how many products changed. */
export function useStockCount() {
  return useInventoryMutation(
    async (body: StockCount) => (await callEndpoint(E.count, { body })).data,
    'Failed to record the count',
    (r) => [
      'Stock count recorded',
      r.adjusted === 0
        ? 'Every product matched what was expected; nothing was adjusted.'
        : `${r.adjusted.toLocaleString('en-US')} product${r.adjusted === 1 ? ' was' : 's were'} adjusted.`,
    ],
  );
}

export interface TransferVars {
  productId: string;
  toEstablishmentId: string;
  /** The destination's name, for the toast. */
  toName: string;
  quantity: number;
}

/** Moves stock of a product to the same product at another location. */
export function useTransfer() {
  return useInventoryMutation(
    async ({ productId, toEstablishmentId, quantity, toName }: TransferVars) => {
      const moved = (
        await callEndpoint(E.transfer, { params: { id: productId }, body: { toEstablishmentId, quantity } })
      ).data;
      return { ...moved, quantity, toName };
    },
    'Failed to transfer stock',
    (r) => [
      `Moved ${r.quantity.toLocaleString('en-US', { maximumFractionDigits: 3 })} to ${r.toName}`,
      `${r.from.name} now has ${r.from.quantity.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${r.from.unit_of_measure} here.`,
    ],
  );
}
