/**
 * Appointment availability (spec core.md §3 "Availability", §7 GET
 * /api/appointments/availability/{establishmentId}, §9 default duration 60 minutes). Used by the
 * calendar's booking panel now and by public online booking later.
 *
 * Reach as for appointments: admin and owner any establishment of the tenant, others those they
 * work at; anything else (another tenant's included) answers 404. An employee sees only their
 * own column. Errors: 404 establishment, 400 a date that does not exist or a service that is not
 * an active service of the establishment.
 *
 * Cost: a constant number of queries whatever the days and staff (establishment, service and its
 * staff, people and profiles, weekly hours, overrides, time off, appointments), then the rule runs
 * in memory (availability.compute.ts).
 */
import {
  APPOINTMENT_MESSAGES,
  AVAILABILITY_MESSAGES,
  SERVICE_BUFFER_MAX,
  type Availability,
  type AvailabilityQueryParsed,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../http/actor.js';
import { invalid } from '../../http/app-error.js';
import { listBusyAppointments, ownOnly } from '../appointments/index.js';
import { openEstablishment, staffAt } from '../establishments/index.js';
import { performersOf, serviceById } from '../services/index.js';
import { ensureStaffProfiles, hoursOf, overridesOf, timeOffOf } from '../staff/index.js';
import {
  bookedBusy,
  computeAvailability,
  type BookingShape,
  type StaffAvailabilityInput,
  type WallInterval,
} from './availability.compute.js';
import { addDays, isCalendarDate, startOfLocalDay, todayIn, wallInstant } from '../../lib/local-dates.js';
import { firstCandidateFrom, localDay } from './availability.zone.js';

const MINUTE = 60_000;

export interface AvailabilityDeps {
  db: Db;
  /** The clock for "today", the minimum advance and the maximum advance. */
  now: () => Date;
}

/** An availability answer and until when the clock alone leaves it unchanged. */
export interface TimedAvailability {
  data: Availability;
  /**
   * Epoch ms of the first instant at which the same question may answer differently with no
   * data changed: a start drops below the minimum advance, or the local date turns (which moves
   * "today" and the maximum advance).
   */
  validUntil: number;
}

/** availabilityIn in a transaction of its own (the calendar's availability call). */
export function findAvailability(
  deps: AvailabilityDeps,
  actor: Actor,
  establishmentId: string,
  query: AvailabilityQueryParsed,
): Promise<TimedAvailability> {
  const now = deps.now();
  return withTenant(deps.db, actor, (tx) => availabilityIn(tx, actor, establishmentId, query, now));
}

/**
 * Free slots at the establishment for `query.days` local dates from `query.date` (default today
 * there) as seen at `now`, with the answer's validity, inside the caller's tenant transaction:
 * what the calendar's availability call and public online booking both ask. See contracts
 * api/availability.ts for the query and answer. 404 establishment out of reach; 400 date or
 * service. Permission appointment:read.
 */
export async function availabilityIn(
  tx: Tx,
  actor: Actor,
  establishmentId: string,
  query: AvailabilityQueryParsed,
  now: Date,
): Promise<TimedAvailability> {
  const establishment = await openEstablishment(tx, actor, establishmentId);
  const zone = establishment.timeZone;
  const today = todayIn(zone, now);
  const firstDate = query.date ?? today;
  if (!isCalendarDate(firstDate)) throw invalid('date', AVAILABILITY_MESSAGES.date);

  let shape: BookingShape = { duration: query.serviceDuration, bufferAfter: 0, processing: null };
  let performers: Set<string> | null = null;
  if (query.serviceId) {
    const service = await serviceById(tx, query.serviceId);
    if (!service || service.establishmentId !== establishmentId || !service.isActive) {
      throw invalid('serviceId', APPOINTMENT_MESSAGES.serviceUnavailable);
    }
    const p = { start: service.processingStartMinutes, duration: service.processingDurationMinutes };
    shape = {
      duration: service.durationMinutes,
      bufferAfter: service.bufferAfterMinutes,
      processing: p.start !== null && p.duration !== null ? { start: p.start, duration: p.duration } : null,
    };
    const listed = (await performersOf(tx, [service.id])).get(service.id) ?? [];
    // A service with no staff listed may be performed by anyone at the establishment.
    if (listed.length > 0) performers = new Set(listed);
  }

  const people = await staffAt(tx, establishmentId);
  const profiles = await ensureStaffProfiles(tx, actor.tenantId, people);
  const asked = query.staffIds && query.staffIds.length > 0 ? new Set(query.staffIds) : null;
  // The calendar's column order: sort order, then name, then id (as the staff list).
  const staff = people
    .filter((p) => profiles.get(p.id)?.bookable)
    .filter((p) => !performers || performers.has(p.id))
    .filter((p) => !asked || asked.has(p.id))
    .filter((p) => !ownOnly(actor) || p.id === actor.userId)
    .sort(
      (a, b) =>
        profiles.get(a.id)!.sortOrder - profiles.get(b.id)!.sortOrder ||
        `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'en') ||
        a.id.localeCompare(b.id),
    );
  const ids = staff.map((p) => p.id);
  const settings = establishment.settings.booking;
  const earliest = now.getTime() + settings.minAdvanceTime * MINUTE;
  const lastDate = addDays(today, settings.maxAdvanceTime);
  const dayTurns = startOfLocalDay(addDays(today, 1), zone);
  if (ids.length === 0) return { data: { availability: [], availabilityByStaff: {} }, validUntil: dayTurns };

  const dates = Array.from({ length: query.days }, (_, i) => addDays(firstDate, i));
  const days = dates.map((date) => localDay(date, zone, (d, time) => wallInstant(d, time, zone)));
  // Busy ranges that can touch a slot: from a buffer that started before the first day to the
  // end of a booking (with its buffer) that starts at the last day's final minute.
  const from = new Date(days[0]!.start - SERVICE_BUFFER_MAX * MINUTE);
  const to = new Date(days[days.length - 1]!.end + (shape.duration + shape.bufferAfter) * MINUTE);
  const hours = await hoursOf(tx, establishmentId, ids);
  const overrides = await overridesOf(tx, establishmentId, ids, dates[0], dates[dates.length - 1]);
  const timeOff = await timeOffOf(tx, ids, from, to);
  const appointments = await listBusyAppointments(tx, ids, from, to);

  const inputs = new Map<string, StaffAvailabilityInput>(
    ids.map((id) => [
      id,
      { id, weekly: [[], [], [], [], [], [], []], overrides: new Map<string, WallInterval[]>(), busy: [] },
    ]),
  );
  for (const h of hours)
    inputs.get(h.userId)?.weekly[h.weekday]?.push({ start: h.startMinute, end: h.endMinute });
  for (const o of overrides) {
    const working = o.isWorking && o.startMinute !== null && o.endMinute !== null;
    inputs
      .get(o.userId)
      ?.overrides.set(o.date, working ? [{ start: o.startMinute!, end: o.endMinute! }] : []);
  }
  for (const t of timeOff) {
    inputs.get(t.userId)?.busy.push({ start: t.startsAt.getTime(), end: t.endsAt.getTime() });
  }
  for (const a of appointments) {
    const processing =
      a.processingStartsAt && a.processingEndsAt
        ? { start: a.processingStartsAt.getTime(), end: a.processingEndsAt.getTime() }
        : null;
    const busy = bookedBusy({
      start: a.startsAt.getTime(),
      end: a.endsAt.getTime(),
      processing,
      bufferAfter: a.bufferAfterMinutes,
    });
    inputs.get(a.staffId)?.busy.push(...busy);
  }

  const data = computeAvailability({
    days,
    businessHours: establishment.businessHours,
    staff: ids.map((id) => inputs.get(id)!),
    shape,
    interval: query.interval,
    earliest,
    lastDate,
  });
  const next = firstCandidateFrom(days, query.interval, earliest, lastDate);
  // Once `earliest` moves past that start, the start is no longer offered.
  const startDrops = next === null ? Infinity : next - settings.minAdvanceTime * MINUTE + 1;
  return { data, validUntil: Math.min(dayTurns, startDrops) };
}
