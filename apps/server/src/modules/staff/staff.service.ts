/**
 * Staff and schedule use cases (spec core.md §3 "Staff display", §6, §7 "Staff schedule", §9
 * colour palette). Every call names its tenant and establishment in the path: a tenant that is
 * not the actor's answers 404 'Tenant not found', an establishment out of reach 404, and a
 * person who does not work at the establishment 404 'Staff member not found.'.
 *
 * Scope: a role whose schedule permission is only ':own' (the employee) reads and changes only
 * their own schedule; the front desk holds schedule:read outright, since it books into
 * everyone's calendar, but may not change schedules. Time-off blocks are part of the schedule
 * (schedule:read / schedule:update); the spec's time_off permissions belong to the request and
 * approval flow of the companion document.
 */
import {
  STAFF_COLOR_PALETTE,
  STAFF_MESSAGES,
  WEEKDAYS,
  fromMinuteOfDay,
  hoursOverlapMessage,
  overlappingWeekday,
  permissionScope,
  toMinuteOfDay,
  type Permission,
  type ScheduleOverride,
  type ScheduleOverrideInputParsed,
  type StaffMember,
  type StaffSchedule,
  type StaffUpdateParsed,
  type TimeOff,
  type TimeOffInputParsed,
  type WeeklyHours,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import {
  activeStaffAt,
  openEstablishment,
  peopleAt,
  staffAt,
  type EstablishmentRow,
} from '../establishments/index.js';
import * as repo from './staff.repository.js';
import { pickColors } from './staff.colors.js';
import {
  fullName,
  toHoursRows,
  toOverride,
  toOverrideInsert,
  toProfileUpdate,
  toStaffMember,
  toTimeOff,
  toWeeklyHours,
  type StaffPerson,
  type StaffProfile,
} from './staff.mapper.js';
import { addDays, todayIn } from '../../lib/local-dates.js';
import { clipToLocalDay, localDayBounds, weekdayOf } from './staff.time.js';

export interface StaffDeps {
  db: Db;
  /** The clock; "today" is read from it in the establishment's time zone. */
  now: () => Date;
}

interface Staffed {
  person: StaffPerson;
  profile: StaffProfile;
}

function assertOwnTenant(actor: Actor, tenantId: string): void {
  if (tenantId !== actor.tenantId) throw new AppError('TENANT_NOT_FOUND');
}

/** True when the actor may use `permission` only on their own rows. */
function ownOnly(actor: Actor, permission: Permission): boolean {
  return permissionScope(actor.role, permission) === 'own';
}

/** Refuses (403) someone else's schedule to a role limited to its own. */
function assertMayTouch(actor: Actor, permission: Permission, userId: string): void {
  if (ownOnly(actor, permission) && userId !== actor.userId) {
    throw new AppError('FORBIDDEN', 'You can only see or change your own schedule.');
  }
}

async function assertStaffAt(tx: Tx, establishmentId: string, userId: string): Promise<void> {
  const found = await activeStaffAt(tx, establishmentId, [userId]);
  if (found.length === 0) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
}

/**
 * The profiles of `people`, creating any that are missing inside the open tenant transaction:
 * each new one takes the first palette colour unused in the tenant, then a generated colour
 * (spec §9). The front desk starts not bookable: they run the desk, not a chair. For the writes
 * that put a person at a location (issue #29: a read never writes); idempotent.
 */
export async function ensureStaffProfiles(
  tx: Tx,
  tenantId: string,
  people: Pick<StaffPerson, 'id' | 'role'>[],
): Promise<Map<string, repo.ProfileRow>> {
  const ids = people.map((p) => p.id);
  let profiles = await repo.profilesOf(tx, ids);
  if (profiles.size === ids.length) return profiles;
  await repo.lockColorAssignment(tx, tenantId);
  // Read again under the lock: a concurrent first read may have created some meanwhile.
  profiles = await repo.profilesOf(tx, ids);
  const missing = people.filter((p) => !profiles.has(p.id));
  if (missing.length === 0) return profiles;
  const colors = pickColors(
    missing.map((p) => p.id),
    await repo.usedColors(tx),
  );
  await repo.insertProfiles(
    tx,
    missing.map((p) => ({
      userId: p.id,
      tenantId,
      displayColor: colors.get(p.id)!,
      bookable: p.role !== 'frontdesk',
    })),
  );
  return repo.profilesOf(tx, ids);
}

/**
 * The profiles of `people` as stored, in one query and without writing (issue #29: a read never
 * writes). Someone with none yet reads as the profile a write will give them: bookable unless
 * front desk and sort order 0, as the availability read model has it (availability_people,
 * migration 0048), in the palette's first colour (spec §9), no title or bio.
 */
export async function staffProfilesOf(
  tx: Tx,
  people: Pick<StaffPerson, 'id' | 'role'>[],
): Promise<Map<string, StaffProfile>> {
  const stored = await repo.profilesOf(
    tx,
    people.map((p) => p.id),
  );
  return new Map(
    people.map((p): [string, StaffProfile] => [
      p.id,
      stored.get(p.id) ?? {
        displayColor: STAFF_COLOR_PALETTE[0],
        title: null,
        bio: null,
        bookable: p.role !== 'frontdesk',
        sortOrder: 0,
      },
    ]),
  );
}

/** Active people of the establishment with their profiles, by sort order then name; reads only. */
async function staffOf(tx: Tx, establishmentId: string): Promise<Staffed[]> {
  const people: StaffPerson[] = await staffAt(tx, establishmentId);
  const profiles = await staffProfilesOf(tx, people);
  return people
    .map((person) => ({ person, profile: profiles.get(person.id)! }))
    .sort(
      (a, b) =>
        a.profile.sortOrder - b.profile.sortOrder ||
        fullName(a.person).localeCompare(fullName(b.person), 'en') ||
        a.person.id.localeCompare(b.person.id),
    );
}

/**
 * Everyone working at the establishment, bookable or not, by sort order then name; an
 * establishment without staff answers an empty list. Any signed-in person of the establishment.
 */
export function listStaff(
  db: Db,
  actor: Actor,
  tenantId: string,
  establishmentId: string,
): Promise<StaffMember[]> {
  assertOwnTenant(actor, tenantId);
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    const staff = await staffOf(tx, establishmentId);
    return staff.map((s) => toStaffMember(s.person, s.profile, establishmentId));
  });
}

