/**
 * The register's calls and hooks (issue #13, spec operations.md §2 Register, §7 "Tickets"):
 * register settings (tax rate), retail products and clients to add to a sale, a ticket to load
 * (or open from an appointment), the checkout itself with its Idempotency-Key, and emailing a
 * receipt. Reads are contract queries under the location's key that declare what they read;
 * writes name their failure toast and what they change for the query client.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  CLIENT_MESSAGES,
  CRM_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  INVENTORY_ENDPOINTS,
  type CheckoutInput,
  type ClientCreate,
  type DomainEntity,
  type Product,
  type Ticket,
  type Transaction,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointKey, endpointMutation, endpointQuery } from '../../../lib/query/endpoint-query';
import { invalidateReaders } from '../../../lib/query/entity-changes';
import { CLIENT_LIST_READS, PRODUCT_LIST_READS } from '../../../lib/query/reads';
import { queryKeys } from '../../../lib/query-keys';

/** What a sale changes: lists reading these (transactions, stock, tickets) are read again. */
const CHECKOUT_WRITES: readonly DomainEntity[] = ['transaction', 'ticket', 'product', 'drawer_session'];

/** What a sale of booked services changes beside: the visit's appointments and walk-in. */
const VISIT_CHECKOUT_WRITES: readonly DomainEntity[] = ['appointment', 'walk_in_visit'];

/** The register settings answer: the location's register_settings row (defaults without one). */
const REGISTER_SETTINGS_READS: readonly DomainEntity[] = ['register_settings'];

/** Products and clients listed for one search term. */
export const REGISTER_SEARCH_LIMIT = 20;

/**
 * The root of the location's checkout keys. The register's reads are keyed by their contract;
 * transactions-api.ts still refreshes this root after a refund.
 */
export const checkoutKeys = {
  root: (establishmentId: string) => [...queryKeys.establishmentScope(establishmentId), 'checkout'] as const,
};

/** The location's tax rate (a fraction) and drawer threshold. */
export function useRegisterSettings(establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.settings,
      { query: { establishmentId } },
      {
        reads: REGISTER_SETTINGS_READS,
        establishmentId,
        select: (answer) => answer.data,
        staleTime: 60_000,
      },
    ),
  );
}

/** The product list call of the location's products matching `term` (name, brand, SKU or barcode). */
function productSearchCall(establishmentId: string, term: string) {
  return {
    query: { establishmentId, search: term || undefined, pageSize: String(REGISTER_SEARCH_LIMIT) },
  };
}

/** The products a register may sell: backbar ones are used in services, not sold. */
function retailOnly(products: readonly Product[]): Product[] {
  return products.filter((p) => p.productType !== 'backbar');
}

/** Retail products of the location matching `term` (name, brand, SKU or barcode); backbar ones are not sold. */
export async function searchProducts(
  establishmentId: string,
  term: string,
  signal?: AbortSignal,
): Promise<Product[]> {
  const answer = await callEndpoint(INVENTORY_ENDPOINTS.products, {
    signal,
    ...productSearchCall(establishmentId, term),
  });
  return retailOnly(answer.data.products);
}

