/**
 * The register's calls and hooks (issue #13, spec operations.md §2 Register, §7 "Tickets"):
 * register settings (tax rate), retail products and clients to add to a sale, a ticket to load
 * (or open from an appointment), the checkout itself with its Idempotency-Key, and emailing a
 * receipt. Reads sit under ['est', id, 'checkout', …] so a location switch drops them; writes
 * name their failure toast for the query client, which shows the server's message.
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
import { queryKeys } from '../../../lib/query-keys';

/** What a sale changes: lists reading these (transactions, stock, tickets) are read again. */
const CHECKOUT_WRITES: readonly DomainEntity[] = ['transaction', 'ticket', 'product', 'drawer_session'];

/** Products and clients listed for one search term. */
export const REGISTER_SEARCH_LIMIT = 20;

/** Query keys of the register, under the location's scope. */
export const checkoutKeys = {
  root: (establishmentId: string) => [...queryKeys.establishmentScope(establishmentId), 'checkout'] as const,
  settings: queryKeys.registerSettings,
  products: (establishmentId: string, term: string) =>
    [...checkoutKeys.root(establishmentId), 'products', term] as const,
  clients: (establishmentId: string, term: string) =>
    [...queryKeys.establishmentScope(establishmentId), 'crm', 'register-clients', term] as const,
  ticket: (establishmentId: string, source: TicketSource) =>
    [...checkoutKeys.root(establishmentId), 'ticket', source.kind, source.id] as const,
  drawer: (establishmentId: string) => [...checkoutKeys.root(establishmentId), 'drawer'] as const,
};

/** The location's tax rate (a fraction) and drawer threshold. */
export function useRegisterSettings(establishmentId: string) {
  return useQuery({
    queryKey: checkoutKeys.settings(establishmentId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.settings, { signal, query: { establishmentId } })).data,
    staleTime: 60_000,
  });
}

/** Retail products of the location matching `term` (name, brand, SKU or barcode); backbar ones are not sold. */
export async function searchProducts(
  establishmentId: string,
  term: string,
  signal?: AbortSignal,
): Promise<Product[]> {
  const answer = await callEndpoint(INVENTORY_ENDPOINTS.products, {
    signal,
    query: { establishmentId, search: term || undefined, pageSize: String(REGISTER_SEARCH_LIMIT) },
  });
  return answer.data.products.filter((p) => p.productType !== 'backbar');
}

export function useProductSearch(establishmentId: string, term: string) {
  return useQuery({
    queryKey: checkoutKeys.products(establishmentId, term),
    queryFn: ({ signal }) => searchProducts(establishmentId, term, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
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
    queryKey: checkoutKeys.clients(establishmentId, term),
    queryFn: async ({ signal }): Promise<SaleClient[]> => {
      const answer = await callEndpoint(CRM_ENDPOINTS.listClients, {
        signal,
        query: { search: term, page: '1', pageSize: String(REGISTER_SEARCH_LIMIT) },
      });
      return answer.data.map((c) => ({
        id: c.id,
        name: c.name,
        phone: c.phone,
        email: c.email,
      }));
    },
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

/** Adds a client from the register (not retried: a repeat would add a second one). */
export function useCreateSaleClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClientCreate): Promise<SaleClient> => {
      const c = (await callEndpoint(CRM_ENDPOINTS.createClient, { body })).data;
      return { id: c.id, name: c.name, phone: c.phone, email: c.email };
    },
    onSuccess: (client) => {
      notifications.show({ color: 'green', title: CLIENT_MESSAGES.clientAdded, message: client.name });
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('crm') });
    },
    meta: { errorTitle: CLIENT_MESSAGES.addClientFailed },
  });
}

/** Where the register's cart comes from: a ticket, or an appointment whose ticket is opened. */
export type TicketSource = { kind: 'ticket'; id: string } | { kind: 'appointment'; id: string };

/**
 * The ticket to load: read by id, or opened for an appointment (the server answers the open
 * ticket when there is one, so asking again is harmless).
 */
export function useSourceTicket(establishmentId: string, source: TicketSource | null) {
  return useQuery({
    queryKey: checkoutKeys.ticket(establishmentId, source ?? { kind: 'ticket', id: 'none' }),
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
 * The checkout; on success the location's checkout lists (drawer, tickets, transactions) and
 * stock refresh. The ticket being paid is left as loaded, so the receipt stays on screen.
 */
export function useCheckout(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CheckoutInput; key: string }) => submitCheckout(body, key),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey: k }) =>
          k[1] === establishmentId &&
          !(k[2] === 'checkout' && k[3] === 'ticket') &&
          (k.includes('checkout') ||
            k.includes('inventory') ||
            k.includes('tickets') ||
            k.includes('transactions')),
      }),
    meta: { errorTitle: 'Payment failed', writes: CHECKOUT_WRITES },
  });
}

/** Emails the receipt to the client, or to `email` when given. */
export function useSendReceipt() {
  return useMutation({
    mutationFn: async ({ id, email }: { id: string; email?: string }) => {
      await callEndpoint(E.sendReceipt, { params: { id }, body: email ? { email } : {} });
    },
    onSuccess: () =>
      notifications.show({
        color: 'green',
        title: CHECKOUT_MESSAGES.receiptSent,
        message: 'The receipt is on its way.',
      }),
    meta: { errorTitle: 'Failed to send the receipt' },
  });
}
