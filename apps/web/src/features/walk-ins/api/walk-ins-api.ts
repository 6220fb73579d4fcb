/**
 * Walk-in calls and hooks (spec operations.md §7 "Waitlist and walk-ins", §8; issue #15): today's
 * queue of a location, who could start a walk-in, adding one, and a status change. Contract
 * queries under the location's key, so a location switch drops them and live `entity:changed`
 * news of what they read in the location (walk_in_visit, appointment, …) reads them again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  AVAILABILITY_READS,
  WALK_IN_ENDPOINTS as E,
  WALK_IN_MESSAGES as M,
  type DomainEntity,
  type WalkIn,
  type WalkInCreate,
  type WalkInStaffOption,
  type WalkInStatusChange,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { invalidateReaders } from '../../../lib/query/entity-changes';
import { WALK_IN_READS } from '../../../lib/query/reads';

/** Wait estimates age with the clock: read again every minute even without changes. */
export const WALK_INS_REFRESH_MS = 60_000;

/**
 * Who could start a walk-in: the visit (its service and requested person) and the location's
 * free times (availability's reads).
 */
const STAFF_OPTION_READS: readonly DomainEntity[] = [...AVAILABILITY_READS, 'walk_in_visit'];

/** Today's walk-ins of the location, in check-in order. */
export function useWalkIns(tenantId: string, establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.list,
      { params: { tenantId, establishmentId } },
      {
        reads: WALK_IN_READS,
        establishmentId,
        select: (answer): WalkIn[] => answer.data,
        refetchInterval: WALK_INS_REFRESH_MS,
      },
    ),
  );
}

/**
 * Who could start walk-in `visitId` (null: no dialog open): free now or not, with their next
 * opening today, from the calendar's availability. Read fresh each time the dialog opens, and
 * again while it is open when a booking or the visit changes.
 */
export function useWalkInStaffOptions(tenantId: string, establishmentId: string, visitId: string | null) {
  return useQuery({
    ...endpointQuery(
      E.staffOptions,
      { params: { tenantId, establishmentId, visitId: visitId ?? '' } },
      {
        reads: STAFF_OPTION_READS,
        establishmentId,
        select: (answer): WalkInStaffOption[] => answer.data,
        staleTime: 0,
        retry: false,
      },
    ),
    enabled: visitId !== null,
  });
}

/** Adds a walk-in; the queue is read again for everyone's new estimate. Errors toast spec §8's text. */
export function useAddWalkIn(tenantId: string, establishmentId: string) {
  return useMutation({
    mutationFn: async (body: WalkInCreate): Promise<WalkIn> =>
      (await callEndpoint(E.create, { params: { tenantId, establishmentId }, body })).data,
    onSuccess: (walkIn) =>
      notifications.show({ color: 'green', message: `${walkIn.clientName} added to the queue.` }),
    meta: { errorTitle: M.addFailed, writes: ['walk_in_visit'] },
  });
}

export interface StatusVars extends WalkInStatusChange {
  visitId: string;
}

/**
 * A status change. Spec §8 lists its failure as silent: no toast of its own; the queue is read
 * again so the row shows the truth, and the caller may show the server's reason inline.
 */
export function useChangeWalkInStatus(tenantId: string, establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ visitId, ...body }: StatusVars): Promise<WalkIn> =>
      (await callEndpoint(E.updateStatus, { params: { tenantId, establishmentId, visitId }, body })).data,
    // Read again on failure too, so the row shows the truth.
    onSettled: () => void invalidateReaders(queryClient, ['walk_in_visit'], establishmentId),
  });
}
