/**
 * The calendar's availability inputs assembled from parts kept in memory (issue #29: an answer
 * computed afresh cost a database round trip and its JSON, not the slot arithmetic). A
 * location's part holds what changes rarely: the location, its people, weekly hours and services.
 * A local day's part holds the day's overrides, and the time off and appointments that overlap
 * the day, for everyone at the location. Both are read from the database (migration 0063) only
 * when missing, and forgotten as the change feed announces a change to what they hold: a booking
 * or a move only forgets the days it touches, whoever's time it is at the location.
 *
 * An answer for days d … d+n−1 assembles the days d−1 … d+n: a buffer (at most SERVICE_BUFFER_MAX
 * minutes) runs into the first day from the one before, and a booking (at most
 * SERVICE_DURATION_MAX plus its buffer) starting at the last day's end runs into the day after.
 * The assembled inputs hold a few more spans than availability_inputs reads, never fewer: a span
 * outside the asked days' reach blocks no slot (the property test compares the two).
 *
 * While the feed is down nothing is kept (a change could go unheard): the inputs are then read in
 * one round trip by availability_inputs_in_tenant, as before.
 */
import { sql } from 'drizzle-orm';
import { SERVICE_BUFFER_MAX, type DomainEntity } from '@daybook/contracts';
import { queryRows, type Db } from '../../db/client.js';
import type { TenantAnswerCache } from '../../lib/tenant-answer-cache.js';
import { addDays } from '../../lib/local-dates.js';
import {
  NO_PLACE,
  availabilityInputsInTenant,
  type AvailabilityInputs,
  type AvailabilityPlace,
  type AvailabilityService,
  type InputsQuery,
} from './availability.inputs.js';

const MINUTE = 60_000;

/** What a location's part reads: a change to one of these forgets it. */
export const LOCATION_PART_READS: readonly DomainEntity[] = [
  'establishment',
  'establishment_member',
  'user',
  'staff_profile',
  'staff_hours',
  'service',
  'service_staff',
];
/**
 * What a day's part reads: its people (who is at the location), their time off, overrides and
 * appointments, and the services' buffers the appointments hold.
 */
export const DAY_PART_READS: readonly DomainEntity[] = [
  'establishment',
  'establishment_member',
  'user',
  'staff_time_off',
  'staff_schedule_override',
  'appointment',
  'service',
];

/**
 * Locations and location-days kept at once across tenants: a busy location's day holds a few
 * kilobytes, so the days take some tens of megabytes at most.
 */
const LOCATIONS_MAX = 500;
const DAYS_MAX = 5_000;

/** A location's part, as availability_location answers it. */
interface LocationRow {
  place: AvailabilityPlace;
  today: string;
  /** Epoch ms: when `today` began and when it ends at the location. */
  dayStarts: number;
  dayTurns: number;
  people: AvailabilityInputs['people'];
  hours: AvailabilityInputs['hours'];
  services: (AvailabilityService & { id: string })[];
}

/** A location's part in memory: its services by id. */
export interface LocationPart extends Omit<LocationRow, 'services'> {
  services: Map<string, AvailabilityService>;
}

/** A local day's part, as availability_days answers it. */
interface DayRow {
  date: string;
  /** Epoch ms: the day's start and end at the location. */
  starts: number;
  ends: number;
  /** [userId, isWorking, startMinute, endMinute] */
  overrides: [string, boolean, number | null, number | null][];
  /** [userId, startsAt, endsAt], epoch ms */
  timeOff: [string, number, number][];
  /** [staffId, startsAt, endsAt, processingStartsAt, processingEndsAt, bufferAfterMinutes], epoch ms */
  busy: [string, number, number, number | null, number | null, number][];
}

/**
 * A local day's part in memory: its spans by person, in the inputs' own shape, so that an
 * answer assembles them without making a row of each.
 */
export interface DayPart extends Pick<DayRow, 'date' | 'starts' | 'ends' | 'overrides'> {
  timeOff: Map<string, AvailabilityInputs['timeOff'][string]>;
  busy: Map<string, AvailabilityInputs['busy'][string]>;
}

/** `rows` grouped by their first column, the rest of each row kept. */
function byPerson<T extends unknown[]>(rows: [string, ...T][]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const [id, ...rest] of rows) {
    const list = out.get(id);
    if (list) list.push(rest);
    else out.set(id, [rest]);
  }
  return out;
}

const toDayPart = (row: DayRow): DayPart => ({
  ...row,
  timeOff: byPerson(row.timeOff),
  busy: byPerson(row.busy),
});

/** The caches availability keeps its parts in (ModuleDeps.cacheOf). */
export interface PartCaches {
  locations: TenantAnswerCache<LocationPart>;
  days: TenantAnswerCache<DayPart>;
}

/** Two caches for the parts, kept fresh by the app (RememberedAnswers.cacheOf). */
export function partCaches(
  cacheOf: <T>(reads: readonly DomainEntity[], max: number) => TenantAnswerCache<T>,
) {
  return {
    locations: cacheOf<LocationPart>(LOCATION_PART_READS, LOCATIONS_MAX),
    days: cacheOf<DayPart>(DAY_PART_READS, DAYS_MAX),
  };
}

/** The local dates `from` … `from + count − 1`. */
const datesFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

