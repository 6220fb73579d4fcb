/**
 * Pure helpers of the calendar: appointments → calendar events, the status actions a role may
 * take, the hours the day grid shows, working-time lookups, and the checks a move must pass
 * before it is sent (the same rules the server enforces: one day, no overlap for the staff
 * member).
 */
import {
  APPOINTMENT_INACTIVE_STATUSES,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_TRANSITIONS,
  PREPAID_MOVABLE_STATUSES,
  WEEKDAYS,
  hasPermission,
  isArrivalStatus,
  noShowTooEarlyMessage,
  notYetMessage,
  type Appointment,
  type AppointmentStatus,
  type BusinessHours,
  type Role,
  type StaffSchedule,
} from '@daybook/contracts';
import { floatingDate, minutesOf, toWireRange } from './wall-clock';

export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  /** The staff member's id: the day view's resource column. */
  resourceId: string;
  appointment: Appointment;
  color: string;
  /** Cancelled or no-show: greyed and struck through. */
  inactive: boolean;
}

/** The times of an appointment and its processing window ('HH:MM', local). */
type Timed = Pick<Appointment, 'startTime' | 'endTime' | 'processingStartTime' | 'processingEndTime'>;

export interface CalendarResource {
  id: string;
  title: string;
  color: string;
}

/** Neutral colour for a staff member without one. */
export const FALLBACK_COLOR = '#868E96';

export function isInactiveStatus(status: AppointmentStatus): boolean {
  return (APPOINTMENT_INACTIVE_STATUSES as readonly AppointmentStatus[]).includes(status);
}

/** Statuses that end a visit: its time is history and it is no longer moved. */
export function isFinalStatus(status: AppointmentStatus): boolean {
  return APPOINTMENT_TRANSITIONS[status].length === 0;
}

/** One appointment as an event at its wall-clock time, coloured by its staff member. */
export function toCalendarEvent(a: Appointment, colorByStaff: ReadonlyMap<string, string>): CalendarEvent {
  return {
    id: a.id,
    title: `${a.clientName} · ${a.serviceName}`,
    start: floatingDate(a.date, a.startTime),
    end: floatingDate(a.date, a.endTime),
    resourceId: a.staffId,
    appointment: a,
    color: colorByStaff.get(a.staffId) ?? FALLBACK_COLOR,
    inactive: isInactiveStatus(a.status),
  };
}

/**
 * Where the processing window sits inside an appointment's event, as percentages of its
 * height from the top; null without a window. The calendar draws it as a lighter band.
 */
export function processingBand(a: Timed): { top: number; height: number } | null {
  if (a.processingStartTime === null || a.processingEndTime === null) return null;
  const s = minutesOf(a.startTime);
  const length = minutesOf(a.endTime) - s;
  if (length <= 0) return null;
  return {
    top: ((minutesOf(a.processingStartTime) - s) / length) * 100,
    height: ((minutesOf(a.processingEndTime) - minutesOf(a.processingStartTime)) / length) * 100,
  };
}

/** The button text of each target status. */
export const STATUS_ACTION_LABEL: Record<AppointmentStatus, string> = {
  booked: 'Book',
  confirmed: 'Confirm',
  checked_in: 'Check in',
  in_service: 'Start service',
  completed: 'Complete',
  cancelled: 'Cancel appointment',
  no_show: 'No-show',
};

export interface StatusAction {
  status: AppointmentStatus;
  label: string;
  /**
   * Asks before doing it, with the reason (cancelled and no-show: neither can be undone, and the
   * appointments report counts them by reason).
   */
  confirm: boolean;
  color: string;
  /** Why it cannot be done yet (the server's own wording), or null. */
  notYet: string | null;
}

/** The location's wall clock now: its date 'YYYY-MM-DD' and time 'HH:MM'. */
export interface WallNow {
  date: string;
  time: string;
}

const dayWords = (date: string) =>
  floatingDate(date, '12:00').toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

const timeWords = (time: string) =>
  floatingDate('2000-01-01', time).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The server's reason a status cannot be set yet at `now` (appointments.status-rules.ts), or null. */
