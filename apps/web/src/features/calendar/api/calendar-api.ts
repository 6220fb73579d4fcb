/** Appointment, availability and staff-schedule calls and hooks of the calendar (spec core.md §7). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  APPOINTMENT_LIST_READS,
  AVAILABILITY_READS,
  STAFF_SCHEDULE_READS,
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
  type AppointmentStatusReason,
  type AppointmentUpdate,
  type BookedAppointment,
  type Availability,
  type StaffSchedule,
} from '@daybook/contracts';
import { callEndpoint, callEndpointOrNull } from '../../../lib/api-client';
import { endpointKey, endpointQuery } from '../../../lib/query/endpoint-query';
import { invalidateReaders } from '../../../lib/query/entity-changes';
import { CLIENT_RECORD_READS } from '../../../lib/query/reads';
import { queryKeys } from '../../../lib/query-keys';

export interface AppointmentRange {
  establishmentId: string;
  startDate: string;
  endDate: string;
}

/** The list call of the establishment's appointments between two local dates (inclusive). */
function appointmentListCall(range: AppointmentRange) {
  return {
    params: { establishmentId: range.establishmentId },
    query: { startDate: range.startDate, endDate: range.endDate, limit: '2000' },
  };
}

/** The establishment's appointments between two local dates (inclusive). */
export async function fetchAppointments(range: AppointmentRange): Promise<Appointment[]> {
  return (await callEndpoint(APPOINTMENT_ENDPOINTS.list, appointmentListCall(range))).data;
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
    query: availabilityQuery(r),
  });
  return answer.data;
}

/** The availability query of one staff member, service and date (15-minute steps). */
function availabilityQuery(r: AvailabilityRequest) {
  return { date: r.date, days: '1', serviceId: r.serviceId, staffIds: r.staffId, interval: '15' };
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

/** Query of the establishment's appointments over `range`, read again when one changes. */
export function appointmentsQuery(range: AppointmentRange) {
  return endpointQuery(APPOINTMENT_ENDPOINTS.list, appointmentListCall(range), {
    reads: APPOINTMENT_LIST_READS,
    ticketsOfVisits: true,
    establishmentId: range.establishmentId,
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export function useAppointments(range: AppointmentRange) {
  return useQuery(appointmentsQuery(range));
}

export function useAppointment(establishmentId: string, id: string | null) {
  return useQuery({
    ...endpointQuery(
      APPOINTMENT_ENDPOINTS.item,
      { params: { id: id ?? 'none' } },
      {
        reads: APPOINTMENT_LIST_READS,
        ticketsOfVisits: true,
        establishmentId,
        select: (answer) => answer.data,
      },
    ),
    enabled: id !== null,
  });
}

export function useSchedules(tenantId: string, establishmentId: string, date: string, enabled: boolean) {
  return useQuery({
    // The schedule answers null (404) where a location has none: not the contract's shape.
    queryKey: endpointKey(
      STAFF_ENDPOINTS.schedule,
      { params: { tenantId, establishmentId }, query: { date } },
      establishmentId,
    ),
    queryFn: () => fetchSchedules(tenantId, establishmentId, date),
    meta: { reads: STAFF_SCHEDULE_READS },
    enabled,
    staleTime: 60_000,
  });
}

export function useAvailability(r: AvailabilityRequest | null) {
  return useQuery({
    ...endpointQuery(
      AVAILABILITY_ENDPOINTS.find,
      {
        params: { establishmentId: r?.establishmentId ?? 'none' },
        query: availabilityQuery(r ?? { establishmentId: 'none', date: '', serviceId: '', staffId: '' }),
      },
      { reads: AVAILABILITY_READS, establishmentId: r?.establishmentId, select: (answer) => answer.data },
    ),
    enabled: r !== null,
  });
}

/** Book, move, edit, delete and change status; each refreshes the establishment's appointments. */
export function useAppointmentMutations(establishmentId: string) {
  const queryClient = useQueryClient();
  // Lists, the open appointment and free times: every query reading appointments here.
  const refresh = () => invalidateReaders(queryClient, ['appointment'], establishmentId);

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
    meta: { errorTitle: APPOINTMENT_MESSAGES.addFailed },
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
    meta: { errorTitle: APPOINTMENT_MESSAGES.updateFailed },
    onError: () => refresh(),
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
    meta: { errorTitle: APPOINTMENT_MESSAGES.deleteFailed },
  });

  // Its own mutation: the toast names the change ("Checked in"), and a refusal says why.
  const status = useMutation({
    mutationFn: ({
      id,
      status,
      statusReason,
    }: {
      id: string;
      status: AppointmentStatus;
      statusReason: AppointmentStatusReason | null;
    }) => updateAppointment(id, statusReason ? { status, statusReason } : { status }),
    onSuccess: (a) => {
      notifications.show({
        color: 'green',
        title: APPOINTMENT_STATUS_CHANGED[a.status],
        message: `${a.clientName} · ${a.serviceName}`,
      });
      return refresh();
    },
    meta: { errorTitle: APPOINTMENT_MESSAGES.updateFailed },
    onError: () => refresh(),
  });

  /** Changes the status; `reason` goes with a cancellation or no-show (null: none given). */
  const setStatus = (id: string, next: AppointmentStatus, reason: AppointmentStatusReason | null = null) =>
    status.mutateAsync({ id, status: next, statusReason: reason });

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
    meta: { reads: CLIENT_RECORD_READS },
    queryKey: queryKeys.crmClient(clientId ?? 'none'),
    queryFn: async () => (await callEndpoint(CRM_ENDPOINTS.client, { params: { id: clientId! } })).data,
    enabled: clientId !== null,
    staleTime: 30_000,
  });
}
