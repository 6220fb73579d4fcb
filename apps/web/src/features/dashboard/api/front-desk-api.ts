/**
 * The front desk's other dashboard reads (issue #15 "Dashboards"): the location's open tickets
 * (contracts CHECKOUT_ENDPOINTS.tickets), today's walk-in queue (WALK_IN_ENDPOINTS.list) and the
 * waitlist (WAITLIST_ENDPOINTS.list). Keys sit under ['est', id, 'dashboard', …] so live
 * `entity:changed` news of the location and a location switch refresh them.
 */
import { useQuery } from '@tanstack/react-query';
import {
  CHECKOUT_ENDPOINTS,
  WALK_IN_ENDPOINTS,
  WAITLIST_ENDPOINTS,
  type Ticket,
  type WaitlistEntry,
  type WalkIn,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { dashboardRoot } from './today-appointments-api';

/** Walk-in wait estimates age with the clock: read again every minute even without changes. */
const WAIT_REFRESH_MS = 60_000;

/** The location's open tickets, newest first (at most the endpoint's default page). */
export function useOpenTickets(establishmentId: string) {
  return useQuery({
    queryKey: [...dashboardRoot(establishmentId), 'open-tickets'],
    queryFn: async ({ signal }): Promise<Ticket[]> =>
      (await callEndpoint(CHECKOUT_ENDPOINTS.tickets, { signal, query: { establishmentId, status: 'open' } }))
        .data,
  });
}

/** Today's walk-ins of the location in check-in order, each waiting one with its estimate. */
export function useWalkInQueue(tenantId: string, establishmentId: string) {
  return useQuery({
    queryKey: [...dashboardRoot(establishmentId), 'walk-ins'],
    queryFn: async ({ signal }): Promise<WalkIn[]> =>
      (await callEndpoint(WALK_IN_ENDPOINTS.list, { signal, params: { tenantId, establishmentId } })).data,
    refetchInterval: WAIT_REFRESH_MS,
  });
}

/** The location's waiting and offered waitlist entries in queue order. */
export function useWaitlistQueue(establishmentId: string) {
  return useQuery({
    queryKey: [...dashboardRoot(establishmentId), 'waitlist'],
    queryFn: async ({ signal }): Promise<WaitlistEntry[]> =>
      (await callEndpoint(WAITLIST_ENDPOINTS.list, { signal, query: { establishment_id: establishmentId } }))
        .data,
  });
}
