/**
 * Today's appointments of a location for the front-desk and employee widgets (issue #15
 * "Dashboards"; contracts APPOINTMENT_ENDPOINTS), and the one-click check-in. The list is the
 * contract query of the location's day: the arrivals, late, in-chair and ready-to-pay widgets
 * share one key (one request), and a live change of what it reads in the location reads it again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  APPOINTMENT_ENDPOINTS as E,
  APPOINTMENT_LIST_READS,
  APPOINTMENT_MESSAGES as M,
  APPOINTMENT_STATUS_CHANGED,
  type Appointment,
  type Establishment,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { invalidateReaders } from '../../../lib/query/entity-changes';
import { useLocalClock } from '../lib/local-clock';

/**
 * The location's appointments on local `date` ('YYYY-MM-DD'), ordered by start; with `staffId`
 * only that person's (an employee's own: the server answers no others to them anyway).
 */
export function useTodayAppointments(establishmentId: string, date: string, staffId?: string) {
  return useQuery(
    endpointQuery(
      E.list,
      { params: { establishmentId }, query: { startDate: date, endDate: date, staffIds: staffId } },
      {
        reads: APPOINTMENT_LIST_READS,
        ticketsOfVisits: true,
        establishmentId,
        select: (answer): Appointment[] =>
          staffId ? answer.data.filter((a) => a.staffId === staffId) : answer.data,
      },
    ),
  );
}

/**
 * Checks a client in (status checked_in). The toast names the change as the calendar's does;
 * a refusal shows the server's reason (e.g. contracts statusChangeMessage when someone else
 * changed it first), and the readers of appointments are read again either way so the row
 * shows the truth.
 */
export function useCheckIn(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<Appointment> =>
      (await callEndpoint(E.update, { params: { id }, body: { status: 'checked_in' } })).data,
    onSuccess: (a) => {
      notifications.show({
        color: 'green',
        title: APPOINTMENT_STATUS_CHANGED[a.status],
        message: `${a.clientName} · ${a.serviceName}`,
      });
    },
    meta: { errorTitle: M.updateFailed },
    onSettled: () => invalidateReaders(queryClient, ['appointment'], establishmentId),
  });
}

/** The location's clock (its IANA zone, ticking) and its appointments of that local day. */
export function useTodayAt(place: Establishment, staffId?: string) {
  const clock = useLocalClock(place.timeZone);
  return { clock, query: useTodayAppointments(place.id, clock.date, staffId) };
}
