/**
 * /calendar, /booking and /front-desk: the selected location's appointments in a day view with
 * a column per bookable staff member, or a week view; book by clicking a free slot, move and
 * resize by dragging, and an appointment panel for details and status changes. A closed day
 * points to the next open one and "Find next available" searches the coming days (issue #10).
 * Employees see only their own column ('My Schedule'); the server already limits their data.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconCalendarSearch, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  APPOINTMENT_MESSAGES,
  RESOURCE_MESSAGES,
  STAFF_MESSAGES,
  APPOINTMENT_STATUS_TITLE,
  hasPermission,
  type Appointment,
  type AppointmentCreate,
  type AppointmentStatus,
  type AppointmentStatusReason,
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
  appointmentsQuery,
  toastMoveRefused,
  useAppointmentMutations,
  useAppointments,
  useSchedules,
} from '../api/calendar-api';
import { AppointmentDrawer } from '../components/appointment-drawer';
import { BoardEventContent, DayHeader, ResourceHeader } from '../components/event-content';
import { useTimeOffBlocks } from '../api/time-off-blocks';
import { isTimeOffEvent, timeOffOn, toTimeOffEvents, type BoardEvent } from '../lib/time-off-events';
import { BookingForm, type BookingDraft } from '../components/booking-form';
import { DayNoticeAlert } from '../components/day-notice';
import { FindNextDialog, type FindNextRequest, type FoundTime } from '../components/find-next-dialog';
import { dayNotice, noFreeTimeReason } from '../lib/open-days';
import { useBookClientLink } from '../api/book-client-link';
import type { ClientSummary } from '../api/client-search';
import {
  FALLBACK_COLOR,
  canManageAppointments,
  gridBounds,
  isFinalStatus,
  isWorkingAt,
  planMove,
  toCalendarEvent,
  type CalendarResource,
} from '../lib/calendar-events';
import {
  floatingDate,
  todayIn,
  toDateString,
  toTimeString,
  wallClockNow,
  weekRange,
} from '../lib/wall-clock';
import { withDragAndDrop } from '../lib/dnd';
import { summarizeWeek } from '../lib/week-summary';
import { WeekSummaryTable } from '../components/week-summary-table';
import { useDaySwipe } from '../lib/day-swipe';
import { isDateString, useCalendarUrlState, type CalendarView } from '../lib/calendar-url';
import './calendar.css';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { FrontDeskQueues } from '../components/front-desk-queues';

// Floating dates (see wall-clock.ts): the localizer works in the browser's zone on purpose.
const localizer = dayjsLocalizer(dayjs);
const DnDCalendar = withDragAndDrop<BoardEvent, CalendarResource>(Calendar);
/** Below Mantine's 'sm' breakpoint the day view shows one staff member at a time. */
const PHONE_QUERY = '(max-width: 48em)';

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

/** The server's reason for a failed load, when it gave one beyond the title's. */
const loadProblem = (error: unknown): string => {
  const message = errorMessage(error, APPOINTMENT_MESSAGES.fetchFailed);
  return message === APPOINTMENT_MESSAGES.fetchFailed ? '' : `${message}. `;
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
    APPOINTMENT_STATUS_TITLE[a.status],
  ]
    .filter(Boolean)
    .join(' · ');
}