/** Changes a person's colour ('#RRGGBB'), title, bio, bookable flag or sort order (employee:update). */
export function updateStaff(
  db: Db,
  actor: Actor,
  tenantId: string,
  establishmentId: string,
  userId: string,
  input: StaffUpdateParsed,
): Promise<StaffMember> {
  assertOwnTenant(actor, tenantId);
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    const member = (await staffOf(tx, establishmentId)).find((s) => s.person.id === userId);
    if (!member) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
    // A write: someone assigned before every assignment wrote a profile gets theirs now.
    await ensureStaffProfiles(tx, actor.tenantId, [member.person]);
    const profile = await updateStaffProfile(tx, userId, input);
    return toStaffMember(member.person, profile, establishmentId);
  });
}

/** Writes profile fields inside an open tenant transaction; the profile must exist. */
export async function updateStaffProfile(
  tx: Tx,
  userId: string,
  input: StaffUpdateParsed,
): Promise<repo.ProfileRow> {
  const row = await repo.updateProfile(tx, userId, toProfileUpdate(input));
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
  return row;
}

/** Total minutes of `intervals` (minutes since midnight) not covered by `gaps`. */
function uncoveredMinutes(intervals: [number, number][], gaps: [number, number][]): number {
  let total = 0;
  for (const [start, end] of intervals) {
    let free = end - start;
    const inside = gaps
      .map(([s, e]): [number, number] => [Math.max(s, start), Math.min(e, end)])
      .filter(([s, e]) => s < e)
      .sort((a, b) => a[0] - b[0]);
    let reached = start;
    for (const [s, e] of inside) {
      free -= Math.max(0, e - Math.max(s, reached));
      reached = Math.max(reached, e);
    }
    total += free;
  }
  return total;
}

/** The rows a schedule range reads once, for every day of it. */
interface ScheduleRows {
  hours: repo.HoursRow[];
  overrides: repo.OverrideRow[];
  timeOff: repo.TimeOffRow[];
}

/** Each person's schedule on local `day` out of the range's rows (see getSchedule). */
function daySchedules(staff: Staffed[], rows: ScheduleRows, day: string, timeZone: string): StaffSchedule[] {
  const weekday = WEEKDAYS.indexOf(weekdayOf(day));
  return staff.map(({ person, profile }): StaffSchedule => {
    const override = rows.overrides.find((o) => o.userId === person.id && o.date === day);
    const minutes: [number, number][] = override
      ? override.isWorking && override.startMinute !== null && override.endMinute !== null
        ? [[override.startMinute, override.endMinute]]
        : []
      : rows.hours
          .filter((h) => h.userId === person.id && h.weekday === weekday)
          .map((h): [number, number] => [h.startMinute, h.endMinute]);
    const away = rows.timeOff
      .filter((t) => t.userId === person.id)
      .flatMap((t) => {
        const clipped = clipToLocalDay(t.startsAt, t.endsAt, day, timeZone);
        return clipped ? [{ ...clipped, reason: t.reason }] : [];
      });
    const gaps = away.map((a): [number, number] => [toMinuteOfDay(a.start), toMinuteOfDay(a.end)]);
    return {
      staffId: person.id,
      staffName: fullName(person),
      color: profile.displayColor,
      date: day,
      isWorking: uncoveredMinutes(minutes, gaps) > 0,
      intervals: minutes.map(([s, e]) => ({ start: fromMinuteOfDay(s), end: fromMinuteOfDay(e) })),
      timeOff: away,
    };
  });
}

