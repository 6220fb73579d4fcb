/**
 * The front desk's other dashboard reads (issue #15 "Dashboards"): the location's open tickets
 * (contracts CHECKOUT_ENDPOINTS.tickets), today's walk-in queue (WALK_IN_ENDPOINTS.list) and the
 * waitlist (WAITLIST_ENDPOINTS.list): contract queries under the location's key, so a live change
 * of what each reads in the location, and a location switch, refresh them.
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
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { TICKET_LIST_READS, WAITLIST_READS, WALK_IN_READS } from '../../../lib/query/reads';

/** Walk-in wait estimates age with the clock: read again every minute even without changes. */
const WAIT_REFRESH_MS = 60_000;

/** The location's open tickets, newest first (at most the endpoint's default page). */
export function useOpenTickets(establishmentId: string) {
  return useQuery(
    endpointQuery(
      CHECKOUT_ENDPOINTS.tickets,
      { query: { establishmentId, status: 'open' } },
      { reads: TICKET_LIST_READS, establishmentId, select: (answer): Ticket[] => answer.data },
    ),
  );
}

/** Today's walk-ins of the location in check-in order, each waiting one with its estimate. */
export function useWalkInQueue(tenantId: string, establishmentId: string) {
  return useQuery(
    endpointQuery(
      WALK_IN_ENDPOINTS.list,
      { params: { tenantId, establishmentId } },
      {
        reads: WALK_IN_READS,
        establishmentId,
        select: (answer): WalkIn[] => answer.data,
        refetchInterval: WAIT_REFRESH_MS,
      },
    ),
  );
}

/** The location's waiting and offered waitlist entries in queue order. */
export function useWaitlistQueue(establishmentId: string) {
  return useQuery(
    endpointQuery(
      WAITLIST_ENDPOINTS.list,
      { query: { establishment_id: establishmentId } },
      { reads: WAITLIST_READS, establishmentId, select: (answer): WaitlistEntry[] => answer.data },
    ),
  );
}
