/**
 * One transaction read on its own (issue #28 "open panels refresh"): the detail panel shows
 * the server's current record, not the list row it was opened from.
 */
import { useQuery } from '@tanstack/react-query';
import { CHECKOUT_ENDPOINTS as E, type Transaction } from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { TRANSACTION_READS } from '../../../lib/query/reads';

/**
 * The open transaction as the server has it now, `snapshot` (the list's row) until read. A
 * change the server announces for the location (a refund from another desk) reads it again while
 * the panel is open.
 */
export function useTransaction(establishmentId: string, snapshot: Transaction | null): Transaction | null {
  const query = useQuery({
    ...endpointQuery(
      E.transaction,
      { params: { id: snapshot?.id ?? 'none' } },
      { reads: TRANSACTION_READS, establishmentId, select: (answer) => answer.data },
    ),
    enabled: snapshot !== null,
  });
  return query.data && query.data.id === snapshot?.id ? query.data : snapshot;
}
