/**
 * Today's team calls and hooks (issue #14, spec operations.md §3 Team member): the location's
 * team of today, the four punches (each answers the replaced member, written into the cached
 * team), and a manager's edit of a shift. The team is a contract query under the location's key
 * that declares what it reads, so a location switch drops it and a live change of one of those
 * entities at the location reads it again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  STAFF_SCHEDULE_READS,
  TIME_CLOCK_ENDPOINTS as E,
  type DomainEntity,
  type EndpointAnswer,
  type Shift,
  type ShiftEdit,
  type TeamMember,
  type TeamToday,
  type TimeClockAction,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointKey, endpointQuery } from '../../../lib/query/endpoint-query';
import { invalidateReaders } from '../../../lib/query/entity-changes';

/** Hours worked tick while people are in: read again every minute even without changes. */
export const TEAM_REFRESH_MS = 60_000;

/**
 * Today's team: the location's people with their shifts, today's hours and appointments (with
 * their services), and today's sales (heard of from their transactions), in the location's day.
 */
const TEAM_READS: readonly DomainEntity[] = [
  ...STAFF_SCHEDULE_READS,
  'time_clock_shift',
  'appointment',
  'service',
  'transaction',
];

/** The team call of the location's today. */
const teamCall = (establishmentId: string) => ({ params: { id: establishmentId }, query: {} });

/** The location's team today. */
export function useTeamToday(establishmentId: string) {
  return useQuery(
    endpointQuery(E.teamToday, teamCall(establishmentId), {
      reads: TEAM_READS,
      establishmentId,
      select: (answer): TeamToday => answer.data,
      refetchInterval: TEAM_REFRESH_MS,
    }),
  );
}

const PUNCH_CONTRACT = {
  'check-in': E.checkIn,
  'check-out': E.checkOut,
  'break-start': E.breakStart,
  'break-end': E.breakEnd,
} as const;

const PUNCH_DONE: Record<TimeClockAction, string> = {
  'check-in': 'checked in',
  'check-out': 'checked out',
  'break-start': 'on a break',
  'break-end': 'back from the break',
};

export interface PunchVars {
  userId: string;
  action: TimeClockAction;
}

/**
 * A punch; the answer replaces the member in the cached team at once (the live change of the
 * shift reads the team again behind it). Never retried; a failure reads the team again.
 */
export function usePunch(establishmentId: string) {
  const queryClient = useQueryClient();
  const teamKey = endpointKey(E.teamToday, teamCall(establishmentId), establishmentId);
  return useMutation({
    mutationFn: async ({ userId, action }: PunchVars): Promise<TeamMember> =>
      (await callEndpoint(PUNCH_CONTRACT[action], { params: { id: establishmentId, userId } })).data,
    onSuccess: (member, vars) => {
      queryClient.setQueryData<EndpointAnswer<typeof E.teamToday>>(
        teamKey,
        (team) =>
          team && {
            ...team,
            data: {
              ...team.data,
              members: team.data.members.map((m) => (m.userId === member.userId ? member : m)),
            },
          },
      );
      notifications.show({ color: 'green', message: `${member.name} is ${PUNCH_DONE[vars.action]}.` });
    },
    meta: { errorTitle: 'The punch failed' },
    onError: () => void queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

/**
 * A manager's correction of a shift, with its reason; the location's readers of shifts (the
 * team) are read again after it.
 */
export function useEditShift(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: ShiftEdit }): Promise<Shift> =>
      (await callEndpoint(E.updateShift, { params: { id }, body })).data,
    onSuccess: () => {
      notifications.show({ color: 'green', message: 'Shift updated.' });
      void invalidateReaders(queryClient, ['time_clock_shift'], establishmentId);
    },
  });
}
