/**
 * Dawn AI's team tools (issue #33 "staff schedules and time off, the waitlist"): who works when
 * over a day or a week, time off requests over a date range, and a location's waitlist, each
 * through its route as the person (employees: their own schedule and requests; the front desk
 * holds no time_off:read and is refused as the route refuses it).
 */
import { z } from 'zod';
import {
  ALL_ESTABLISHMENTS,
  STAFF_ENDPOINTS,
  STAFF_SCHEDULE_DAYS_MAX,
  TIME_OFF_ENDPOINTS,
  TIME_OFF_STATUSES,
  WAITLIST_ENDPOINTS,
  idSchema,
  type StaffScheduleResponse,
} from '@daybook/contracts';
import { addDays, intervalsText, scopeArg } from './read-helpers.js';
import { clockTime, dateArg, dayLabel, establishmentArg, locationOf, table } from './tool-helpers.js';
import { readTool, type ToolContext } from './tool.js';

/** `days` local days of schedules at a location from `date` (today there when left out), in one call. */
async function scheduleOf(
  ctx: ToolContext,
  establishmentId: string,
  date: string | undefined,
  days: number,
): Promise<StaffScheduleResponse> {
  // This route answers { success, date, timeZone, schedules, days? }, without a data envelope.
  return ctx.api(STAFF_ENDPOINTS.schedule, {
    params: { tenantId: ctx.actor.tenantId, establishmentId },
    query: { ...(date ? { date } : {}), days },
  });
}

/** Each staff member's working hours and time off over one to seven local days. */
export const staffSchedule = readTool({
  name: 'staff_schedule',
  label: 'Staff schedule',
  description:
    'Shows who works when at a location, day by day for one to seven days: each staff member’s working hours (or Off), their time off that day, and staff id. Use it for "who is in on Saturday" or "what are Ana’s hours this week".',
  input: z.object({
    establishmentId: establishmentArg,
    date: dateArg('The first day, YYYY-MM-DD. Leave it out for today at the location.').optional(),
    days: z
      .number()
      .int()
      .min(1)
      .max(STAFF_SCHEDULE_DAYS_MAX)
      .default(1)
      .describe('How many days from the first (1 for a day, 7 for a week).'),
    staffId: idSchema('Not a valid staff id.').optional().describe('Only this staff member (their id).'),
  }),
  async run(ctx, input) {
    const establishmentId = locationOf(ctx, input.establishmentId);
    const answer = await scheduleOf(ctx, establishmentId, input.date, input.days);
    const rows = (answer.days ?? [answer]).flatMap((day) =>
      day.schedules
        .filter((s) => !input.staffId || s.staffId === input.staffId)
        .map((s) => [
          dayLabel(day.date),
          s.staffName,
          s.isWorking ? intervalsText(s.intervals) : 'Off',
          s.timeOff.length
            ? s.timeOff
                .map((t) => `${clockTime(t.start)}–${clockTime(t.end)}${t.reason ? ` (${t.reason})` : ''}`)
                .join(', ')
            : null,
          s.staffId,
        ]),
    );
    const last = addDays(answer.date, input.days - 1);
    return table(
      input.days === 1
        ? `Staff schedule ${dayLabel(answer.date)}`
        : `Staff schedule ${answer.date} to ${last}`,
      ['Date', 'Staff', 'Working hours', 'Time off', 'Staff id'],
      rows,
      { label: 'Open the calendar', href: `/calendar?date=${answer.date}` },
    );
  },
});

/** Time off requests overlapping a date range, at one location or every one the person reaches. */
export const timeOff = readTool({
  name: 'time_off',
  label: 'Time off',
  description:
    'Lists time off requests (vacation, sick, personal) at one location or every location the person may see, newest first: staff, type, first and last day, hours, status, notes, request id and staff id. Give from and to to keep those overlapping the dates. Use it for "who is off next week" or "what time off is waiting for approval" (status pending).',
  input: z.object({
    establishmentId: scopeArg,
    from: dateArg('Keep requests ending on or after this day, YYYY-MM-DD.').optional(),
    to: dateArg('Keep requests starting on or before this day, YYYY-MM-DD.').optional(),
    status: z.enum(TIME_OFF_STATUSES).optional().describe('Only pending, approved or rejected requests.'),
    staffId: idSchema('Not a valid staff id.').optional().describe('Only this staff member’s (their id).'),
  }),
  async run(ctx, input) {
    const requests = await ctx.api(TIME_OFF_ENDPOINTS.list, {
      params: { id: input.establishmentId ?? ALL_ESTABLISHMENTS },
      query: {
        ...(input.status ? { status: input.status } : {}),
        ...(input.staffId ? { employee_id: input.staffId } : {}),
      },
    });
    const kept = requests.filter(
      (r) => (!input.from || r.endDate >= input.from) && (!input.to || r.startDate <= input.to),
    );
    return table(
      'Time off',
      ['Staff', 'Type', 'From', 'To', 'Hours', 'Status', 'Notes', 'Request id', 'Staff id'],
      kept.map((r) => [
        r.employeeName,
        r.type,
        r.startDate,
        r.endDate,
        r.hours,
        r.status,
        r.notes,
        r.id,
        r.employeeId,
      ]),
      { label: 'Open time off', href: '/hr/time-off' },
    );
  },
});

/** A waitlist entry's window of the day: '2:00 PM–5:00 PM', 'after 2:00 PM', or 'Any time'. */
function timesText(from: string | null, to: string | null): string {
  if (from && to) return `${clockTime(from)}–${clockTime(to)}`;
  if (from) return `after ${clockTime(from)}`;
  return to ? `before ${clockTime(to)}` : 'Any time';
}

/** The clients waiting or offered a slot at a location, in queue order. */
export const waitlist = readTool({
  name: 'waitlist',
  label: 'Waitlist',
  description:
    'Lists the waitlist of a location in queue order (waiting and offered): position, client, service, preferred staff, the dates and times they can come, priority, status, entry id and client id. Use it for "who is waiting for a colour" or to fill a gap in the day.',
  input: z.object({ establishmentId: establishmentArg }),
  async run(ctx, input) {
    const entries = await ctx.api(WAITLIST_ENDPOINTS.list, {
      query: { establishment_id: locationOf(ctx, input.establishmentId) },
    });
    return table(
      'Waitlist',
      [
        'Position',
        'Client',
        'Service',
        'Preferred staff',
        'Dates',
        'Times',
        'Priority',
        'Status',
        'Entry id',
        'Client id',
      ],
      entries.map((e) => [
        e.position,
        e.client_name,
        e.service_name,
        e.preferred_staff ?? 'Anyone',
        e.earliest_date === e.latest_date ? e.earliest_date : `${e.earliest_date} to ${e.latest_date}`,
        timesText(e.time_from, e.time_to),
        e.priority,
        e.status,
        e.id,
        e.client_id,
      ]),
      { label: 'Open the waitlist', href: '/waitlist' },
    );
  },
});

export const TEAM_TOOLS = [staffSchedule, timeOff, waitlist] as const;
