/**
 * The inventory report call (spec operations.md "Reports", `/reports?type=inventory`; issue #12):
 * a contract query under the location's key (ALL_ESTABLISHMENTS: every location's changes reach
 * it) that declares what it reads, so a change of stock, a supplier or an order refreshes it.
 */
import { useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  INVENTORY_REPORT_ENDPOINTS as R,
  type DomainEntity,
  type InventoryReport,
} from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';

export const INVENTORY_REPORT_FAILED = 'Failed to load the inventory report';

/**
 * The report: products (their stock, which every movement updates), their suppliers and the
 * purchase orders on their way.
 */
const INVENTORY_REPORT_READS: readonly DomainEntity[] = ['product', 'supplier', 'inventory_order'];

/** The report of `establishmentId` (ALL_ESTABLISHMENTS: every location the person reaches). */
export function useInventoryReport(establishmentId: string) {
  return useQuery(
    endpointQuery(
      R.report,
      { query: { establishmentId: establishmentId === ALL_ESTABLISHMENTS ? undefined : establishmentId } },
      {
        reads: INVENTORY_REPORT_READS,
        establishmentId,
        select: (answer): InventoryReport => answer.data,
      },
    ),
  );
}
