/** The stylists of one or several locations, for the "preferred stylist" filter. */
import { useQueries } from '@tanstack/react-query';
import type { StaffMember } from '@daybook/contracts';
import { fetchStaff, staffKey } from '../../../lib/catalog/api/services-api';
import { STAFF_READS } from '../../../lib/query/reads';

/** Bookable staff of every location in `establishmentIds`, each person once, by name. */
export function useStylists(tenantId: string, establishmentIds: readonly string[]) {
  return useQueries({
    queries: establishmentIds.map((id) => ({
      queryKey: staffKey(id),
      queryFn: () => fetchStaff(tenantId, id),
      // The staff list's key and reads, so the calendar and services pages share the entries.
      meta: { reads: STAFF_READS },
      // Staff change rarely.
      staleTime: 60_000,
    })),
    combine: (results) => {
      const byId = new Map<string, StaffMember>();
      for (const r of results) for (const s of r.data ?? []) if (s.bookable) byId.set(s.id, s);
      return {
        stylists: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-US')),
        isPending: results.some((r) => r.isPending),
      };
    },
  });
}