function CalendarBoard({ establishment, title }: { establishment: Establishment; title: string }) {
  const { role, tenant, user } = useWorkspace();
  const zone = establishment.timeZone;
  const queryClient = useQueryClient();
  const {
    date,
    view,
    staff: staffFilter,
    setDate,
    stepDate,
    setView,
    setStaff: setStaffFilter,
    openDay,
  } = useCalendarUrlState(zone, user.id, establishment.id);
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [finder, setFinder] = useState<FindNextRequest | null>(null);
  const [pendingStatus, setPendingStatus] = useState<AppointmentStatus | null>(null);

  const canManage = canManageAppointments(role);
  const isEmployee = role === 'EMPLOYEE';
  const range = useMemo(() => {
    const r = view === 'day' ? { start: date, end: date } : weekRange(date);
    return { establishmentId: establishment.id, startDate: r.start, endDate: r.end };
  }, [view, date, establishment.id]);

  const appointments = useAppointments(range);
  const timeOffBlocks = useTimeOffBlocks(establishment.id, range.startDate, range.endDate);
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

  // A phone's day view shows one staff member at a time, chosen in a picker.
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [phoneStaffId, setPhoneStaffId] = useState<string | null>(null);
  const oneAtATime = isPhone && view === 'day' && resources.length > 1;
  const phoneStaff = resources.find((r) => r.id === phoneStaffId) ?? resources[0];
  const columns = useMemo(
    () => (oneAtATime && phoneStaff ? [phoneStaff] : resources),
    [oneAtATime, phoneStaff, resources],
  );
  const swipe = useDaySwipe((sign) => shift(sign));

  const visibleIds = useMemo(() => new Set(columns.map((r) => r.id)), [columns]);
  const events = useMemo(
    () => list.filter((a) => visibleIds.has(a.staffId)).map((a) => toCalendarEvent(a, colorByStaff)),
    [list, visibleIds, colorByStaff],
  );

  const bounds = gridBounds(establishment.businessHours, list);
  const min = floatingDate(date, bounds.min);
  const max = floatingDate(date, bounds.max);
  const blocks = useMemo(() => timeOffBlocks.data ?? [], [timeOffBlocks.data]);
  const { min: gridMin, max: gridMax } = bounds;
  // Drawn behind the appointments, in the columns shown (the week grid shows one person).
  const timeOffEvents = useMemo(
    () =>
      toTimeOffEvents(
        blocks.filter((b) => visibleIds.has(b.staffId)),
        range.startDate,
        range.endDate,
        { min: gridMin, max: gridMax },
      ),
    [blocks, visibleIds, range.startDate, range.endDate, gridMin, gridMax],
  );
  const scheduleByStaff = useMemo(
    () => new Map((schedules.data ?? []).map((s) => [s.staffId, s])),
    [schedules.data],
  );

  // A closed weekday, or an open one on which no bookable staff member works (from the schedules).
  const nobodyWorking =
    schedules.isSuccess &&
    bookable.length > 0 &&
    bookable.every((s) => scheduleByStaff.get(s.id)?.isWorking === false);
  const notice = view === 'day' ? dayNotice(establishment.businessHours, date, nobodyWorking) : null;

  const staffOptions = useMemo(
    () =>
      (isEmployee ? [] : bookable).map((s) => ({
        value: s.id,
        label: s.name,
      })),
    [bookable, isEmployee],
  );

  function shift(sign: 1 | -1) {
    stepDate(sign * (view === 'day' ? 1 : 7));
  }

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
    const away = slot && resourceId ? timeOffOn(blocks, resourceId, day) : undefined;
    if (away) {
      const who = resources.find((r) => r.id === resourceId)?.title ?? 'This staff member';
      notifications.show({
        color: 'yellow',
        title: 'Not bookable',
        message: `${who} is away that day (${away.label}).`,
      });
      return;
    }
    create.reset();
    if (client) setDate(day);
    setDraft({ staffId: resourceId, date: day, startTime: start ? toTimeString(start) : null, client });
  };

  /** A time chosen in "Find next available": show its day and open the form with it. */
  const bookFound = (t: FoundTime) => {
    setFinder(null);
    setDate(t.date);
    create.reset();
    setDraft({ staffId: t.staffId, date: t.date, startTime: t.startTime, serviceId: t.serviceId });
  };

  useBookClientLink({ canBook: canManage, onClient: (client) => openBooking({ client }) });

  const move = useCallback(
    ({ event, start, end, resourceId }: EventInteractionArgs<BoardEvent>) => {
      if (isTimeOffEvent(event)) return;
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
      queryClient.setQueryData(
        appointmentsQuery(range).queryKey,
        (old) =>
          old && {
            ...old,
            data: old.data.map((x) =>
              x.id === a.id
                ? {
                    ...x,
                    ...body,
                    staffName: resources.find((r) => r.id === body.staffId)?.title ?? x.staffName,
                  }
                : x,
            ),
          },
      );
      update.mutate({ id: a.id, body });
    },
    [list, queryClient, range, resources, update],
  );

  const eventPropGetter = useCallback((event: BoardEvent) => {
    if (isTimeOffEvent(event)) return { className: 'daybook-time-off-event' };
    // Cancelled and no-show: light grey with dark text (about 12:1), whatever the theme.
    return {
      className: event.inactive ? 'daybook-event-inactive' : undefined,
      style: {
        backgroundColor: event.inactive ? '#e9ecef' : event.color,
        borderColor: event.inactive ? '#868e96' : event.color,
        color: event.inactive ? '#343a40' : readableTextColor(event.color),
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

  // Several staff members' week is a table of counts: forty blocks a day do not fit a time grid.
  const weekSummary = useMemo(
    () =>
      view === 'week' && columns.length > 1 ? summarizeWeek(list, weekRange(date).start, columns) : null,
    [view, columns, list, date],
  );

  // The grid scrolls; on a day without blocks nothing in it takes focus, so keyboard users could
  // not scroll it (axe: scrollable-region-focusable). The scroller itself takes focus, named.
  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = gridRef.current?.querySelector<HTMLElement>('.rbc-time-content');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', 'Calendar times');
  });

  const openAppointment = list.find((a) => a.id === openId) ?? null;
  const dayEmpty = appointments.isSuccess && events.length === 0;

  const changeStatus = async (status: AppointmentStatus, reason: AppointmentStatusReason | null) => {
    if (!openId) return;
    setPendingStatus(status);
    try {
      await setStatus(openId, status, reason);
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
            <>
              <Button
                variant="default"
                leftSection={<IconCalendarSearch size={16} aria-hidden />}
                onClick={() => setFinder({ serviceId: null, staffId: null })}
              >
                Find next available
              </Button>
              <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => openBooking()}>
                New appointment
              </Button>
            </>
          ) : null
        }
      />

      <Stack gap="sm">
        {title === 'Front Desk' && <FrontDeskQueues />}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="wrap">
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
            <TextInput
              type="date"
              aria-label="Go to date"
              value={date}
              onChange={(e) => {
                const next = e.currentTarget.value;
                if (isDateString(next)) setDate(next);
              }}
              w={150}
            />
            <Title order={2} size="h4" ml="xs" aria-live="polite" data-testid="calendar-date-label">
              {dateLabel(date, view)}
            </Title>
            {appointments.isFetching && <Loader size="xs" aria-label="Loading appointments" />}
          </Group>
          <Group gap="sm" wrap="wrap">
            {!isEmployee && !oneAtATime && (
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
            {oneAtATime && (
              <Select
                aria-label="Staff member"
                data={resources.map((r) => ({ value: r.id, label: r.title }))}
                value={phoneStaff?.id ?? null}
                onChange={setPhoneStaffId}
                allowDeselect={false}
                w={200}
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

        {notice && (
          <DayNoticeAlert
            notice={notice}
            establishmentName={establishment.name}
            date={date}
            onGoTo={setDate}
            onFindNext={canManage ? () => setFinder({ serviceId: null, staffId: null }) : undefined}
          />
        )}

        <Group gap="md" wrap="wrap" aria-label="Legend" role="group">
          {/* The week table names and colours its rows itself and draws no blocks. */}
          {!weekSummary && (
            <>
              {resources.map((r) => (
                <Group key={r.id} gap={6} wrap="nowrap">
                  <ColorSwatch color={r.color} size={12} />
                  <Text size="xs">{r.title}</Text>
                </Group>
              ))}
              <Text size="xs" c="dimmed">
                Grey and struck through: cancelled or no-show. Light stripes: processing, staff free.
                {timeOffEvents.length > 0 ? ' Grey blocks: approved time off, not bookable.' : ''}
                {view === 'day' ? ' Shaded: not working.' : ''}
              </Text>
            </>
          )}
          {dayEmpty && (
            <Text size="xs" c="dimmed" role="status">
              {view === 'day' ? 'No appointments on this day.' : 'No appointments this week.'}
            </Text>
          )}
        </Group>

        {appointments.isError ? (
          // Never the grid: an empty grid would say the day is free when nothing is known.
          <Alert
            color="red"
            role="alert"
            title={APPOINTMENT_MESSAGES.fetchFailed}
            data-testid="calendar-load-error"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {loadProblem(appointments.error)}The {view === 'day' ? 'day' : 'week'} is not shown until its
                appointments load.
              </Text>
              <Button
                size="xs"
                color="red"
                loading={appointments.isFetching}
                onClick={() => void appointments.refetch()}
              >
                Retry
              </Button>
            </Stack>
          </Alert>
        ) : staff.isPending || appointments.isPending ? (
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
        ) : weekSummary ? (
          <WeekSummaryTable summary={weekSummary} today={todayIn(zone)} onOpenDay={openDay} />
        ) : (
          <Box className="daybook-calendar" data-view={view} ref={gridRef} {...(oneAtATime ? swipe : {})}>
            <DnDCalendar
              localizer={localizer}
              culture="en-US"
              events={events}
              backgroundEvents={timeOffEvents}
              view={view}
              views={['day', 'week']}
              onView={(v: View) => setView(v === 'week' ? 'week' : 'day')}
              date={floatingDate(date, '12:00')}
              onNavigate={(d: Date) => setDate(toDateString(d))}
              getNow={() => wallClockNow(zone)}
              toolbar={false}
              resources={view === 'day' ? columns : undefined}
              resourceIdAccessor={(r) => r.id}
              resourceTitleAccessor={(r) => r.title}
              resourceAccessor={(e) => e.resourceId}
              titleAccessor={(e) =>
                isTimeOffEvent(e)
                  ? e.title
                  : `${e.title} ${formatTimeRange(e.appointment.startTime, e.appointment.endTime)}`
              }
              tooltipAccessor={(e) =>
                isTimeOffEvent(e) ? `${e.title}: not bookable` : eventTooltip(e.appointment)
              }
              step={15}
              timeslots={4}
              min={min}
              max={max}
              scrollToTime={min}
              selectable={canManage}
              longPressThreshold={250}
              onSelectSlot={(slot) => openBooking({ slot })}
              onSelectEvent={(e) => !isTimeOffEvent(e) && setOpenId(e.id)}
              onDoubleClickEvent={(e) => !isTimeOffEvent(e) && setOpenId(e.id)}
              onEventDrop={move}
              onEventResize={move}
              draggableAccessor={(e) =>
                canManage && !isTimeOffEvent(e) && !isFinalStatus(e.appointment.status)
              }
              resizableAccessor={(e) =>
                canManage && !isTimeOffEvent(e) && !isFinalStatus(e.appointment.status)
              }
              resizable={canManage}
              eventPropGetter={eventPropGetter}
              slotPropGetter={slotPropGetter}
              components={{ event: BoardEventContent, resourceHeader: ResourceHeader, header: DayHeader }}
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
            noFreeTime={{
              reason: (day) =>
                noFreeTimeReason(
                  { ...establishment, maxAdvanceDays: establishment.settings.booking.maxAdvanceTime },
                  todayIn(zone),
                  day,
                ),
              onFindNext: (serviceId, staffId, from) => {
                setDraft(null);
                setFinder({ serviceId, staffId, from });
              },
            }}
            onCancel={() => setDraft(null)}
            onSubmit={submitBooking}
          />
        )}
      </AppModal>

      <FindNextDialog
        request={finder}
        establishment={establishment}
        shownDate={date}
        services={services.data ?? []}
        staff={bookable}
        onClose={() => setFinder(null)}
        onChoose={bookFound}
      />

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