/** A schedule answer without its `success`: the first day, and with `days` > 1 every day. */
export interface ScheduleAnswer {
  date: string;
  timeZone: string;
  schedules: StaffSchedule[];
  days?: { date: string; schedules: StaffSchedule[] }[];
}

/**
 * Each person's day at the establishment (spec §7 "Staff schedule"): working intervals from the
 * date's override, else the weekly hours; time off clipped to the local date and shown in local
 * 'HH:MM' (right on daylight-saving days); isWorking when some working time is left after time
 * off. `date` is 'YYYY-MM-DD', default today in the establishment's zone; `days` (1-7, checked
 * by the contract) local days from it, read in one pass: hours, overrides and time off are
 * queried once for the whole range. An employee gets only their own entry. Permission
 * schedule:read.
 */
export function getSchedule(
  deps: StaffDeps,
  actor: Actor,
  tenantId: string,
  establishmentId: string,
  date: string | undefined,
  days = 1,
): Promise<ScheduleAnswer> {
  assertOwnTenant(actor, tenantId);
  return withTenant(deps.db, actor, async (tx) => {
    const establishment = await openEstablishment(tx, actor, establishmentId);
    const timeZone = establishment.timeZone;
    const first = date ?? todayIn(timeZone, deps.now());
    const last = addDays(first, days - 1);
    let staff = await staffOf(tx, establishmentId);
    if (ownOnly(actor, 'schedule:read')) staff = staff.filter((s) => s.person.id === actor.userId);
    const ids = staff.map((s) => s.person.id);
    const rows: ScheduleRows = {
      hours: await repo.listHours(tx, establishmentId, ids),
      overrides: await repo.listOverrides(tx, establishmentId, ids, first, last),
      timeOff: await repo.listTimeOff(
        tx,
        ids,
        localDayBounds(first, timeZone).start,
        localDayBounds(last, timeZone).end,
      ),
    };
    const list = Array.from({ length: days }, (_, i) => {
      const day = addDays(first, i);
      return { date: day, schedules: daySchedules(staff, rows, day, timeZone) };
    });
    const answer: ScheduleAnswer = { date: first, timeZone, schedules: list[0]!.schedules };
    return days > 1 ? { ...answer, days: list } : answer;
  });
}

/** Opens the transaction shared by the per-person calls: tenant, scope, establishment, staff. */
function forPerson<T>(
  db: Db,
  actor: Actor,
  target: { tenantId: string; establishmentId: string; userId: string },
  permission: Permission,
  work: (tx: Tx, establishment: EstablishmentRow) => Promise<T>,
): Promise<T> {
  assertOwnTenant(actor, target.tenantId);
  assertMayTouch(actor, permission, target.userId);
  return withTenant(db, actor, async (tx) => {
    const establishment = await openEstablishment(tx, actor, target.establishmentId);
    await assertStaffAt(tx, target.establishmentId, target.userId);
    return work(tx, establishment);
  });
}

export interface PersonTarget {
  tenantId: string;
  establishmentId: string;
  userId: string;
}

/** A person's weekly hours at the establishment (schedule:read; own only for employees). */
export function getWeeklyHours(db: Db, actor: Actor, target: PersonTarget): Promise<WeeklyHours> {
  return forPerson(db, actor, target, 'schedule:read', async (tx) =>
    toWeeklyHours(await repo.listHours(tx, target.establishmentId, [target.userId])),
  );
}

/**
 * Replaces a person's whole week in one transaction. Overlapping intervals on a day answer 400
 * 'Working hours overlap on {Weekday}.' (schedule:update; own only for employees).
 */
export function replaceWeeklyHours(
  db: Db,
  actor: Actor,
  target: PersonTarget,
  week: WeeklyHours,
): Promise<WeeklyHours> {
  const overlap = overlappingWeekday(week);
  if (overlap) {
    const message = hoursOverlapMessage(overlap);
    throw new AppError('VALIDATION', message, [{ path: overlap, message }]);
  }
  return forPerson(db, actor, target, 'schedule:update', async (tx) => {
    await setWeeklyHours(tx, actor.tenantId, target.establishmentId, target.userId, week);
    return toWeeklyHours(await repo.listHours(tx, target.establishmentId, [target.userId]));
  });
}

/** Writes a person's week inside an open tenant transaction, without access checks (seed). */
export async function setWeeklyHours(
  tx: Tx,
  tenantId: string,
  establishmentId: string,
  userId: string,
  week: WeeklyHours,
): Promise<void> {
  await repo.replaceHours(tx, establishmentId, userId, toHoursRows(tenantId, establishmentId, userId, week));
}