export function notYetReason(
  to: AppointmentStatus,
  a: Pick<Appointment, 'date' | 'startTime'>,
  now: WallNow,
): string | null {
  if (isArrivalStatus(to) && a.date > now.date) return notYetMessage(to, dayWords(a.date));
  const started = a.date < now.date || (a.date === now.date && a.startTime <= now.time);
  if (to === 'no_show' && !started) return noShowTooEarlyMessage(timeWords(a.startTime));
  return null;
}

/** Dark shades: their text on the light and outline buttons keeps 4.5:1 contrast (axe). */
const ACTION_COLOR: Partial<Record<AppointmentStatus, string>> = {
  cancelled: 'var(--daybook-action-red)',
  // Shades as theme variables: a 'green.9' light button draws its text on its own colour.
  no_show: 'var(--daybook-action-orange)',
  completed: 'var(--daybook-action-green)',
};

/**
 * The status changes offered for an appointment: the legal next statuses of the contracts'
 * table, when the role may update appointments (an employee only on their own), each with the
 * reason it must wait when it is too early at `now`.
 */
export function statusActions(
  a: Pick<Appointment, 'status' | 'date' | 'startTime' | 'paid'>,
  opts: { role: Role; isOwn: boolean; now: WallNow },
): StatusAction[] {
  if (!hasPermission(opts.role, 'appointment:update')) return [];
  if (opts.role === 'EMPLOYEE' && !opts.isOwn) return [];
  // A paid visit is neither cancelled nor a no-show (issue #28); the server refuses both.
  const nexts = APPOINTMENT_TRANSITIONS[a.status].filter((next) => !a.paid || !isInactiveStatus(next));
  return nexts.map((next) => ({
    status: next,
    label: STATUS_ACTION_LABEL[next],
    confirm: isInactiveStatus(next),
    color: ACTION_COLOR[next] ?? 'var(--daybook-action-blue)',
    notYet: notYetReason(next, a, opts.now),
  }));
}

/** Whether the role books, moves, resizes and edits appointments (front desk and above). */
export function canManageAppointments(role: Role): boolean {
  return hasPermission(role, 'appointment:create') && role !== 'EMPLOYEE';
}

/**
 * Paid at the register or completed: its service, price, staff, time and status stay as sold,
 * and it cannot be deleted; only a refund of its sale changes the money (issue #28).
 */
export function isSold(a: Pick<Appointment, 'paid' | 'status'>): boolean {
  return a.paid || a.status === 'completed';
}

/**
 * As the server rules: a visit paid ahead that has not begun may move to another day or time with
 * its staff member and length kept; a completed one stays where it happened.
 */
function movesWhole(a: Appointment, to: { startTime: string; endTime: string }, staffId: string): boolean {
  const length = (x: { startTime: string; endTime: string }) => minutesOf(x.endTime) - minutesOf(x.startTime);
  return (
    (PREPAID_MOVABLE_STATUSES as readonly AppointmentStatus[]).includes(a.status) &&
    staffId === a.staffId &&
    length(to) === length(a)
  );
}

/** Whether the role deletes appointments (front desk and above; employees cannot). */
export function canDeleteAppointments(role: Role): boolean {
  return canManageAppointments(role) && hasPermission(role, 'appointment:delete');
}

export interface GridBounds {
  /** 'HH:MM' */
  min: string;
  /** 'HH:MM', at most '23:59' (the grid's last minute). */
  max: string;
}

export const DEFAULT_GRID_BOUNDS: GridBounds = { min: '08:00', max: '20:00' };

const toHHMM = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The hours the day grid shows: earliest opening to latest closing of the week, widened to
 * whole hours and to any appointment outside them; 08:00–20:00 when the location has no hours.
 */
export function gridBounds(
  hours: BusinessHours | null | undefined,
  appointments: readonly Pick<Appointment, 'startTime' | 'endTime'>[] = [],
): GridBounds {
  let min = Infinity;
  let max = -Infinity;
  for (const day of WEEKDAYS) {
    const h = hours?.[day];
    if (!h?.isOpen) continue;
    min = Math.min(min, minutesOf(h.openTime));
    max = Math.max(max, minutesOf(h.closeTime));
  }
  if (!Number.isFinite(min)) {
    min = minutesOf(DEFAULT_GRID_BOUNDS.min);
    max = minutesOf(DEFAULT_GRID_BOUNDS.max);
  }
  for (const a of appointments) {
    min = Math.min(min, minutesOf(a.startTime));
    max = Math.max(max, minutesOf(a.endTime));
  }
  min = Math.floor(min / 60) * 60;
  max = Math.min(Math.ceil(max / 60) * 60, 24 * 60 - 1);
  return { min: toHHMM(min), max: toHHMM(max) };
}

