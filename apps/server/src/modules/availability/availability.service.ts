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
 * Cost: one query whatever the days and staff (availability.inputs.ts: the location, the service
 * and its performers, people and their booking flags, weekly hours, overrides, time off,
 * appointments), then the rule runs in memory (availability.compute.ts). The calendar's call
 * keeps those inputs in memory by location and day while the change feed keeps them fresh
 * (availability.parts.ts), and reads what is missing as one statement that enters the tenant
 * itself: at most one round trip, no transaction. A read never writes.
 */
import {
  APPOINTMENT_MESSAGES,
  AVAILABILITY_MESSAGES,
  type Availability,
  type AvailabilityQueryParsed,
} from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { reaches, type Actor } from '../../core/actor.js';
import { invalid } from '../../core/app-error.js';
import { ownOnly } from '../appointments/index.js';
import { establishmentNotFound } from '../establishments/index.js';
import { availabilityInputs, type AvailabilityInputs, type InputsQuery } from './availability.inputs.js';
import type { AvailabilityParts } from './availability.parts.js';
import {
  bookedBusy,
  computeAvailability,
  type BookingShape,
  type StaffAvailabilityInput,
  type WallInterval,
} from './availability.compute.js';
import { addDays, isCalendarDate, startOfLocalDay, wallInstant } from '../../lib/local-dates.js';
import { firstCandidateFrom, localDay, type LocalDay } from './availability.zone.js';

const MINUTE = 60_000;
/** One collator for every answer: `localeCompare` with a locale builds one per call. */
const byName = new Intl.Collator('en').compare;

export interface AvailabilityDeps {
  /** The calendar's inputs: parts kept in memory, the rest read in one round trip. */
  parts: AvailabilityParts;
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
  /**
   * The staff time the answer read: the people it considered and the stretch (epoch ms) whose
   * time off and appointments count; a booking elsewhere leaves the answer as it is.
   */
  scope: { staffIds: ReadonlySet<string>; from: number; to: number };
}

/** Local days made so far, by zone and date: the same few weeks are asked again and again. */
const madeDays = new Map<string, LocalDay>();
/** Enough for every location's next months; past it the map starts afresh. */
const MADE_DAYS_MAX = 20_000;

/** The local day `date` in `zone` (read-only: answers share it). */
function localDayIn(date: string, zone: string): LocalDay {
  const key = `${zone} ${date}`;
  const made = madeDays.get(key);
  if (made) return made;
  if (madeDays.size >= MADE_DAYS_MAX) madeDays.clear();
  const day = localDay(date, zone, (d, time) => wallInstant(d, time, zone));
  madeDays.set(key, day);
  return day;
}

/**
 * availabilityIn outside any transaction (the calendar's availability call): its inputs come
 * from the parts kept in memory (availability.parts.ts), what is missing read as a statement of
 * its own in the actor's tenant, one round trip to the database.
 */
export async function findAvailability(
  deps: AvailabilityDeps,
  actor: Actor,
  establishmentId: string,
  query: AvailabilityQueryParsed,
): Promise<TimedAvailability> {
  const now = deps.now();
  if (!reaches(actor, establishmentId)) throw establishmentNotFound();
  const inputs = await deps.parts.inputs(actor.tenantId, inputsQuery(establishmentId, query, now));
  return answerFrom(inputs, actor, establishmentId, query, now);
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
  if (!reaches(actor, establishmentId)) throw establishmentNotFound();
  const inputs = await availabilityInputs(tx, inputsQuery(establishmentId, query, now));
  return answerFrom(inputs, actor, establishmentId, query, now);
}

/** Whether the asked date (if any) exists on the calendar. */
const realDate = (query: AvailabilityQueryParsed) => query.date === undefined || isCalendarDate(query.date);

/** What to read for `query` (a date that does not exist reads as today, to tell 404 from 400). */
function inputsQuery(establishmentId: string, query: AvailabilityQueryParsed, now: Date): InputsQuery {
  return {
    establishmentId,
    serviceId: query.serviceId ?? null,
    duration: query.serviceDuration,
    date: realDate(query) ? (query.date ?? null) : null,
    days: query.days,
    now,
  };
}

