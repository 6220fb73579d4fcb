/**
 * /calendar, /booking and /front-desk: the selected location's appointments in a day view with
 * a column per bookable staff member, or a week view; book by clicking a free slot, move and
 * resize by dragging, and an appointment panel for details and status changes. Employees see
 * only their own column ('My Schedule'); the server already limits their data.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Calendar, dayjsLocalizer, type SlotInfo, type View } from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import dayjs from 'dayjs';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Card,
  ColorSwatch,
  Group,
  Loader,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  APPOINTMENT_MESSAGES,
  RESOURCE_MESSAGES,
  STAFF_MESSAGES,
  APPOINTMENT_STATUS_LABEL,
  hasPermission,
  type Appointment,
  type AppointmentCreate,
  type AppointmentStatus,
  type Establishment,
  type StaffMember,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { readableTextColor } from '../../../lib/color-contrast';
import { formatShortRange, formatTimeRange } from '../../../lib/format';
import { AppModal } from '../../../components/app-modal';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useServices, useStaff } from '../../../lib/catalog/api/services-api';
import { activeRooms, useResources } from '../../../lib/catalog/api/resources-api';
import {
  appointmentsKey,
  toastMoveRefused,
  useAppointmentMutations,
  useAppointments,
  useSchedules,
} from '../api/calendar-api';
import { AppointmentDrawer } from '../components/appointment-drawer';
import { BookingForm, type BookingDraft } from '../components/booking-form';
import { useBookClientLink } from '../api/book-client-link';
import type { ClientSummary } from '../api/client-search';
import {
  FALLBACK_COLOR,
  canManageAppointments,
  gridBounds,
  isFinalStatus,
  isWorkingAt,
  planMove,
  processingBand,
  toCalendarEvent,
  type CalendarEvent,
  type CalendarResource,
} from '../lib/calendar-events';
import {
  addDays,
  floatingDate,
  todayIn,
  toDateString,
  toTimeString,
  wallClockNow,
  weekRange,
} from '../lib/wall-clock';
import { withDragAndDrop } from '../lib/dnd';
import './calendar.css';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';

// Floating dates (see wall-clock.ts): the localizer works in the browser's zone on purpose.
const localizer = dayjsLocalizer(dayjs);
const DnDCalendar = withDragAndDrop<CalendarEvent, CalendarResource>(Calendar);

type CalendarView = 'day' | 'week';

/** The page of the three calendar routes; `title` is the route's. */
export function CalendarPage({ title }: { title: string }) {
  const { role, selected, isAllSelected } = useWorkspace();
  const pageTitle = role === 'EMPLOYEE' ? 'My Schedule' : title;

  if (!hasPermission(role, 'appointment:read')) {
    return <RoleCannotView title={pageTitle} what="appointments" />;
  }

  if (isAllSelected || !selected) {
    return (
      <LocationPrompt
        title={pageTitle}
        description="Appointments of one location."
        reason="The calendar shows one location at a time."
        subject="Appointments"
      />
    );
  }

  return <CalendarBoard key={selected.id} establishment={selected} title={pageTitle} />;
}

const dateLabel = (date: string, view: CalendarView): string => {
  if (view === 'day') {
    return floatingDate(date, '12:00').toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
  }
  const { start, end } = weekRange(date);
  const s = floatingDate(start, '12:00');
  const e = floatingDate(end, '12:00');
  const sameYear = s.getFullYear() === e.getFullYear();
  const first = s.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
  const last = e.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return `${first} – ${last}`;
};