export function useProductSearch(establishmentId: string, term: string) {
  return useQuery(
    endpointQuery(INVENTORY_ENDPOINTS.products, productSearchCall(establishmentId, term), {
      reads: PRODUCT_LIST_READS,
      establishmentId,
      select: (answer) => retailOnly(answer.data.products),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}

/** A client attached to a sale. */
export interface SaleClient {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
}

/** Clients the person sees matching `term` (name, email or phone); idle below 2 characters. */
export function useClientSearch(establishmentId: string, term: string) {
  return useQuery({
    ...endpointQuery(
      CRM_ENDPOINTS.listClients,
      { query: { search: term, page: '1', pageSize: String(REGISTER_SEARCH_LIMIT) } },
      {
        reads: CLIENT_LIST_READS,
        establishmentId,
        select: (answer): SaleClient[] =>
          answer.data.map((c) => ({ id: c.id, name: c.name, phone: c.phone, email: c.email })),
        placeholderData: keepPreviousData,
        staleTime: 30_000,
        retry: false,
      },
    ),
    enabled: term.length >= 2,
  });
}

/** Adds a client from the register (not retried: a repeat would add a second one). */
export function useCreateSaleClient() {
  return useMutation({
    mutationFn: async (body: ClientCreate): Promise<SaleClient> => {
      const c = (await callEndpoint(CRM_ENDPOINTS.createClient, { body })).data;
      return { id: c.id, name: c.name, phone: c.phone, email: c.email };
    },
    onSuccess: (client) =>
      notifications.show({ color: 'green', title: CLIENT_MESSAGES.clientAdded, message: client.name }),
    meta: { errorTitle: CLIENT_MESSAGES.addClientFailed, writes: ['client'] },
  });
}

/** Where the register's cart comes from: a ticket, or an appointment whose ticket is opened. */
export type TicketSource = { kind: 'ticket'; id: string } | { kind: 'appointment'; id: string };

/** The contract key of the call that loads `source`'s ticket. */
function sourceTicketKey(establishmentId: string, source: TicketSource | null) {
  return source?.kind === 'appointment'
    ? endpointKey(E.createTicket, { params: { appointmentId: source.id } }, establishmentId)
    : endpointKey(E.ticket, { params: { id: source?.id ?? 'none' } }, establishmentId);
}

/**
 * The ticket to load: read by id, or opened for an appointment (the server answers the open
 * ticket when there is one, so asking again is harmless). Loaded once into the cart: it
 * declares no reads, so no change (the sale paying it, above all) reloads the cart under the
 * cashier or reopens a ticket for an appointment just paid.
 */
export function useSourceTicket(establishmentId: string, source: TicketSource | null) {
  return useQuery({
    queryKey: sourceTicketKey(establishmentId, source),
    enabled: source !== null,
    queryFn: async (): Promise<Ticket> => {
      if (source!.kind === 'ticket')
        return (await callEndpoint(E.ticket, { params: { id: source!.id } })).data;
      const answer = await callEndpoint(E.createTicket, {
        params: { appointmentId: source!.id },
        body: { establishmentId },
      });
      return answer.data;
    },
    meta: { reads: [] },
    staleTime: Infinity,
    retry: false,
  });
}

/** Pays the cart once per `idempotencyKey`: the server recomputes every amount. */
export async function submitCheckout(body: CheckoutInput, idempotencyKey: string): Promise<Transaction> {
  const answer = await callEndpoint(E.checkout, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  return answer.data;
}

/**
 * The checkout; on success the readers of what a sale writes (drawer, tickets, transactions,
 * stock) refresh, and those of appointments and walk-ins when the cart held booked services (a
 * walk-in sale leaves the calendar alone). The ticket being paid is left as loaded, so the
 * receipt stays on screen.
 */
export function useCheckout(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CheckoutInput; key: string }) => submitCheckout(body, key),
    onSuccess: (_sale, { body }) =>
      body.lines.some((line) => line.appointmentId)
        ? invalidateReaders(queryClient, VISIT_CHECKOUT_WRITES, establishmentId)
        : undefined,
    meta: { errorTitle: 'Payment failed', writes: CHECKOUT_WRITES },
  });
}

/** Emails the receipt to the client, or to `email` when given. */
export function useSendReceipt() {
  return useMutation({
    ...endpointMutation(E.sendReceipt, {
      call: ({ id, email }: { id: string; email?: string }) => ({
        params: { id },
        body: email ? { email } : {},
      }),
      errorTitle: 'Failed to send the receipt',
      writes: [],
    }),
    onSuccess: () =>
      notifications.show({
        color: 'green',
        title: CHECKOUT_MESSAGES.receiptSent,
        message: 'The receipt is on its way.',
      }),
  });
}
