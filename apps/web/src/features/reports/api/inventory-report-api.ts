/**
 * The inventory report call (spec operations.md "Reports", `/reports?type=inventory`; issue #12).
 * Keyed under ['est', scopeId, 'inventory', 'report'] so a location switch drops it and any
 * inventory change (which invalidates every key naming 'inventory') refreshes it.
 */
import { useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  INVENTORY_REPORT_ENDPOINTS as R,
  type InventoryReport,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

export const INVENTORY_REPORT_FAILED = 'Failed to load the inventory report';

/** The report of `establishmentId` (ALL_ESTABLISHMENTS: every location the person reaches). */
export function useInventoryReport(establishmentId: string) {
  return useQuery({
    queryKey: ['est', establishmentId, 'inventory', 'report'] as const,
    queryFn: async ({ signal }): Promise<InventoryReport> => {
      const answer = await callEndpoint(R.report, {
        signal,
        query: {
          establishmentId: establishmentId === ALL_ESTABLISHMENTS ? undefined : establishmentId,
        },
      });
      return answer.data;
    },
  });
}
