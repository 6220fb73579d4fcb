/** Appointment, availability and staff-schedule calls and hooks of the calendar (spec core.md §7). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  APPOINTMENT_ENDPOINTS,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUS_CHANGED,
  AVAILABILITY_ENDPOINTS,
  CRM_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  STAFF_ENDPOINTS,
  type Appointment,
  type AppointmentCreate,
  type AppointmentStatus,
  type AppointmentUpdate,
  type BookedAppointment,
  type Availability,
  type StaffSchedule,
} from '@daybook/contracts';
import { callEndpoint, callEndpointOrNull, errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AppointmentRange {
  establishmentId: string;
  startDate: string;
  endDate: string;
}

/** The establishment's appointments between two local dates (inclusive). */
export async function fetchAppointments(range: AppointmentRange): Promise<Appointment[]> {
  const answer = await callEndpoint(APPOINTMENT_ENDPOINTS.list, {
    params: { establishmentId: range.establishmentId },
    query: { startDate: range.startDate, endDate: range.endDate, limit: '2000' },
  });
  return answer.data;
}

/** One appointment with its status history. */
export async function fetchAppointment(id: string): Promise<Appointment> {
  return (await callEndpoint(APPOINTMENT_ENDPOINTS.item, { params: { id } })).data;
}

/** Books (a visit when `additionalServices` is given); the idempotency key makes a retried submit book once. */
export async function createAppointment(
  body: AppointmentCreate,
  idempotencyKey: string,
): Promise<BookedAppointment> {
  const answer = await callEndpoint(APPOINTMENT_ENDPOINTS.create, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return answer.data;
}

export async function updateAppointment(id: string, body: AppointmentUpdate): Promise<Appointment> {
  return (await callEndpoint(APPOINTMENT_ENDPOINTS.update, { params: { id }, body })).data;
}

/** Deletes an appointment (spec §7: DELETE with body establishmentId). */
export async function deleteAppointment(id: string, establishmentId: string): Promise<void> {
  await callEndpoint(APPOINTMENT_ENDPOINTS.remove, { params: { id }, body: { establishmentId } });
}

export interface AvailabilityRequest {
  establishmentId: string;
  date: string;
  serviceId: string;
  staffId: string;
}

/** Free start times for one staff member, service and date. */
export async function fetchAvailability(r: AvailabilityRequest): Promise<Availability> {
  const answer = await callEndpoint(AVAILABILITY_ENDPOINTS.find, {
    params: { establishmentId: r.establishmentId },
    query: { date: r.date, days: '1', serviceId: r.serviceId, staffIds: r.staffId, interval: '15' },
  });
  return answer.data;
}

/** Each staff member's working hours and time off on a date. */
export async function fetchSchedules(
  tenantId: string,
  establishmentId: string,
  date: string,
): Promise<StaffSchedule[]> {
  const answer = await callEndpointOrNull(STAFF_ENDPOINTS.schedule, {
    params: { tenantId, establishmentId },
    query: { date },
  });
  return answer?.schedules ?? [];
}

/** Root key of the establishment's appointment lists: every range refreshes together. */
export const appointmentsRoot = (establishmentId: string) =>
  [...queryKeys.establishmentScope(establishmentId), 'appointments'] as const;

export const appointmentsKey = (r: AppointmentRange) =>
  [...appointmentsRoot(r.establishmentId), r.startDate, r.endDate] as const;

export function useAppointments(range: AppointmentRange) {
  return useQuery({
    queryKey: appointmentsKey(range),
    queryFn: () => fetchAppointments(range),
    placeholderData: (previous) => previous,
  });
}

export function useAppointment(establishmentId: string, id: string | null) {
  return useQuery({
    queryKey: [...appointmentsRoot(establishmentId), 'item', id ?? 'none'],
    queryFn: () => fetchAppointment(id!),
    enabled: id !== null,
  });
}

export function useSchedules(tenantId: string, establishmentId: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.establishmentScope(establishmentId), 'schedule', date],
    queryFn: () => fetchSchedules(tenantId, establishmentId, date),
    enabled,
    staleTime: 60_000,
  });
}

