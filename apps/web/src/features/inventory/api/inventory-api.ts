/**
 * Inventory calls and hooks (spec operations.md §7 "Inventory", issue #12): products and their
 * stock ledger, suppliers, purchase orders and their actions. Reads are contract queries that
 * declare what they read, lists of a location under its key (a location switch drops them);
 * writes are not retried, toast their failures with the spec's texts, and refresh the readers
 * of what they change.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  ALL_ESTABLISHMENTS,
  INVENTORY_ENDPOINTS as E,
  INVENTORY_MESSAGES,
  INVENTORY_PAGE_SIZE,
  type DomainEntity,
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
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { PRODUCT_LIST_READS } from '../../../lib/query/reads';

export function toastInventorySuccess(title: string, message: string): void {
  notifications.show({ color: 'green', title, message });
}

/** The establishment a list asks for: undefined for every location. */
const scopeOf = (establishmentId: string) =>
  establishmentId === ALL_ESTABLISHMENTS ? undefined : establishmentId;

/** A product's stock ledger: its movements and who made them. */
const MOVEMENT_READS: readonly DomainEntity[] = ['stock_movement', 'product', 'user'];

/** Suppliers with their order counts. */
const SUPPLIER_READS: readonly DomainEntity[] = ['supplier', 'inventory_order'];

/** Purchase orders with their supplier's name. */
const ORDER_LIST_READS: readonly DomainEntity[] = ['inventory_order', 'supplier'];