/** Whole days from `a` to `b` ('YYYY-MM-DD'). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

export class AvailabilityParts {
  constructor(
    private readonly db: Db,
    private readonly caches: PartCaches,
  ) {}

  /**
   * The inputs of an answer (as availabilityInputsInTenant reads them) in `tenantId`, from the
   * parts in memory, reading what is missing in one round trip. Not inside a transaction.
   */
  async inputs(tenantId: string, q: InputsQuery): Promise<AvailabilityInputs> {
    const { locations, days } = this.caches;
    if (!locations.isListening || !days.isListening) return availabilityInputsInTenant(this.db, tenantId, q);
    const tokens = { location: locations.token(tenantId), days: days.token(tenantId) };
    const now = q.now.getTime();
    let location = locations.get(q.establishmentId, tenantId);
    // The part's today is the asked instant's (a clock moved, as tests move it, may ask another).
    if (location && (now < location.dayStarts || now >= location.dayTurns)) location = undefined;
    const first = q.date ?? location?.today ?? null;
    const wanted = first ? datesFrom(addDays(first, -1), q.days + 2) : null;
    const parts = new Map<string, DayPart>();
    for (const date of wanted ?? []) {
      const part = days.get(dayKey(q.establishmentId, date), tenantId);
      if (part) parts.set(date, part);
    }
    const missing = wanted?.filter((date) => !parts.has(date)) ?? null;
    if (!location || !missing || missing.length > 0) {
      // Days from the first missing to the last; all of them when the first date is not known yet.
      const range = missing && missing.length > 0 ? missing : null;
      const loaded = await this.read(tenantId, q, !location, {
        date: first,
        offset: range && first ? daysBetween(first, range[0]!) : -1,
        count: range ? daysBetween(range[0]!, range.at(-1)!) + 1 : missing ? 0 : q.days + 2,
      });
      if (loaded.location) {
        location = loaded.location;
        locations.set(q.establishmentId, tenantId, tokens.location, location, location.dayTurns, {
          entities: LOCATION_PART_READS,
        });
      }
      if (!location || !loaded.days) return NO_PLACE;
      const staffIds = new Set(location.people.map(([id]) => id));
      for (const part of loaded.days) {
        parts.set(part.date, part);
        days.set(dayKey(q.establishmentId, part.date), tenantId, tokens.days, part, Infinity, {
          entities: DAY_PART_READS,
          scope: { staffIds, from: part.starts, to: part.ends },
        });
      }
    }
    const from = first ?? location.today;
    return assemble(location, parts, wanted ?? datesFrom(addDays(from, -1), q.days + 2), q);
  }

  /** The parts missing, in one statement that enters the tenant (migration 0063). */
  private async read(
    tenantId: string,
    q: InputsQuery,
    withLocation: boolean,
    range: { date: string | null; offset: number; count: number },
  ): Promise<{ location: LocationPart | null; days: DayPart[] | null }> {
    const [row] = await queryRows<{ parts: { location: LocationRow | null; days: DayRow[] | null } }>(
      this.db,
      sql`SELECT availability_parts_in_tenant(${tenantId}::uuid, ${q.establishmentId}::uuid,
        ${q.now.toISOString()}::timestamptz, ${withLocation}, ${range.date}::date, ${range.offset}::int,
        ${range.count}::int) AS parts`,
    );
    const location = row?.parts.location ?? null;
    return {
      location: location && {
        ...location,
        services: new Map(location.services.map(({ id, ...service }) => [id, service])),
      },
      // None asked for is none read; null otherwise: the location is not in the tenant.
      days: range.count === 0 ? [] : (row?.parts.days?.map(toDayPart) ?? null),
    };
  }
}

/** Where a location-day's part is kept. */
export const dayKey = (establishmentId: string, date: string) => `${establishmentId} ${date}`;

/**
 * The inputs of `q`'s days, out of the location's part and the `dates`' parts (the day before
 * the first asked to the day after the last). A span overlapping several days is in each of
 * their parts: it is taken from the part of the day it starts in, or from the first part.
 */
function assemble(
  location: LocationPart,
  parts: Map<string, DayPart>,
  dates: string[],
  q: InputsQuery,
): AvailabilityInputs {
  const service = q.serviceId ? (location.services.get(q.serviceId) ?? null) : null;
  const length = service ? service.durationMinutes + service.bufferAfterMinutes : q.duration;
  const ordered = dates.map((date) => parts.get(date)!);
  const asked = new Set(dates.slice(1, -1));
  const overrides: AvailabilityInputs['overrides'] = [];
  const timeOff: AvailabilityInputs['timeOff'] = {};
  const busy: AvailabilityInputs['busy'] = {};
  for (const [i, part] of ordered.entries()) {
    if (asked.has(part.date)) {
      for (const [userId, isWorking, start, end] of part.overrides)
        overrides.push([userId, part.date, isWorking, start, end]);
    }
    for (const [userId, spans] of part.timeOff) {
      const list = (timeOff[userId] ??= []);
      for (const span of spans) if (i === 0 || span[0] >= part.starts) list.push(span);
    }
    for (const [staffId, spans] of part.busy) {
      const list = (busy[staffId] ??= []);
      for (const span of spans) if (i === 0 || span[0] >= part.starts) list.push(span);
    }
  }
  return {
    place: location.place,
    today: location.today,
    people: location.people,
    service,
    // The stretch availability_inputs reads: what the answer's remembered copy depends on.
    from: ordered[1]!.starts - SERVICE_BUFFER_MAX * MINUTE,
    to: ordered.at(-1)!.starts + length * MINUTE,
    hours: location.hours,
    overrides,
    timeOff,
    busy,
  };
}