/** The answer from what was read: availabilityIn's rule and errors, in memory. */
function answerFrom(
  inputs: AvailabilityInputs,
  actor: Actor,
  establishmentId: string,
  query: AvailabilityQueryParsed,
  now: Date,
): TimedAvailability {
  const { place } = inputs;
  if (!place || !inputs.today) throw establishmentNotFound();
  if (!realDate(query)) throw invalid('date', AVAILABILITY_MESSAGES.date);
  const zone = place.timeZone;
  // The database's reading of the location's today, which also bounded the rows read.
  const today = inputs.today;
  const firstDate = query.date ?? today;

  let shape: BookingShape = { duration: query.serviceDuration, bufferAfter: 0, processing: null };
  let performers: Set<string> | null = null;
  if (query.serviceId) {
    const service = inputs.service;
    if (!service || service.establishmentId !== establishmentId || !service.isActive) {
      throw invalid('serviceId', APPOINTMENT_MESSAGES.serviceUnavailable);
    }
    const p = { start: service.processingStartMinutes, duration: service.processingDurationMinutes };
    shape = {
      duration: service.durationMinutes,
      bufferAfter: service.bufferAfterMinutes,
      processing: p.start !== null && p.duration !== null ? { start: p.start, duration: p.duration } : null,
    };
    // A service with no staff listed may be performed by anyone at the establishment.
    if (service.performers.length > 0) performers = new Set(service.performers);
  }

  const asked = query.staffIds && query.staffIds.length > 0 ? new Set(query.staffIds) : null;
  // The calendar's column order: sort order, then name, then id (as the staff list).
  const staff = inputs.people
    .map(([id, firstName, lastName, , bookable, sortOrder]) => ({
      id,
      name: `${firstName} ${lastName}`,
      bookable,
      sortOrder,
    }))
    .filter((p) => p.bookable)
    .filter((p) => !performers || performers.has(p.id))
    .filter((p) => !asked || asked.has(p.id))
    .filter((p) => !ownOnly(actor) || p.id === actor.userId)
    .sort((a, b) => a.sortOrder - b.sortOrder || byName(a.name, b.name) || a.id.localeCompare(b.id));
  const ids = staff.map((p) => p.id);
  const settings = place.settings.booking;
  const earliest = now.getTime() + settings.minAdvanceTime * MINUTE;
  const lastDate = addDays(today, settings.maxAdvanceTime);
  const dayTurns = startOfLocalDay(addDays(today, 1), zone);
  const scope = { staffIds: new Set(ids), from: inputs.from ?? 0, to: inputs.to ?? 0 };
  if (ids.length === 0)
    return { data: { availability: [], availabilityByStaff: {} }, validUntil: dayTurns, scope };

  const dates = Array.from({ length: query.days }, (_, i) => addDays(firstDate, i));
  const days = dates.map((date) => localDayIn(date, zone));
  const inputsOf = new Map<string, StaffAvailabilityInput>(
    ids.map((id) => [
      id,
      { id, weekly: [[], [], [], [], [], [], []], overrides: new Map<string, WallInterval[]>(), busy: [] },
    ]),
  );
  for (const [userId, weekday, start, end] of inputs.hours)
    inputsOf.get(userId)?.weekly[weekday]?.push({ start, end });
  for (const [userId, date, isWorking, start, end] of inputs.overrides) {
    const working = isWorking && start !== null && end !== null;
    inputsOf.get(userId)?.overrides.set(date, working ? [{ start: start!, end: end! }] : []);
  }
  for (const [userId, spans] of Object.entries(inputs.timeOff)) {
    const busy = inputsOf.get(userId)?.busy;
    for (const [start, end] of spans) busy?.push({ start, end });
  }
  for (const [staffId, spans] of Object.entries(inputs.busy)) {
    const busy = inputsOf.get(staffId)?.busy;
    if (!busy) continue;
    for (const [start, end, processingStart, processingEnd, bufferAfter] of spans) {
      const processing =
        processingStart !== null && processingEnd !== null
          ? { start: processingStart, end: processingEnd }
          : null;
      for (const range of bookedBusy({ start, end, processing, bufferAfter })) busy.push(range);
    }
  }

  const data = computeAvailability({
    days,
    businessHours: place.businessHours,
    staff: ids.map((id) => inputsOf.get(id)!),
    shape,
    interval: query.interval,
    earliest,
    lastDate,
  });
  const next = firstCandidateFrom(days, query.interval, earliest, lastDate);
  // Once `earliest` moves past that start, the start is no longer offered.
  const startDrops = next === null ? Infinity : next - settings.minAdvanceTime * MINUTE + 1;
  return { data, validUntil: Math.min(dayTurns, startDrops), scope };
}
