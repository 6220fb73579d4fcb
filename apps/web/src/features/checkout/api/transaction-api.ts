/**
 * One transaction read on its own (issue #28 "open panels refresh"): the detail panel shows
 * the server's current record, not the list row it was opened from.
 */
import { useQuery } from '@tanstack/react-query';
import { CHECKOUT_ENDPOINTS as E, type Transaction } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { TRANSACTION_READS } from '../../../lib/query/reads';

/** Its key sits under the location's checkout key, so the location's live changes reach it. */
export const transactionKey = (establishmentId: string, id: string) =>
  ['est', establishmentId, 'checkout', 'transaction', id] as const;

/**
 * The open transaction as the server has it now, `snapshot` (the list's row) until read. A
 * change the server announces for the location (a refund from another desk) reads it again while
 * the panel is open.
 */
export function useTransaction(establishmentId: string, snapshot: Transaction | null): Transaction | null {
  const query = useQuery({
    queryKey: transactionKey(establishmentId, snapshot?.id ?? 'none'),
    enabled: snapshot !== null,
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.transaction, { signal, params: { id: snapshot!.id } })).data,
    meta: { reads: TRANSACTION_READS },
  });
  return query.data && query.data.id === snapshot?.id ? query.data : snapshot;
}
