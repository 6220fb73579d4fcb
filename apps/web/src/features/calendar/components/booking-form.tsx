/**
 * The booking form: service, staff, date, a start time from the availability endpoint, an
 * optional room, further services of the same visit booked back to back, the client (a CRM
 * record found by search or added here, or a walk-in's name) and notes. A refusal of the
 * server (409 overlap, 400 field) is shown in the form.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  AVAILABILITY_MESSAGES,
  APPOINTMENT_MESSAGES,
  appointmentCreateSchema,
  type AppointmentCreate,
  type BookableResource,
  type Service,
  type StaffMember,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency, formatTime, formatTimeRange } from '../../../lib/format';
import { useAvailability } from '../api/calendar-api';
import type { ClientSummary } from '../api/client-search';
import { performersOf, planVisit } from '../lib/visit-plan';
import { serviceOptions } from '../lib/service-options';
import { AdditionalServices, VisitSummary, type ExtraService, type VisitRules } from './additional-services';
import { ClientPicker, NO_CLIENT, type ClientChoice } from './client-picker';
import { NoFreeTimeAlert } from './no-free-time';

export interface BookingDraft {
  staffId: string | null;
  date: string;
  /** The time the user clicked, 'HH:MM'; null when opened from the button. */
  startTime: string | null;
  /** The client chosen before the form opened (the CRM's 'Book appointment'). */
  client?: ClientSummary;
  /** The service chosen before the form opened ('Find next available'). */
  serviceId?: string;
}

/** How the form explains a date with no free start and hands the choice to the search. */
export interface NoFreeTimeHelp {
  /** Why nobody can be booked on the date ('YYYY-MM-DD'), e.g. 'Luxe Salon Manhattan is closed on Mondays.' */
  reason: (date: string) => string;
  /** Opens "Find next available" for the service and staff member, from the form's date. */
  onFindNext: (serviceId: string, staffId: string, date: string) => void;
}

