/** Database rows ↔ wire shapes of staff and schedules. Minutes since local midnight ↔ 'HH:MM'. */
import {
  WEEKDAYS,
  emptyWeeklyHours,
  fromMinuteOfDay,
  toMinuteOfDay,
  type RawRole,
  type ScheduleOverride,
  type ScheduleOverrideInputParsed,
  type StaffMember,
  type StaffUpdateParsed,
  type TimeOff,
  type WeeklyHours,
} from '@daybook/contracts';
import type {
  HoursInsert,
  HoursRow,
  OverrideInsert,
  OverrideRow,
  ProfileInsert,
  ProfileRow,
  TimeOffRow,
} from './staff.repository.js';

/** A person assigned to an establishment, as the establishments module lists them. */
export interface StaffPerson {
  id: string;
  firstName: string;
  lastName: string;
  role: RawRole;
  avatarUrl: string | null;
}

/** What a staff list shows of a profile: a stored row, or the defaults of one not written yet. */
export type StaffProfile = Pick<ProfileRow, 'displayColor' | 'title' | 'bio' | 'bookable' | 'sortOrder'>;

/** 'First Last'. */
export function fullName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName} ${p.lastName}`.trim();
}

export function toStaffMember(
  person: StaffPerson,
  profile: StaffProfile,
  establishmentId: string,
): StaffMember {
  return {
    id: person.id,
    name: fullName(person),
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
    color: profile.displayColor,
    avatar: person.avatarUrl,
    title: profile.title,
    bio: profile.bio,
    bookable: profile.bookable,
    sortOrder: profile.sortOrder,
    establishmentId,
  };
}

/** Columns to change on a profile; absent fields stay as they are. */
export function toProfileUpdate(input: StaffUpdateParsed): Partial<ProfileInsert> {
  const out: Partial<ProfileInsert> = {};
  if (input.color !== undefined) out.displayColor = input.color;
  if (input.title !== undefined) out.title = input.title;
  if (input.bio !== undefined) out.bio = input.bio;
  if (input.bookable !== undefined) out.bookable = input.bookable;
  if (input.sortOrder !== undefined) out.sortOrder = input.sortOrder;
  return out;
}

/** Weekly rows (weekday 0 = Monday) → the week, each day's intervals by start. */
export function toWeeklyHours(rows: HoursRow[]): WeeklyHours {
  const week = emptyWeeklyHours();
  const sorted = [...rows].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (const r of sorted) {
    const day = WEEKDAYS[r.weekday];
    if (day) week[day].push({ start: fromMinuteOfDay(r.startMinute), end: fromMinuteOfDay(r.endMinute) });
  }
  return week;
}

/** The week → rows for one person at one establishment. */
export function toHoursRows(
  tenantId: string,
  establishmentId: string,
  userId: string,
  week: WeeklyHours,
): HoursInsert[] {
  return WEEKDAYS.flatMap((day, weekday) =>
    week[day].map((i) => ({
      tenantId,
      establishmentId,
      userId,
      weekday,
      startMinute: toMinuteOfDay(i.start),
      endMinute: toMinuteOfDay(i.end),
    })),
  );
}

export function toOverride(row: OverrideRow): ScheduleOverride {
  return {
    userId: row.userId,
    establishmentId: row.establishmentId,
    date: row.date,
    isWorking: row.isWorking,
    start: row.startMinute === null ? null : fromMinuteOfDay(row.startMinute),
    end: row.endMinute === null ? null : fromMinuteOfDay(row.endMinute),
    reason: row.reason,
  };
}

export function toOverrideInsert(
  tenantId: string,
  establishmentId: string,
  userId: string,
  input: ScheduleOverrideInputParsed,
): OverrideInsert {
  const working = input.isWorking && input.start != null && input.end != null;
  return {
    tenantId,
    establishmentId,
    userId,
    date: input.date,
    isWorking: input.isWorking,
    startMinute: working ? toMinuteOfDay(input.start!) : null,
    endMinute: working ? toMinuteOfDay(input.end!) : null,
    reason: input.reason ?? null,
  };
}

export function toTimeOff(row: TimeOffRow): TimeOff {
  return {
    id: row.id,
    userId: row.userId,
    establishmentId: row.establishmentId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
