/**
 * Today's team calls and hooks (issue #14, spec operations.md §3 Team member): the location's
 * team of today, the four punches (each answers the replaced member, written into the cached
 * team), and a manager's edit of a shift. Reads sit under ['est', id, 'time-clock', …] so a
 * location switch drops them and live changes of the location refetch them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  TIME_CLOCK_ENDPOINTS as E,
  type Shift,
  type ShiftEdit,
  type TeamMember,
  type TeamToday,
  type TimeClockAction,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

/** Hours worked tick while people are in: read again every minute even without changes. */
export const TEAM_REFRESH_MS = 60_000;

export const teamKeys = {
  root: (establishmentId: string) => ['est', establishmentId, 'time-clock'] as const,
  today: (establishmentId: string) => [...teamKeys.root(establishmentId), 'today'] as const,
};

/** The location's team today. */
export function useTeamToday(establishmentId: string) {
  return useQuery({
    queryKey: teamKeys.today(establishmentId),
    queryFn: async ({ signal }): Promise<TeamToday> =>
      (await callEndpoint(E.teamToday, { signal, params: { id: establishmentId }, query: {} })).data,
    refetchInterval: TEAM_REFRESH_MS,
  });
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

/** A punch; the answer replaces the member in the cached team. Never retried. */
export function usePunch(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, action }: PunchVars): Promise<TeamMember> =>
      (await callEndpoint(PUNCH_CONTRACT[action], { params: { id: establishmentId, userId } })).data,
    onSuccess: (member, vars) => {
      queryClient.setQueryData<TeamToday>(teamKeys.today(establishmentId), (team) =>
        team
          ? { ...team, members: team.members.map((m) => (m.userId === member.userId ? member : m)) }
          : team,
      );
      notifications.show({ color: 'green', message: `${member.name} is ${PUNCH_DONE[vars.action]}.` });
    },
    meta: { errorTitle: 'The punch failed' },
    onError: () => void queryClient.invalidateQueries({ queryKey: teamKeys.today(establishmentId) }),
  });
}

/** A manager's correction of a shift, with its reason; the team is read again after it. */
export function useEditShift(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: ShiftEdit }): Promise<Shift> =>
      (await callEndpoint(E.updateShift, { params: { id }, body })).data,
    onSuccess: () => {
      notifications.show({ color: 'green', message: 'Shift updated.' });
      void queryClient.invalidateQueries({ queryKey: teamKeys.root(establishmentId) });
    },
  });
}