export function BookingForm({
  tenantId,
  establishmentId,
  canCreateClients,
  draft,
  services,
  staff,
  rooms,
  visitRules,
  submitting,
  serverError,
  noFreeTime,
  onCancel,
  onSubmit,
}: {
  tenantId: string;
  establishmentId: string;
  /** Whether the person may add a client from the form (client:create). */
  canCreateClients: boolean;
  draft: BookingDraft;
  services: Service[];
  staff: StaffMember[];
  /** The location's active rooms; the room field is hidden when there are none. */
  rooms: BookableResource[];
  /** The location's settings for visits: more than one service, more than one staff member. */
  visitRules: VisitRules;
  submitting: boolean;
  /** The server's refusal of the last attempt (e.g. 'This room is already booked at that time.'). */
  serverError: string | null;
  /** Given, a date without free time says why and offers the search. */
  noFreeTime?: NoFreeTimeHelp;
  onCancel: () => void;
  /** `key` is the idempotency key of this attempt: the same body is sent with the same key. */
  onSubmit: (body: AppointmentCreate, key: string) => void;
}) {
  const active = useMemo(() => services.filter((s) => s.isActive), [services]);
  const options = useMemo(() => serviceOptions(services), [services]);
  const [serviceId, setServiceId] = useState<string | null>(draft.serviceId ?? null);
  const [staffId, setStaffId] = useState<string | null>(draft.staffId);
  const [date, setDate] = useState(draft.date);
  const [startTime, setStartTime] = useState<string | null>(draft.startTime);
  const [client, setClient] = useState<ClientChoice>(() =>
    draft.client ? { clientName: draft.client.name, record: draft.client } : NO_CLIENT,
  );
  const [notes, setNotes] = useState('');
  const [isRequest, setIsRequest] = useState(false);
  const [isPrebook, setIsPrebook] = useState(false);
  const [roomId, setRoomId] = useState<string | null>(null);
  const [extras, setExtras] = useState<ExtraService[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const service = active.find((s) => s.id === serviceId) ?? null;
  // Only the people who perform the service (none listed: anyone).
  const staffChoices = useMemo(() => performersOf(service, staff), [service, staff]);
  const person = staffChoices.find((p) => p.id === staffId) ?? null;

  const availability = useAvailability(
    service && person && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? { establishmentId, date, serviceId: service.id, staffId: person.id }
      : null,
  );
  const slots = useMemo(
    () => (person ? (availability.data?.availabilityByStaff[person.id] ?? []) : []),
    [availability.data, person],
  );
  const clickedUnavailable =
    draft.startTime !== null &&
    date === draft.date &&
    availability.isSuccess &&
    !slots.some((s) => s.startTime === draft.startTime);
  // The draft's time came from a click on the grid, or from "Find next available" (with a service).
  const draftMark = draft.serviceId ? ' (chosen)' : ' (clicked)';
  const chosenSlot = slots.find((s) => s.startTime === startTime) ?? null;
  const room = rooms.find((r) => r.id === roomId) ?? null;

  // The visit's parts in order: the first service, then the added ones.
  const parts = [
    { service, staff: person },
    ...extras.map((x) => ({
      service: active.find((s) => s.id === x.serviceId) ?? null,
      staff: staff.find((p) => p.id === x.staffId) ?? null,
    })),
  ];
  const chosen = parts.flatMap((p) => (p.service ? [p.service] : []));
  const plan = chosenSlot && chosen.length === parts.length ? planVisit(chosenSlot.startTime, chosen) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!service) next.serviceId = 'Choose a service.';
    if (!person) next.staffId = 'Choose a staff member.';
    if (!chosenSlot) next.startTime = 'Choose an available start time.';
    for (const x of extras) {
      if (!x.serviceId) next[`extra.${x.key}.serviceId`] = 'Choose a service.';
      if (!x.staffId) next[`extra.${x.key}.staffId`] = 'Choose a staff member.';
    }
    if (plan && !plan.fitsDay) next.form = APPOINTMENT_MESSAGES.visitEndsAfterDay;
    const body: AppointmentCreate = {
      establishmentId,
      clientId: client.record?.id ?? null,
      clientName: client.clientName,
      serviceId: service?.id ?? '',
      staffId: person?.id ?? '',
      date,
      startTime: startTime ?? '',
      notes,
      isRequest,
      isPrebook,
      ...(room ? { room: room.id } : {}),
      // The client stays in the room for the whole visit.
      ...(extras.length > 0
        ? {
            additionalServices: extras.map((x) => ({
              serviceId: x.serviceId ?? '',
              staffId: x.staffId ?? undefined,
              ...(room ? { room: room.id } : {}),
            })),
          }
        : {}),
    };
    const parsed = appointmentCreateSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // Added services' fields are checked above with their rows' keys.
        const field = issue.path[0] === 'additionalServices' ? 'form' : String(issue.path[0] ?? 'form');
        next[field] ??= issue.message;
      }
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: crypto.randomUUID() };
    onSubmit(body, attempt.current.key);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ClientPicker
          tenantId={tenantId}
          establishmentId={establishmentId}
          canCreate={canCreateClients}
          value={client}
          onChange={setClient}
          error={errors.clientName ?? errors.clientId}
        />
        <Select
          label="Service"
          required
          searchable
          placeholder="Choose a service"
          data={options}
          value={serviceId}
          error={errors.serviceId}
          onChange={(v) => {
            setServiceId(v);
            const next = active.find((s) => s.id === v);
            if (next && next.staffIds.length > 0 && staffId && !next.staffIds.includes(staffId))
              setStaffId(null);
          }}
          nothingFoundMessage="No service matches"
        />
        <Select
          label="Staff"
          required
          placeholder="Choose a staff member"
          data={staffChoices.map((p) => ({ value: p.id, label: p.name }))}
          value={person ? person.id : null}
          error={errors.staffId}
          onChange={setStaffId}
          leftSection={person ? <ColorSwatch color={person.color} size={12} /> : null}
        />
        <TextInput
          label="Date"
          type="date"
          required
          value={date}
          error={errors.date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <Select
          label="Start time"
          required
          placeholder={
            !service || !person
              ? 'Choose a service and staff member first'
              : availability.isPending
                ? 'Checking availability…'
                : slots.length === 0
                  ? 'No free time on this date'
                  : 'Choose a start time'
          }
          disabled={!service || !person || slots.length === 0}
          data={slots.map((s) => ({
            value: s.startTime,
            label: `${formatTimeRange(s.startTime, s.endTime)}${s.startTime === draft.startTime ? draftMark : ''}`,
          }))}
          value={chosenSlot ? startTime : null}
          error={errors.startTime}
          onChange={setStartTime}
          rightSection={availability.isFetching ? <Loader size="xs" /> : undefined}
          maxDropdownHeight={260}
        />
        {availability.isError && (
          <Alert color="red" role="alert" title={AVAILABILITY_MESSAGES.failed}>
            {errorMessage(availability.error, AVAILABILITY_MESSAGES.failed)}
          </Alert>
        )}
        {noFreeTime && service && person && availability.isSuccess && slots.length === 0 && (
          <NoFreeTimeAlert
            serviceName={service.name}
            staffName={person.name}
            date={date}
            reason={noFreeTime.reason(date)}
            onFindNext={() => noFreeTime.onFindNext(service.id, person.id, date)}
          />
        )}
        {/* With no free time at all, the notice above says more than the clicked time's. */}
        {clickedUnavailable && !(noFreeTime && slots.length === 0) && draft.startTime && person && (
          <Alert color="yellow" role="status">
            {formatTime(draft.startTime)} is not available for {person.name}
            {service ? ` (${service.name}, ${service.duration} min)` : ''}. Pick another start time.
          </Alert>
        )}
        {service && extras.length === 0 && (
          <Text size="sm" c="dimmed">
            {service.duration} min · {formatCurrency(service.price)}
            {chosenSlot ? ` · ends ${formatTime(chosenSlot.endTime)}` : ''}
          </Text>
        )}
        {rooms.length > 0 && (
          <Select
            label="Room"
            placeholder="No room"
            clearable
            data={rooms.map((r) => ({ value: r.id, label: r.name }))}
            value={room ? room.id : null}
            error={errors.room}
            onChange={setRoomId}
            description={extras.length > 0 ? 'Held for the whole visit.' : undefined}
          />
        )}
        <AdditionalServices
          extras={extras}
          services={active}
          staff={staff}
          firstStaffId={person?.id ?? null}
          rules={visitRules}
          errors={errors}
          onChange={setExtras}
        />
        {extras.length > 0 && <VisitSummary parts={parts} plan={plan} />}
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={2000}
          value={notes}
          error={errors.notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group gap="lg">
          <Checkbox
            label="Client requested this staff member"
            checked={isRequest}
            onChange={(e) => setIsRequest(e.currentTarget.checked)}
          />
          <Checkbox
            label="Prebooked"
            checked={isPrebook}
            onChange={(e) => setIsPrebook(e.currentTarget.checked)}
          />
        </Group>
        {errors.form && <Text c="red">{errors.form}</Text>}
        {serverError && (
          <Alert color="red" role="alert" title={APPOINTMENT_MESSAGES.addFailed}>
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Book appointment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Re-exported for tests: the message shown when a client name is missing. */
export const CLIENT_NAME_REQUIRED = APPOINTMENT_MESSAGES.clientNameRequired;
