/**
 * The analytics call (issue #31, `/analytics`): a contract query under the location's key
 * (ALL_ESTABLISHMENTS: every location's changes reach it) that declares what it reads, so a
 * sale, a refund, an order or a stock movement refreshes it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  ANALYTICS_ENDPOINTS as A,
  type Analytics,
  type DomainEntity,
} from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** Sales and refunds, purchase orders and the stock ledger, and the names it shows. */
const ANALYTICS_READS: readonly DomainEntity[] = [
  'transaction',
  'transaction_item',
  'transaction_refund',
  'transaction_refund_line',
  'inventory_order',
  'product',
  'stock_movement',
  'establishment',
];

/**
 * Analytics of `establishmentId` (ALL_ESTABLISHMENTS: every location the person reaches) over
 * local days from–to; the previous answer stays on screen while the next loads. Not asked while
 * `enabled` is false (days the server would refuse).
 */
export function useAnalytics(establishmentId: string, from: string, to: string, enabled = true) {
  return useQuery({
    ...endpointQuery(
      A.analytics,
      {
        query: {
          establishmentId: establishmentId === ALL_ESTABLISHMENTS ? undefined : establishmentId,
          from,
          to,
        },
      },
      {
        reads: ANALYTICS_READS,
        establishmentId,
        select: (answer): Analytics => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
    enabled,
  });
}