/** One purchase order: its supplier, its lines' products and who created it. */
const ORDER_READS: readonly DomainEntity[] = ['inventory_order', 'supplier', 'product', 'user'];

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
  return useQuery(
    endpointQuery(
      E.products,
      {
        query: {
          establishmentId: scopeOf(establishmentId),
          search: params.search.trim() || undefined,
          stock: params.stock,
          sort: params.sort,
          order: params.order,
          page: String(params.page),
          pageSize: String(params.pageSize ?? INVENTORY_PAGE_SIZE),
        },
      },
      {
        reads: PRODUCT_LIST_READS,
        establishmentId,
        select: (answer) => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** Every product of a location (for the purchase order editor's product select). */
export function useProductChoices(establishmentId: string | null) {
  return useQuery({
    ...endpointQuery(
      E.products,
      { query: { establishmentId: establishmentId ?? undefined, pageSize: '500' } },
      {
        reads: PRODUCT_LIST_READS,
        establishmentId: establishmentId ?? undefined,
        select: (answer) => answer.data.products,
      },
    ),
    enabled: establishmentId !== null,
  });
}

export function useProduct(productId: string) {
  return useQuery(
    endpointQuery(
      E.product,
      { params: { id: productId } },
      { reads: PRODUCT_LIST_READS, select: (answer) => answer.data },
    ),
  );
}

export function useMovements(productId: string) {
  return useQuery(
    endpointQuery(
      E.movements,
      { params: { id: productId }, query: { limit: '50' } },
      { reads: MOVEMENT_READS, select: (answer) => answer.data },
    ),
  );
}

export function useSuppliers(search = '', page = 1) {
  return useQuery(
    endpointQuery(
      E.suppliers,
      {
        query: {
          search: search.trim() || undefined,
          page: String(page),
          pageSize: String(INVENTORY_PAGE_SIZE),
        },
      },
      { reads: SUPPLIER_READS, select: (answer) => answer.data, placeholderData: keepPreviousData },
    ),
  );
}

/** Every active supplier, for selects. */
export function useSupplierChoices() {
  return useQuery(
    endpointQuery(
      E.suppliers,
      { query: { pageSize: '500' } },
      { reads: SUPPLIER_READS, select: (answer) => answer.data.suppliers },
    ),
  );
}

export function useSupplier(supplierId: string) {
  return useQuery(
    endpointQuery(
      E.supplier,
      { params: { id: supplierId } },
      { reads: SUPPLIER_READS, select: (answer) => answer.data },
    ),
  );
}

export interface OrderListParams {
  status?: OrderStatus;
  search: string;
  page: number;
}

export function useOrders(establishmentId: string, params: OrderListParams) {
  return useQuery(
    endpointQuery(
      E.orders,
      {
        query: {
          establishmentId: scopeOf(establishmentId),
          status: params.status,
          search: params.search.trim() || undefined,
          page: String(params.page),
          pageSize: String(INVENTORY_PAGE_SIZE),
        },
      },
      {
        reads: ORDER_LIST_READS,
        establishmentId,
        select: (answer) => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
  );
}

export function useOrder(orderId: string) {
  return useQuery(
    endpointQuery(
      E.order,
      { params: { id: orderId } },
      { reads: ORDER_READS, select: (answer) => answer.data },
    ),
  );
}

/**
 * A mutation that toasts `failed` on error and, on success, its outcome; the readers of what it
 * `writes` read again.
 */
function useInventoryMutation<V, R>(
  fn: (vars: V) => Promise<R>,
  failed: string,
  writes: readonly DomainEntity[],
  success?: (result: R) => [string, string],
) {
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      if (success) toastInventorySuccess(...success(result));
    },
    meta: { errorTitle: failed, writes },
  });
}

export function useProductMutations() {
  const create = useInventoryMutation(
    async (body: ProductCreate) => (await callEndpoint(E.createProduct, { body })).data,
    INVENTORY_MESSAGES.addProductFailed,
    ['product'],
    (p) => ['Product added', `${p.name} is in the list.`],
  );
  const update = useInventoryMutation(
    async ({ id, body }: { id: string; body: ProductUpdate }) =>
      (await callEndpoint(E.updateProduct, { params: { id }, body })).data,
    INVENTORY_MESSAGES.updateProductFailed,
    ['product'],
    (p) => ['Product updated', `${p.name} was saved.`],
  );
  const remove = useInventoryMutation(
    async (id: string) => {
      await callEndpoint(E.deleteProduct, { params: { id } });
    },
    INVENTORY_MESSAGES.deleteProductFailed,
    ['product'],
    () => ['Product deleted', 'Its stock history stays.'],
  );
  const adjust = useInventoryMutation(
    async ({ id, body }: { id: string; body: StockAdjustment }) =>
      (await callEndpoint(E.adjust, { params: { id }, body })).data,
    'Failed to adjust stock',
    ['product'],
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
    ['supplier'],
    (s) => ['Supplier added', `${s.name} is in the list.`],
  );
  const update = useInventoryMutation(
    async ({ id, body }: { id: string; body: SupplierUpdate }) =>
      (await callEndpoint(E.updateSupplier, { params: { id }, body })).data,
    INVENTORY_MESSAGES.updateSupplierFailed,
    ['supplier'],
    (s) => ['Supplier updated', `${s.name} was saved.`],
  );
  const remove = useInventoryMutation(
    async (id: string) => {
      await callEndpoint(E.deleteSupplier, { params: { id } });
    },
    INVENTORY_MESSAGES.deleteSupplierFailed,
    ['supplier'],
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
    ['inventory_order'],
    (o) => ['Purchase order created', `${o.order_number} for ${o.supplier_name} is pending.`],
  );
  const update = useInventoryMutation(
    async ({ id, body }: { id: string; body: Omit<OrderCreate, 'establishmentId'> }) =>
      (await callEndpoint(E.updateOrder, { params: { id }, body })).data,
    'Failed to update order',
    ['inventory_order'],
    (o) => ['Purchase order saved', `${o.order_number} was updated.`],
  );
  const transition = useInventoryMutation(
    async ({ id, action }: { id: string; action: OrderAction }) => {
      const order = (await callEndpoint(ACTION_ENDPOINT[action], { params: { id } })).data;
      return { order, action };
    },
    'Failed to update order',
    ['inventory_order'],
    ({ order, action }) => [
      ACTION_DONE[action],
      `${order.order_number} is now ${order.status.replace('_', ' ')}.`,
    ],
  );
  const receive = useInventoryMutation(
    async ({ id, body }: { id: string; body: OrderReceive }) =>
      (await callEndpoint(E.receiveOrder, { params: { id }, body })).data,
    'Failed to receive order',
    ['inventory_order', 'product'],
    (o: InventoryOrder) => ['Stock received', `${o.order_number} is ${o.status.replace('_', ' ')}.`],
  );
  const reorder = useInventoryMutation(
    async (establishmentId: string) => (await callEndpoint(E.reorder, { body: { establishmentId } })).data,
    'Failed to draft orders',
    ['inventory_order'],
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
    ['product'],
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
    ['product'],
    (r) => [
      `Moved ${r.quantity.toLocaleString('en-US', { maximumFractionDigits: 3 })} to ${r.toName}`,
      `${r.from.name} now has ${r.from.quantity.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${r.from.unit_of_measure} here.`,
    ],
  );
}
