/**
 * Staff of an establishment and their schedules (spec core.md §3 "Staff display", §7 "Staff
 * schedule", §9 colour palette). Times of day are 'HH:MM' in the establishment's IANA time zone
 * ('24:00' ends a shift at midnight); dates are 'YYYY-MM-DD'; instants are ISO 8601.
 */
import { z } from 'zod';
import { hhmm, WEEKDAYS, type Weekday } from './establishment.js';
import { rawRoleSchema } from './user.js';
import { calendarDateSchema, instantSchema, optionalTextSchema } from '../fields.js';

/** Most intervals one weekday may hold (split shifts need two or three). */
export const STAFF_INTERVALS_PER_DAY_MAX = 6;
/** Longest single time-off block, in days. */
export const STAFF_TIME_OFF_MAX_DAYS = 366;

export const STAFF_MESSAGES = {
  notFound: 'Staff member not found.',
  overrideNotFound: 'No schedule change on that date.',
  timeOffNotFound: 'Time off not found.',
  time: 'Use a 24-hour time as HH:MM.',
  endAfterStart: 'End time must be after start time.',
  tooManyIntervals: `A day can have at most ${STAFF_INTERVALS_PER_DAY_MAX} working intervals.`,
  timeOffOverlap: 'This time off overlaps another block.',
  timeOffOrder: 'Time off must end after it starts.',
  timeOffTooLong: `Time off can last at most ${STAFF_TIME_OFF_MAX_DAYS} days.`,
  instant: 'Use an ISO 8601 date and time with an offset.',
  date: 'Use a date as YYYY-MM-DD.',
  workingTimes: 'Give a start and an end time for a working day, and none for a day off.',
  color: 'Use a colour written #RRGGBB.',
  titleTooLong: 'Title must be at most 80 characters.',
  bioTooLong: 'Bio must be at most 1000 characters.',
  reasonTooLong: 'Reason must be at most 200 characters.',
  sortOrder: 'Sort order must be a whole number from 0 to 10000.',
  range: 'The end date must not be before the start date.',
  /** What the web app shows when the staff list fails. */
  fetchFailed: 'Failed to fetch staff',
} as const;

const WEEKDAY_LABEL: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** 'Working hours overlap on Tuesday.' */
export function hoursOverlapMessage(weekday: Weekday): string {
  return `Working hours overlap on ${WEEKDAY_LABEL[weekday]}.`;
}