export function useAvailability(r: AvailabilityRequest | null) {
  return useQuery({
    queryKey: [
      ...queryKeys.establishmentScope(r?.establishmentId ?? 'none'),
      'availability',
      r?.date,
      r?.serviceId,
      r?.staffId,
    ],
    queryFn: () => fetchAvailability(r!),
    enabled: r !== null,
  });
}

function toastError(title: string, error: unknown) {
  notifications.show({ color: 'red', title, message: errorMessage(error, title) });
}

/** Book, move, edit, delete and change status; each refreshes the establishment's appointments. */
export function useAppointmentMutations(establishmentId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentsRoot(establishmentId) }),
      queryClient.invalidateQueries({
        queryKey: [...queryKeys.establishmentScope(establishmentId), 'availability'],
      }),
    ]);

  const create = useMutation({
    mutationFn: ({ body, key }: { body: AppointmentCreate; key: string }) => createAppointment(body, key),
    onSuccess: (a) => {
      notifications.show({
        color: 'green',
        title: APPOINTMENT_MESSAGES.booked,
        message: `${a.clientName} · ${(a.visit ?? [a]).map((x) => x.serviceName).join(', ')}`,
      });
      return refresh();
    },
    // The booking form also shows the message beside the fields.
    onError: (error) => toastError(APPOINTMENT_MESSAGES.addFailed, error),
  });

  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: AppointmentUpdate }) => updateAppointment(id, body),
    onSuccess: (a) => {
      notifications.show({
        color: 'green',
        title: APPOINTMENT_MESSAGES.updated,
        message: `${a.clientName} · ${a.serviceName}`,
      });
      return refresh();
    },
    onError: (error) => {
      toastError(APPOINTMENT_MESSAGES.updateFailed, error);
      return refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (a: Appointment) => deleteAppointment(a.id, establishmentId),
    onSuccess: (_answer, a) => {
      notifications.show({
        color: 'green',
        title: APPOINTMENT_MESSAGES.deleted,
        message: `${a.clientName} · ${a.serviceName}`,
      });
      return refresh();
    },
    onError: (error) => toastError(APPOINTMENT_MESSAGES.deleteFailed, error),
  });

  // Its own mutation: the toast names the change ("Checked in"), and a refusal says why.
  const status = useMutation({
    mutationFn: ({ id, status }: { id: string; status: AppointmentStatus }) =>
      updateAppointment(id, { status }),
    onSuccess: (a) => {
      notifications.show({
        color: 'green',
        title: APPOINTMENT_STATUS_CHANGED[a.status],
        message: `${a.clientName} · ${a.serviceName}`,
      });
      return refresh();
    },
    onError: (error) => {
      toastError(APPOINTMENT_MESSAGES.updateFailed, error);
      return refresh();
    },
  });

  const setStatus = (id: string, next: AppointmentStatus) => status.mutateAsync({ id, status: next });

  return { create, update, remove, setStatus, refresh };
}

/** A rejection toast for a move refused before it was sent. */
export function toastMoveRefused(message: string) {
  notifications.show({ color: 'red', title: APPOINTMENT_MESSAGES.updateFailed, message });
}

/**
 * The booked client's record for the appointment panel (allergies, preferences, phone, visits,
 * notes): the CRM's client page answer, shared with the client page's cache.
 */
export function useClientCard(clientId: string | null) {
  return useQuery({
    queryKey: queryKeys.crmClient(clientId ?? 'none'),
    queryFn: async () => (await callEndpoint(CRM_ENDPOINTS.client, { params: { id: clientId! } })).data,
    enabled: clientId !== null,
    staleTime: 30_000,
  });
}
