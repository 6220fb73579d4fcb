/**
 * Everything one availability answer reads, in one call of the module's read model (migration
 * 0048: the function availability_inputs over its views): the location and its today, its people,
 * the service asked about and its performers, then — for the local dates asked — weekly hours,
 * date overrides, time off and the appointments that hold a person's time. One round trip
 * instead of ten, planned once per connection: the answer's cost was the queries, their planning
 * and their row mapping, not the slot arithmetic. Rows come back as JSON arrays (instants as
 * epoch ms), which parse faster than row objects with Date fields.
 */
import { sql } from 'drizzle-orm';
import {
  SERVICE_BUFFER_MAX,
  type BusinessHours,
  type EstablishmentSettings,
  type RawRole,
} from '@daybook/contracts';
import { queryRows, type Db, type Tx } from '../../db/client.js';

/** The location as availability reads it. */
export interface AvailabilityPlace {
  timeZone: string;
  businessHours: BusinessHours;
  settings: EstablishmentSettings;
}

/** The service asked about, whether or not it is active or at this location. */
export interface AvailabilityService {
  establishmentId: string;
  isActive: boolean;
  durationMinutes: number;
  bufferAfterMinutes: number;
  processingStartMinutes: number | null;
  processingDurationMinutes: number | null;
  /** The people listed to perform it; none listed means anyone at the location. */
  performers: string[];
}

/** What availabilityIn computes from; null `place` when the location is not in the tenant. */
export interface AvailabilityInputs {
  place: AvailabilityPlace | null;
  /** The local date `now` at the location ('YYYY-MM-DD'); null without a place. */
  today: string | null;
  /** [id, firstName, lastName, role, bookable, sortOrder] */
  people: [string, string, string, RawRole, boolean, number][];
  service: AvailabilityService | null;
  /** Epoch ms: the stretch whose time off and appointments were read (absent without a place). */
  from?: number;
  to?: number;
  /** [userId, weekday 0 = Monday, startMinute, endMinute] */
  hours: [string, number, number, number][];
  /** [userId, 'YYYY-MM-DD', isWorking, startMinute, endMinute] */
  overrides: [string, string, boolean, number | null, number | null][];
  /** Per person: [startsAt, endsAt] in epoch ms */
  timeOff: Record<string, [number, number][]>;
  /** Per staff member: [startsAt, endsAt, processingStartsAt, processingEndsAt, bufferAfterMinutes], epoch ms */
  busy: Record<string, [number, number, number | null, number | null, number][]>;
}

/** The question: where, which service (or length), and which local days as seen at `now`. */
export interface InputsQuery {
  establishmentId: string;
  serviceId: string | null;
  /** Minutes, when no service is named. */
  duration: number;
  /** First local date ('YYYY-MM-DD', a real date), else today at the location. */
  date: string | null;
  days: number;
  now: Date;
}

/** The inputs when the location is not in the tenant. */
export const NO_PLACE: AvailabilityInputs = {
  place: null,
  today: null,
  people: [],
  service: null,
  hours: [],
  overrides: [],
  timeOff: {},
  busy: {},
};

/**
 * The inputs of an answer at `q.establishmentId` for its `q.days` local dates from `q.date`
 * (else its today at `q.now`). Busy ranges cover what can touch a slot of those days: from a buffer that
 * started before the first day (SERVICE_BUFFER_MAX minutes) to the end of a booking of the asked
 * length (`serviceId`'s, else `duration` minutes, plus its buffer) starting at the last minute;
 * time off and appointments are those of everyone at the location (a superset of the bookable).
 * Inside the caller's tenant transaction.
 */
export async function availabilityInputs(tx: Tx, q: InputsQuery): Promise<AvailabilityInputs> {
  const [row] = await queryRows<{ inputs: AvailabilityInputs | null }>(
    tx,
    sql`SELECT availability_inputs(${q.establishmentId}::uuid, ${q.serviceId}::uuid, ${q.duration}::int,
      ${q.date}::date, ${q.days}::int, ${q.now.toISOString()}::timestamptz, ${SERVICE_BUFFER_MAX}::int) AS inputs`,
  );
  return row?.inputs ?? NO_PLACE;
}

/**
 * As availabilityInputs, as one statement of its own that enters `tenantId` itself (migration
 * 0051): one round trip where a tenant transaction takes four. Never inside a transaction.
 */
export async function availabilityInputsInTenant(
  db: Db,
  tenantId: string,
  q: InputsQuery,
): Promise<AvailabilityInputs> {
  const [row] = await queryRows<{ inputs: AvailabilityInputs | null }>(
    db,
    sql`SELECT availability_inputs_in_tenant(${tenantId}::uuid, ${q.establishmentId}::uuid, ${q.serviceId}::uuid,
      ${q.duration}::int, ${q.date}::date, ${q.days}::int, ${q.now.toISOString()}::timestamptz,
      ${SERVICE_BUFFER_MAX}::int) AS inputs`,
  );
  return row?.inputs ?? NO_PLACE;
}
