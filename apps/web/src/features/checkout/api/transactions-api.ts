/**
 * Transaction calls and hooks (spec operations.md §7 "Transactions", §8 texts, §9 default
 * filters; issue #13): the filtered, paged list with its summary, the refund, the emailed
 * receipt, the CSV export and the staff earnings. Lists are contract queries under the
 * location's key that read transactions, so a sale anywhere refreshes them. No sample entries
 * and no locally built refund: a failure is shown as one.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  TRANSACTION_PAGE_SIZE,
  type RefundRequest,
  type Transaction,
  type TransactionStatus,
} from '@daybook/contracts';
import { callEndpoint, endpointUrl, getApiContext } from '../../../lib/api-client';
import { endpointMutation, endpointQuery } from '../../../lib/query/endpoint-query';
import { TRANSACTION_READS } from '../../../lib/query/reads';
import { checkoutKeys } from './register-api';
import { saveCsvDownload } from '../../../lib/csv-files';

/** The list's filters as the address holds them; amounts in dollars, dates local 'YYYY-MM-DD'. */
export interface TransactionFilters {
  start: string;
  end: string;
  cashier?: string;
  status?: TransactionStatus;
  /** Amount bounds in dollars; absent, the list is not bounded on that side. */
  min?: number;
  max?: number;
  search: string;
  page: number;
}

/** The query of the list and the export (every filter but the page). */
function filterQuery(establishmentId: string, f: TransactionFilters) {
  return {
    establishmentId,
    start_date: f.start,
    end_date: f.end,
    cashier_id: f.cashier,
    status: f.status,
    min_amount: f.min === undefined ? undefined : String(f.min),
    max_amount: f.max === undefined ? undefined : String(f.max),
    search: f.search.trim() || undefined,
  };
}

/** One page of the location's transactions matching `filters`, with the summary of every match. */
export function useTransactions(establishmentId: string, filters: TransactionFilters, enabled = true) {
  const query = {
    ...filterQuery(establishmentId, filters),
    page: String(filters.page),
    page_size: String(TRANSACTION_PAGE_SIZE),
  };
  return useQuery({
    ...endpointQuery(
      E.transactions,
      { query },
      { reads: TRANSACTION_READS, establishmentId, placeholderData: keepPreviousData },
    ),
    enabled,
  });
}

/**
 * Saves the transactions matching `filters` (every page) as the server's CSV; an error answer
 * throws with the server's message.
 */
export async function downloadTransactionsCsv(
  establishmentId: string,
  filters: TransactionFilters,
): Promise<void> {
  await saveCsvDownload(
    endpointUrl(E.exportTransactions, { query: { ...filterQuery(establishmentId, filters), format: 'csv' } }),
    getApiContext().tenantId,
    'transactions.csv',
  );
}

/** The CSV export as a mutation that toasts its failure. */
export function useTransactionsExport(establishmentId: string) {
  return useMutation({
    mutationFn: (filters: TransactionFilters) => downloadTransactionsCsv(establishmentId, filters),
    meta: { errorTitle: 'Failed to export transactions' },
  });
}

export interface RefundVars {
  transactionId: string;
  body: RefundRequest;
  /** One key per refund attempt, so a retried request refunds once. */
  idempotencyKey: string;
}

/**
 * Refunds part or all of what is left of a transaction and answers the updated transaction;
 * refreshes the lists. Failures are left to the caller, which shows the server's message under
 * 'Failed to refund transaction'.
 */
export function useRefund(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ transactionId, body, idempotencyKey }: RefundVars): Promise<Transaction> => {
      const answer = await callEndpoint(E.refund, {
        params: { id: transactionId },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return answer.data;
    },
    onSuccess: () => {
      notifications.show({
        color: 'green',
        title: 'Refund recorded',
        message: 'The transaction is updated.',
      });
      // The drawer and earnings keep their own keys under the location's checkout root.
      return queryClient.invalidateQueries({ queryKey: checkoutKeys.root(establishmentId) });
    },
    meta: { errorTitle: CHECKOUT_MESSAGES.refundFailed, writes: ['transaction'] },
  });
}

/** Emails the receipt to the client, or to `email` when given; toasts the outcome. */
export function useSendReceipt() {
  return useMutation({
    ...endpointMutation(E.sendReceipt, {
      call: ({ transactionId, email }: { transactionId: string; email?: string }) => ({
        params: { id: transactionId },
        body: email ? { email } : {},
      }),
      errorTitle: 'Failed to send receipt',
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

/**
 * Sales and tips per staff member over local days `start`…`end` (employees: their own row
 * only, whatever is asked).
 */
export function useEarnings(establishmentId: string, start: string, end: string, enabled = true) {
  return useQuery({
    ...endpointQuery(
      E.earnings,
      { query: { establishmentId, start_date: start, end_date: end } },
      {
        reads: TRANSACTION_READS,
        establishmentId,
        select: (answer) => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
    enabled,
  });
}
