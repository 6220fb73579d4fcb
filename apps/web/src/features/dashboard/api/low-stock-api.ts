/**
 * Low stock for the dashboard (issue #15 "Dashboards"; contracts INVENTORY_ENDPOINTS.products):
 * products at or under their minimum at the selected location, or at every location, fewest on
 * hand first. The answer's `total` counts them all; only the first few come back.
 */
import { useQuery } from '@tanstack/react-query';
import { INVENTORY_ENDPOINTS as E } from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { PRODUCT_LIST_READS } from '../../../lib/query/reads';

/** Products the widget lists by name. */
export const LOW_STOCK_SHOWN = 5;

/** Low-stock products of `scopeId` (a location id or ALL_ESTABLISHMENTS); off when null. */
export function useLowStock(scopeId: string | null) {
  return useQuery({
    ...endpointQuery(
      E.products,
      {
        query: {
          establishmentId: scopeId ?? undefined,
          stock: 'low',
          sort: 'quantity',
          order: 'asc',
          pageSize: String(LOW_STOCK_SHOWN),
        },
      },
      { reads: PRODUCT_LIST_READS, establishmentId: scopeId ?? undefined, select: (answer) => answer.data },
    ),
    enabled: scopeId !== null,
  });
}