/** Whether a staff member works at minute `minute` of the schedule's date (time off excluded). */
export function isWorkingAt(schedule: StaffSchedule | undefined, minute: number): boolean {
  if (!schedule) return true;
  if (!schedule.isWorking) return false;
  const inside = (i: { start: string; end: string }) =>
    minute >= minutesOf(i.start) && minute < minutesOf(i.end);
  return schedule.intervals.some(inside) && !schedule.timeOff.some(inside);
}

export interface MoveRequest {
  date: string;
  startTime: string;
  endTime: string;
  staffId: string;
}

/**
 * The stretches [start, end) in minutes of the day when the staff member is busy with an
 * appointment: all of it, or the parts before and after its processing window (the staff
 * member is free during the window, spec §3 Service "processing time").
 */
export function busyStretches(a: Timed): [number, number][] {
  const s = minutesOf(a.startTime);
  const e = minutesOf(a.endTime);
  if (a.processingStartTime === null || a.processingEndTime === null) return [[s, e]];
  return [
    [s, minutesOf(a.processingStartTime)],
    [minutesOf(a.processingEndTime), e],
  ];
}

const overlaps = (a: readonly [number, number][], b: readonly [number, number][]) =>
  a.some(([s1, e1]) => b.some(([s2, e2]) => s1 < e2 && s2 < e1));

/**
 * The processing window of an appointment moved to [start, end): the same offset from its
 * start, as the server copies it; none when it no longer lies strictly inside.
 */
function movedWindow(
  a: Appointment,
  start: string,
  end: string,
): Pick<Timed, 'processingStartTime' | 'processingEndTime'> {
  if (a.processingStartTime === null || a.processingEndTime === null) {
    return { processingStartTime: null, processingEndTime: null };
  }
  const delta = minutesOf(start) - minutesOf(a.startTime);
  const ps = minutesOf(a.processingStartTime) + delta;
  const pe = minutesOf(a.processingEndTime) + delta;
  if (ps <= minutesOf(start) || pe >= minutesOf(end))
    return { processingStartTime: null, processingEndTime: null };
  return { processingStartTime: toHHMM(ps), processingEndTime: toHHMM(pe) };
}

/**
 * Checks a drag or resize before it is sent, by the rules the server enforces: it must stay on
 * one day; the target staff member's busy stretches (processing windows excluded) must not
 * overlap another active appointment's; and its room must be free for the whole appointment.
 * Returns the PUT body, or the message to show.
 */
export function planMove(
  appointment: Appointment,
  start: Date,
  end: Date,
  staffId: string,
  others: readonly Appointment[],
): { ok: true; body: MoveRequest } | { ok: false; message: string } {
  const range = toWireRange(start, end);
  if (!range) return { ok: false, message: APPOINTMENT_MESSAGES.sameDay };
  const moves =
    range.date !== appointment.date ||
    range.startTime !== appointment.startTime ||
    range.endTime !== appointment.endTime ||
    staffId !== appointment.staffId;
  if (moves && isSold(appointment) && !movesWhole(appointment, range, staffId)) {
    return { ok: false, message: APPOINTMENT_MESSAGES.paidLocked };
  }
  const moved: Timed = { ...range, ...movedWindow(appointment, range.startTime, range.endTime) };
  const busy = busyStretches(moved);
  const whole: [number, number][] = [[minutesOf(range.startTime), minutesOf(range.endTime)]];
  const sameDay = others.filter(
    (o) => o.id !== appointment.id && o.date === range.date && !isInactiveStatus(o.status),
  );
  if (sameDay.some((o) => o.staffId === staffId && overlaps(busy, busyStretches(o)))) {
    return { ok: false, message: APPOINTMENT_MESSAGES.overlap };
  }
  const room = appointment.room;
  if (
    room !== null &&
    sameDay.some((o) => o.room === room && overlaps(whole, [[minutesOf(o.startTime), minutesOf(o.endTime)]]))
  ) {
    return { ok: false, message: APPOINTMENT_MESSAGES.roomOverlap };
  }
  return { ok: true, body: { ...range, staffId } };
}
