/**
 * The sales report call (issue #31, `/reports?type=sales`): a contract query under the location's
 * key (ALL_ESTABLISHMENTS: every location's changes reach it) that declares what it reads, so a
 * sale, a refund or a tip anywhere in the report's locations refreshes it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  SALES_REPORT_ENDPOINTS as R,
  type DomainEntity,
  type SalesReport,
} from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import type { SalesFilters } from '../lib/sales-periods';

export const SALES_REPORT_FAILED = 'Failed to load the sales report';

/**
 * The report: sales with their lines, tips and refunds (screens hear the sale itself,
 * 'transaction'), the locations, and the staff, services and products its breakdowns name.
 */
const SALES_REPORT_READS: readonly DomainEntity[] = [
  'transaction',
  'transaction_item',
  'transaction_tip',
  'transaction_refund',
  'transaction_refund_line',
  'establishment',
  'user',
  'service',
  'product',
];

/**
 * The report of `establishmentId` (ALL_ESTABLISHMENTS: every location the person reaches) for
 * `filters`; the previous answer stays on screen while the next one loads. Not asked while
 * `enabled` is false (days the server would refuse).
 */
export function useSalesReport(establishmentId: string, filters: SalesFilters, enabled = true) {
  return useQuery({
    ...endpointQuery(
      R.report,
      {
        query: {
          establishmentId: establishmentId === ALL_ESTABLISHMENTS ? undefined : establishmentId,
          from: filters.from,
          to: filters.to,
          interval: filters.interval,
        },
      },
      {
        reads: SALES_REPORT_READS,
        establishmentId,
        select: (answer): SalesReport => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
    enabled,
  });
}