/** A person's date overrides between two local dates, inclusive (schedule:read). */
export function listOverrides(
  db: Db,
  actor: Actor,
  target: PersonTarget,
  range: { from?: string; to?: string },
): Promise<ScheduleOverride[]> {
  return forPerson(db, actor, target, 'schedule:read', async (tx) =>
    (await repo.listOverrides(tx, target.establishmentId, [target.userId], range.from, range.to)).map(
      toOverride,
    ),
  );
}

/** Sets a date's hours for a person, replacing any change already on that date (schedule:update). */
export function saveOverride(
  db: Db,
  actor: Actor,
  target: PersonTarget,
  input: ScheduleOverrideInputParsed,
): Promise<ScheduleOverride> {
  return forPerson(db, actor, target, 'schedule:update', (tx) =>
    upsertOverride(tx, actor.tenantId, target.establishmentId, target.userId, input),
  );
}

/** Writes an override inside an open tenant transaction, without access checks (seed). */
export async function upsertOverride(
  tx: Tx,
  tenantId: string,
  establishmentId: string,
  userId: string,
  input: ScheduleOverrideInputParsed,
): Promise<ScheduleOverride> {
  return toOverride(
    await repo.upsertOverride(tx, toOverrideInsert(tenantId, establishmentId, userId, input)),
  );
}

/** Removes the change on `date`, back to the weekly hours; 404 when there is none (schedule:update). */
export function deleteOverride(db: Db, actor: Actor, target: PersonTarget, date: string): Promise<void> {
  return forPerson(db, actor, target, 'schedule:update', async (tx) => {
    if (!(await repo.deleteOverride(tx, target.establishmentId, target.userId, date))) {
      throw new AppError('NOT_FOUND', STAFF_MESSAGES.overrideNotFound);
    }
  });
}

/**
 * A person's time off that touches the local dates `from`..`to` (inclusive, either open) in the
 * establishment's zone, from every establishment (schedule:read).
 */
export function listTimeOff(
  db: Db,
  actor: Actor,
  target: PersonTarget,
  range: { from?: string; to?: string },
): Promise<TimeOff[]> {
  return forPerson(db, actor, target, 'schedule:read', async (tx, establishment) => {
    const from = range.from ? localDayBounds(range.from, establishment.timeZone).start : undefined;
    const to = range.to ? localDayBounds(range.to, establishment.timeZone).end : undefined;
    return (await repo.listTimeOff(tx, [target.userId], from, to)).map(toTimeOff);
  });
}

/** Blocks time off for a person; 409 when it overlaps one of their blocks (schedule:update). */
export function createTimeOff(
  db: Db,
  actor: Actor,
  target: PersonTarget,
  input: TimeOffInputParsed,
): Promise<TimeOff> {
  return forPerson(db, actor, target, 'schedule:update', (tx) =>
    addTimeOff(tx, actor.tenantId, target.establishmentId, target.userId, input, actor.userId),
  );
}

/** Inserts a block inside an open tenant transaction, without access checks (seed); overlap → 409. */
export async function addTimeOff(
  tx: Tx,
  tenantId: string,
  establishmentId: string,
  userId: string,
  input: TimeOffInputParsed,
  createdBy: string | null,
): Promise<TimeOff> {
  const row = await refusing(
    () =>
      repo.insertTimeOff(tx, {
        tenantId,
        establishmentId,
        userId,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        reason: input.reason ?? null,
        createdBy,
      }),
    { [SQLSTATE.exclusionViolation]: () => new AppError('CONFLICT', STAFF_MESSAGES.timeOffOverlap) },
  );
  return toTimeOff(row);
}

/** Removes one of the person's blocks; 404 when it is not theirs (schedule:update). */
export function deleteTimeOff(db: Db, actor: Actor, target: PersonTarget, id: string): Promise<void> {
  return forPerson(db, actor, target, 'schedule:update', async (tx) => {
    if (!(await repo.deleteTimeOff(tx, target.userId, id))) {
      throw new AppError('NOT_FOUND', STAFF_MESSAGES.timeOffNotFound);
    }
  });
}

/**
 * Of `userIds`, the active members of staff at the establishment, with whether they take
 * bookings: their profile's flag, or before they have a profile, anyone but the front desk (as
 * the profile will start). Two queries for any number of people.
 */
export async function bookableStaffAt(
  tx: Tx,
  establishmentId: string,
  userIds: string[],
): Promise<Map<string, boolean>> {
  const people = await peopleAt(tx, establishmentId, userIds);
  const profiles = await repo.profilesOf(
    tx,
    people.map((p) => p.id),
  );
  return new Map(people.map((p) => [p.id, profiles.get(p.id)?.bookable ?? p.role !== 'frontdesk']));
}