/** 'HH:MM' (or '24:00') → minutes since midnight. */
export function toMinuteOfDay(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes since midnight (0–1440) → 'HH:MM'; 1440 gives '24:00'. */
export function fromMinuteOfDay(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A calendar date 'YYYY-MM-DD' that exists, within the years fields.ts allows. */
export const dateSchema = calendarDateSchema(STAFF_MESSAGES.date);
/** An end time: 'HH:MM' or '24:00' (midnight at the end of the day). */
export const endTimeSchema = z.union([hhmm, z.literal('24:00')], STAFF_MESSAGES.time);
export const staffColorSchema = z
  .string(STAFF_MESSAGES.color)
  .regex(/^#[0-9a-fA-F]{6}$/, STAFF_MESSAGES.color)
  .transform((c) => c.toUpperCase());

/** A stretch of a day, start inclusive, end exclusive. */
export const timeIntervalSchema = z
  .object({ start: hhmm, end: endTimeSchema })
  .refine((i) => toMinuteOfDay(i.start) < toMinuteOfDay(i.end), {
    message: STAFF_MESSAGES.endAfterStart,
    path: ['end'],
  });
export type TimeInterval = z.infer<typeof timeIntervalSchema>;

/** Staff display of spec §3 (id, name, role, colour, avatar) with what the calendar needs. */
export const staffMemberSchema = z.object({
  /** The person's user id. */
  id: z.string(),
  /** 'First Last'. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: rawRoleSchema,
  /** '#RRGGBB': the ten palette colours first, then generated ones (spec §9). */
  color: z.string(),
  avatar: z.string().nullable(),
  /** Job title shown under the name, e.g. 'Senior Stylist'. */
  title: z.string().nullable(),
  bio: z.string().nullable(),
  /** Whether clients can book this person (the calendar's staff columns). */
  bookable: z.boolean(),
  sortOrder: z.number().int(),
  establishmentId: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const optionalText = (max: number, message: string, multiline = false) =>
  optionalTextSchema({ max, message, multiline });

/** PUT …/:userId body: some of the display fields. */
export const staffUpdateSchema = z.object({
  color: staffColorSchema.optional(),
  title: optionalText(80, STAFF_MESSAGES.titleTooLong),
  bio: optionalText(1000, STAFF_MESSAGES.bioTooLong, true),
  bookable: z.boolean().optional(),
  sortOrder: z
    .number(STAFF_MESSAGES.sortOrder)
    .int(STAFF_MESSAGES.sortOrder)
    .min(0, STAFF_MESSAGES.sortOrder)
    .max(10_000, STAFF_MESSAGES.sortOrder)
    .optional(),
});
export type StaffUpdate = z.input<typeof staffUpdateSchema>;
export type StaffUpdateParsed = z.output<typeof staffUpdateSchema>;

const dayIntervals = z
  .array(timeIntervalSchema)
  .max(STAFF_INTERVALS_PER_DAY_MAX, STAFF_MESSAGES.tooManyIntervals);

/** Working intervals per weekday; an empty list is a day off. */
export const weeklyHoursSchema = z.object({
  monday: dayIntervals,
  tuesday: dayIntervals,
  wednesday: dayIntervals,
  thursday: dayIntervals,
  friday: dayIntervals,
  saturday: dayIntervals,
  sunday: dayIntervals,
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A week with no working hours. */
export function emptyWeeklyHours(): WeeklyHours {
  return { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
}

/** The first weekday whose intervals overlap (touching ends are fine), or null. */
export function overlappingWeekday(week: WeeklyHours): Weekday | null {
  for (const day of WEEKDAYS) {
    const sorted = [...week[day]].sort((a, b) => toMinuteOfDay(a.start) - toMinuteOfDay(b.start));
    for (let i = 1; i < sorted.length; i++) {
      if (toMinuteOfDay(sorted[i]!.start) < toMinuteOfDay(sorted[i - 1]!.end)) return day;
    }
  }
  return null;
}

/** A change to one date's hours: a day off, or one working interval instead of the weekly hours. */
export const scheduleOverrideSchema = z.object({
  userId: z.string(),
  establishmentId: z.string(),
  date: z.string(),
  isWorking: z.boolean(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ScheduleOverride = z.infer<typeof scheduleOverrideSchema>;

/** POST …/:userId/overrides body; an existing change on the same date is replaced. */
export const scheduleOverrideInputSchema = z
  .object({
    date: dateSchema,
    isWorking: z.boolean(),
    start: hhmm.nullable().optional(),
    end: endTimeSchema.nullable().optional(),
    reason: optionalText(200, STAFF_MESSAGES.reasonTooLong),
  })
  .superRefine((o, ctx) => {
    const hasTimes = o.start != null && o.end != null;
    const noTimes = o.start == null && o.end == null;
    if (o.isWorking ? !hasTimes : !noTimes) {
      ctx.addIssue({ code: 'custom', message: STAFF_MESSAGES.workingTimes, path: ['start'] });
    } else if (hasTimes && toMinuteOfDay(o.start!) >= toMinuteOfDay(o.end!)) {
      ctx.addIssue({ code: 'custom', message: STAFF_MESSAGES.endAfterStart, path: ['end'] });
    }
  });
export type ScheduleOverrideInput = z.input<typeof scheduleOverrideInputSchema>;
export type ScheduleOverrideInputParsed = z.output<typeof scheduleOverrideInputSchema>;

/** A block of time off: the person is away at every establishment between the two instants. */
export const timeOffSchema = z.object({
  id: z.string(),
  userId: z.string(),
  establishmentId: z.string(),
  /** ISO 8601 instant (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

const instant = instantSchema(STAFF_MESSAGES.instant);

/** POST …/:userId/time-off body. */
export const timeOffInputSchema = z
  .object({ startsAt: instant, endsAt: instant, reason: optionalText(200, STAFF_MESSAGES.reasonTooLong) })
  .superRefine((t, ctx) => {
    const ms = Date.parse(t.endsAt) - Date.parse(t.startsAt);
    if (!(ms > 0)) ctx.addIssue({ code: 'custom', message: STAFF_MESSAGES.timeOffOrder, path: ['endsAt'] });
    else if (ms > STAFF_TIME_OFF_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', message: STAFF_MESSAGES.timeOffTooLong, path: ['endsAt'] });
  });
export type TimeOffInput = z.input<typeof timeOffInputSchema>;
export type TimeOffInputParsed = z.output<typeof timeOffInputSchema>;

/** One person's day (spec §7 "Staff schedule" answer `schedules`). */
export const staffScheduleSchema = z.object({
  staffId: z.string(),
  staffName: z.string(),
  color: z.string(),
  date: z.string(),
  /** True when some working time is left after time off. */
  isWorking: z.boolean(),
  /** Working hours of the date: the override's interval, else the weekly hours. */
  intervals: z.array(z.object({ start: z.string(), end: z.string() })),
  /** Time off clipped to the date, in local 'HH:MM'. */
  timeOff: z.array(z.object({ start: z.string(), end: z.string(), reason: z.string().nullable() })),
});
export type StaffSchedule = z.infer<typeof staffScheduleSchema>;
