/**
 * The register's calls and hooks (issue #13, spec operations.md §2 Register, §7 "Tickets"):
 * register settings (tax rate), retail products and clients to add to a sale, a ticket to load
 * (or open from an appointment), the checkout itself with its Idempotency-Key, and emailing a
 * receipt. Reads sit under ['est', id, 'checkout', …] so a location switch drops them; writes
 * are never retried and toast their failures with the server's message.
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
  INVENTORY_MESSAGES,
  type CheckoutInput,
  type ClientCreate,
  type Envelope,
  type Product,
  type Ticket,
  type Transaction,
} from '@daybook/contracts';
import { ApiError, callEndpoint, errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Products and clients listed for one search term. */
export const REGISTER_SEARCH_LIMIT = 20;

/** The answer's data; an Error with the answer's message when the envelope says it failed. */
export function requireData<T>(answer: Partial<Envelope<T>> & { message?: string }, fallback: string): T {
  if (answer.success !== true || answer.data === undefined) throw new Error(answer.message || fallback);
  return answer.data;
}

/** A failure toast: what failed as title, the server's reason as body. */
export function toastCheckoutError(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(error, title) });
}

/** Reads retried twice for network and server failures; a 4xx answer will not change. */
export const QUERY_RETRY = {
  retry: (failures: number, error: unknown) =>
    !(error instanceof ApiError && error.status < 500) && failures < 2,
} as const;

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
      requireData(
        await callEndpoint(E.settings, { signal, query: { establishmentId } }),
        'Failed to load the tax rate',
      ),
    staleTime: 60_000,
    ...QUERY_RETRY,
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
  return requireData(answer, INVENTORY_MESSAGES.fetchProductsFailed).products.filter(
    (p) => p.productType !== 'backbar',
  );
}

export function useProductSearch(establishmentId: string, term: string) {
  return useQuery({
    queryKey: checkoutKeys.products(establishmentId, term),
    queryFn: ({ signal }) => searchProducts(establishmentId, term, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    ...QUERY_RETRY,
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
      return requireData(answer, CLIENT_MESSAGES.fetchClientsFailed).map((c) => ({
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
      const c = requireData(
        await callEndpoint(CRM_ENDPOINTS.createClient, { body }),
        CLIENT_MESSAGES.addClientFailed,
      );
      return { id: c.id, name: c.name, phone: c.phone, email: c.email };
    },
    onSuccess: (client) => {
      notifications.show({ color: 'green', title: CLIENT_MESSAGES.clientAdded, message: client.name });
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('crm') });
    },
    onError: (error) => toastCheckoutError(CLIENT_MESSAGES.addClientFailed, error),
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
        return requireData(
          await callEndpoint(E.ticket, { params: { id: source!.id } }),
          CHECKOUT_MESSAGES.ticketUnknown,
        );
      const answer = await callEndpoint(E.createTicket, {
        params: { appointmentId: source!.id },
        body: { establishmentId },
      });
      return requireData(answer, CHECKOUT_MESSAGES.createTicketFailed);
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** Pays the cart once per `idempotencyKey`: the server recomputes every amount. */
export async function submitCheckout(body: CheckoutInput, idempotencyKey: string): Promise<Transaction> {
  const answer = await callEndpoint(E.checkout, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  return requireData(answer, 'Payment failed');
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
    onError: (error) => toastCheckoutError('Payment failed', error),
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
    onError: (error) => toastCheckoutError('Failed to send the receipt', error),
  });
}