/** The event's tooltip: who, what, when, room, processing window and status. */
function eventTooltip(a: Appointment): string {
  return [
    a.clientName,
    a.serviceName,
    formatTimeRange(a.startTime, a.endTime),
    a.roomName,
    a.processingStartTime && a.processingEndTime
      ? `processing ${formatShortRange(a.processingStartTime, a.processingEndTime)}, staff free`
      : null,
    APPOINTMENT_STATUS_LABEL[a.status],
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * An event's content; a processing window is a lighter striped band at its place in the event,
 * so the front desk sees when the staff member is free for someone else.
 */
function EventContent({ event }: { event: CalendarEvent }) {
  const a = event.appointment;
  const band = processingBand(a);
  return (
    <>
      {band && (
        <div
          className="daybook-event-processing"
          data-testid="processing-band"
          style={{ top: `${band.top}%`, height: `${band.height}%` }}
          aria-hidden
        >
          <span>Processing</span>
        </div>
      )}
      <div className="daybook-event" data-appointment-id={a.id}>
        <div className="daybook-event-client">{a.clientName}</div>
        <div className="daybook-event-service">{a.serviceName}</div>
        {a.roomName && <div className="daybook-event-room">{a.roomName}</div>}
        <div className="daybook-event-status">{APPOINTMENT_STATUS_LABEL[a.status]}</div>
      </div>
    </>
  );
}

function ResourceHeader({ label, resource }: { label: ReactNode; resource: CalendarResource }) {
  return (
    <Group gap={6} justify="center" wrap="nowrap" py={4}>
      <ColorSwatch color={resource.color} size={10} />
      <Text size="sm" fw={600} truncate>
        {label}
      </Text>
    </Group>
  );
}

function CalendarBoard({ establishment, title }: { establishment: Establishment; title: string }) {
  const { role, tenant, user } = useWorkspace();
  const zone = establishment.timeZone;
  const queryClient = useQueryClient();
  const [view, setView] = useState<CalendarView>('day');
  const [date, setDate] = useState(() => todayIn(zone));
  const [staffFilter, setStaffFilter] = useState<string[]>([]);
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [pendingStatus, setPendingStatus] = useState<AppointmentStatus | null>(null);

  const canManage = canManageAppointments(role);
  const isEmployee = role === 'EMPLOYEE';
  const range = useMemo(() => {
    const r = view === 'day' ? { start: date, end: date } : weekRange(date);
    return { establishmentId: establishment.id, startDate: r.start, endDate: r.end };
  }, [view, date, establishment.id]);

  const appointments = useAppointments(range);
  const staff = useStaff(tenant.id, establishment.id);
  const services = useServices(tenant.id, establishment.id);
  const schedules = useSchedules(tenant.id, establishment.id, date, view === 'day');
  const resourceList = useResources(establishment.id);
  const rooms = useMemo(() => activeRooms(resourceList.data), [resourceList.data]);
  const { create, update, remove, setStatus } = useAppointmentMutations(establishment.id);

  const list = useMemo(() => appointments.data ?? [], [appointments.data]);

  // Bookable staff in the calendar's order; an employee only themselves.
  const bookable = useMemo<StaffMember[]>(() => {
    const all = (staff.data ?? []).filter((s) => s.bookable).sort((a, b) => a.sortOrder - b.sortOrder);
    return isEmployee ? all.filter((s) => s.id === user.id) : all;
  }, [staff.data, isEmployee, user.id]);

  const colorByStaff = useMemo(() => new Map((staff.data ?? []).map((s) => [s.id, s.color])), [staff.data]);

  const resources = useMemo<CalendarResource[]>(() => {
    let people: CalendarResource[] = bookable.map((s) => ({ id: s.id, title: s.name, color: s.color }));
    // Someone with appointments who is no longer bookable still gets a column for them.
    for (const a of list) {
      if (isEmployee && a.staffId !== user.id) continue;
      if (!people.some((p) => p.id === a.staffId)) {
        people.push({
          id: a.staffId,
          title: a.staffName,
          color: colorByStaff.get(a.staffId) ?? FALLBACK_COLOR,
        });
      }
    }
    if (isEmployee && people.length === 0) {
      people = [{ id: user.id, title: 'My Schedule', color: colorByStaff.get(user.id) ?? FALLBACK_COLOR }];
    }
    return staffFilter.length > 0 ? people.filter((p) => staffFilter.includes(p.id)) : people;
  }, [bookable, list, isEmployee, user.id, colorByStaff, staffFilter]);

  const visibleIds = useMemo(() => new Set(resources.map((r) => r.id)), [resources]);
  const events = useMemo(
    () => list.filter((a) => visibleIds.has(a.staffId)).map((a) => toCalendarEvent(a, colorByStaff)),
    [list, visibleIds, colorByStaff],
  );

  const bounds = gridBounds(establishment.businessHours, list);
  const min = floatingDate(date, bounds.min);
  const max = floatingDate(date, bounds.max);
  const scheduleByStaff = useMemo(
    () => new Map((schedules.data ?? []).map((s) => [s.staffId, s])),
    [schedules.data],
  );

  const staffOptions = useMemo(
    () =>
      (isEmployee ? [] : bookable).map((s) => ({
        value: s.id,
        label: s.name,
      })),
    [bookable, isEmployee],
  );

  const shift = (sign: 1 | -1) => setDate((d) => addDays(d, sign * (view === 'day' ? 1 : 7)));

  /** From a clicked slot, the toolbar button (the shown date), or for a client (today). */
  const openBooking = ({ slot, client }: { slot?: SlotInfo; client?: ClientSummary } = {}) => {
    if (!canManage) return;
    const start = slot ? slot.start : null;
    const resourceId =
      slot?.resourceId !== undefined
        ? String(slot.resourceId)
        : resources.length === 1
          ? resources[0]!.id
          : null;
    const day = start ? toDateString(start) : client ? todayIn(zone) : date;
    create.reset();
    if (client) setDate(day);
    setDraft({ staffId: resourceId, date: day, startTime: start ? toTimeString(start) : null, client });
  };

  useBookClientLink({ canBook: canManage, onClient: (client) => openBooking({ client }) });

  const move = useCallback(
    ({ event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>) => {
      const staffId = resourceId !== undefined ? String(resourceId) : event.resourceId;
      const plan = planMove(event.appointment, new Date(start), new Date(end), staffId, list);
      if (!plan.ok) {
        toastMoveRefused(plan.message);
        return;
      }
      const { body } = plan;
      const a = event.appointment;
      if (
        body.date === a.date &&
        body.startTime === a.startTime &&
        body.endTime === a.endTime &&
        body.staffId === a.staffId
      ) {
        return;
      }
      // Show the move at once; a refusal refreshes the list, which puts it back.
      const key = appointmentsKey(range);
      queryClient.setQueryData<Appointment[]>(key, (old) =>
        old?.map((x) =>
          x.id === a.id
            ? {
                ...x,
                ...body,
                staffName: resources.find((r) => r.id === body.staffId)?.title ?? x.staffName,
              }
            : x,
        ),
      );
      update.mutate({ id: a.id, body });
    },
    [list, queryClient, range, resources, update],
  );

  const eventPropGetter = useCallback((event: CalendarEvent) => {
    const background = event.inactive ? 'var(--mantine-color-gray-5)' : event.color;
    return {
      className: event.inactive ? 'daybook-event-inactive' : undefined,
      style: {
        backgroundColor: background,
        borderColor: event.inactive ? 'var(--mantine-color-gray-6)' : event.color,
        color: event.inactive ? 'var(--mantine-color-dark-7)' : readableTextColor(event.color),
      },
    };
  }, []);

  const slotPropGetter = useCallback(
    (slotDate: Date, resourceId?: number | string) => {
      if (view !== 'day' || resourceId === undefined) return {};
      const schedule = scheduleByStaff.get(String(resourceId));
      if (!schedule) return {};
      const minute = slotDate.getHours() * 60 + slotDate.getMinutes();
      return isWorkingAt(schedule, minute) ? {} : { className: 'daybook-slot-off' };
    },
    [view, scheduleByStaff],
  );

  const openAppointment = list.find((a) => a.id === openId) ?? null;
  const dayEmpty = appointments.isSuccess && events.length === 0;

  const changeStatus = async (status: AppointmentStatus) => {
    if (!openId) return;
    setPendingStatus(status);
    try {
      await setStatus(openId, status);
    } finally {
      setPendingStatus(null);
    }
  };

  const submitBooking = (body: AppointmentCreate, key: string) =>
    create.mutate(
      { body, key },
      {
        onSuccess: (a) => {
          setDraft(null);
          setDate(a.date);
        },
      },
    );

  return (
    <>
      <PageHeader
        title={title}
        description={establishment.name}
        actions={
          canManage ? (
            <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => openBooking()}>
              New appointment
            </Button>
          ) : null
        }
      />

      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" onClick={() => setDate(todayIn(zone))}>
              Today
            </Button>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={view === 'day' ? 'Previous day' : 'Previous week'}
              onClick={() => shift(-1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={view === 'day' ? 'Next day' : 'Next week'}
              onClick={() => shift(1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
            <Title order={2} size="h4" ml="xs" aria-live="polite" data-testid="calendar-date-label">
              {dateLabel(date, view)}
            </Title>
            {appointments.isFetching && <Loader size="xs" aria-label="Loading appointments" />}
          </Group>
          <Group gap="sm" wrap="wrap">
            {!isEmployee && (
              <MultiSelect
                aria-label="Filter by staff"
                placeholder={staffFilter.length === 0 ? 'All staff' : undefined}
                data={staffOptions}
                value={staffFilter}
                onChange={setStaffFilter}
                clearable
                w={260}
                renderOption={({ option }) => (
                  <Group gap={8} wrap="nowrap">
                    <ColorSwatch color={colorByStaff.get(option.value) ?? FALLBACK_COLOR} size={12} />
                    <span>{option.label}</span>
                  </Group>
                )}
              />
            )}
            <SegmentedControl
              aria-label="Calendar view"
              value={view}
              onChange={(v) => setView(v as CalendarView)}
              data={[
                { value: 'day', label: 'Day' },
                { value: 'week', label: 'Week' },
              ]}
            />
          </Group>
        </Group>

        {appointments.isError && (
          <Alert color="red" role="alert" title={APPOINTMENT_MESSAGES.fetchFailed}>
            <Group justify="space-between">
              <Text size="sm">{errorMessage(appointments.error, APPOINTMENT_MESSAGES.fetchFailed)}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void appointments.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        )}
        {resourceList.isError && (
          <Alert color="yellow" role="status">
            {RESOURCE_MESSAGES.fetchFailed}: {errorMessage(resourceList.error, RESOURCE_MESSAGES.fetchFailed)}
          </Alert>
        )}
        {staff.isError && (
          <Alert color="yellow" role="status">
            Staff could not be loaded: {errorMessage(staff.error, STAFF_MESSAGES.fetchFailed)}
          </Alert>
        )}

        <Group gap="md" wrap="wrap" aria-label="Legend" role="group">
          {resources.map((r) => (
            <Group key={r.id} gap={6} wrap="nowrap">
              <ColorSwatch color={r.color} size={12} />
              <Text size="xs">{r.title}</Text>
            </Group>
          ))}
          <Text size="xs" c="dimmed">
            Grey and struck through: cancelled or no-show. Light stripes: processing, staff free.
            {view === 'day' ? ' Shaded: not working.' : ''}
          </Text>
          {dayEmpty && (
            <Text size="xs" c="dimmed" role="status">
              {view === 'day' ? 'No appointments on this day.' : 'No appointments this week.'}
            </Text>
          )}
        </Group>

        {staff.isPending || appointments.isPending ? (
          <Card withBorder h={500} role="status" aria-label="Loading calendar">
            <Stack align="center" justify="center" h="100%">
              <Loader />
              <Text c="dimmed" size="sm">
                Loading calendar…
              </Text>
            </Stack>
          </Card>
        ) : view === 'day' && resources.length === 0 ? (
          <Card withBorder padding="xl">
            <Text ta="center" c="dimmed">
              {staffFilter.length > 0
                ? 'No staff match the filter.'
                : `${establishment.name} has no bookable staff yet.`}
            </Text>
          </Card>
        ) : (
          <Box className="daybook-calendar" data-view={view}>
            <DnDCalendar
              localizer={localizer}
              culture="en-US"
              events={events}
              view={view}
              views={['day', 'week']}
              onView={(v: View) => setView(v === 'week' ? 'week' : 'day')}
              date={floatingDate(date, '12:00')}
              onNavigate={(d: Date) => setDate(toDateString(d))}
              getNow={() => wallClockNow(zone)}
              toolbar={false}
              resources={view === 'day' ? resources : undefined}
              resourceIdAccessor={(r) => r.id}
              resourceTitleAccessor={(r) => r.title}
              resourceAccessor={(e) => e.resourceId}
              titleAccessor={(e) =>
                `${e.title} ${formatTimeRange(e.appointment.startTime, e.appointment.endTime)}`
              }
              tooltipAccessor={(e) => eventTooltip(e.appointment)}
              step={15}
              timeslots={4}
              min={min}
              max={max}
              scrollToTime={min}
              selectable={canManage}
              longPressThreshold={250}
              onSelectSlot={(slot) => openBooking({ slot })}
              onSelectEvent={(e) => setOpenId(e.id)}
              onDoubleClickEvent={(e) => setOpenId(e.id)}
              onEventDrop={move}
              onEventResize={move}
              draggableAccessor={(e) => canManage && !isFinalStatus(e.appointment.status)}
              resizableAccessor={(e) => canManage && !isFinalStatus(e.appointment.status)}
              resizable={canManage}
              eventPropGetter={eventPropGetter}
              slotPropGetter={slotPropGetter}
              components={{ event: EventContent, resourceHeader: ResourceHeader }}
              formats={{
                timeGutterFormat: 'h A',
                eventTimeRangeFormat: () => '',
                dayFormat: 'ddd M/D',
              }}
              style={{ height: 'calc(100vh - 300px)', minHeight: 520 }}
            />
          </Box>
        )}
      </Stack>

      <AppModal opened={draft !== null} onClose={() => setDraft(null)} title="New appointment" size="lg">
        {draft && (
          <BookingForm
            tenantId={tenant.id}
            establishmentId={establishment.id}
            canCreateClients={hasPermission(role, 'client:create')}
            draft={draft}
            services={services.data ?? []}
            staff={bookable}
            rooms={rooms}
            visitRules={establishment.settings.services}
            submitting={create.isPending}
            serverError={create.isError ? errorMessage(create.error, APPOINTMENT_MESSAGES.addFailed) : null}
            onCancel={() => setDraft(null)}
            onSubmit={submitBooking}
          />
        )}
      </AppModal>

      <AppointmentDrawer
        establishmentId={establishment.id}
        timeZone={zone}
        appointmentId={openId}
        fallback={openAppointment}
        dayAppointments={list}
        rooms={rooms}
        staffColor={openAppointment ? (colorByStaff.get(openAppointment.staffId) ?? null) : null}
        role={role}
        userId={user.id}
        pendingStatus={pendingStatus}
        saving={update.isPending}
        deleting={remove.isPending}
        onClose={() => setOpenId(null)}
        onOpen={setOpenId}
        onStatus={changeStatus}
        onSave={(body) => (openId ? update.mutateAsync({ id: openId, body }) : Promise.resolve())}
        onDelete={(a) => remove.mutateAsync(a)}
      />
    </>
  );
}
