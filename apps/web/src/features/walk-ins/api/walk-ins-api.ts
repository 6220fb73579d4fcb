/**
 * Walk-in calls and hooks (spec operations.md §7 "Waitlist and walk-ins", §8; issue #15): today's
 * queue of a location, adding a walk-in, and a status change. The queue sits under
 * ['est', id, 'walk-ins'] so a location switch drops it and live `entity:changed` news of the
 * location (walk_in_visit, appointment) reads it again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  WALK_IN_ENDPOINTS as E,
  WALK_IN_MESSAGES as M,
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

export const walkInKeys = {
  staff: (establishmentId: string, visitId: string) =>
    ['est', establishmentId, 'walk-ins', visitId, 'staff'] as const,
};

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
 * opening today, from the calendar's availability. Read fresh each time the dialog opens.
 */
export function useWalkInStaffOptions(tenantId: string, establishmentId: string, visitId: string | null) {
  return useQuery({
    queryKey: walkInKeys.staff(establishmentId, visitId ?? ''),
    queryFn: async ({ signal }): Promise<WalkInStaffOption[]> =>
      (
        await callEndpoint(E.staffOptions, {
          signal,
          params: { tenantId, establishmentId, visitId: visitId ?? '' },
        })
      ).data,
    enabled: visitId !== null,
    staleTime: 0,
    retry: false,
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
