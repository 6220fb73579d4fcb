/**
 * The appointments module's demo step (issue #30), the demo booking history (full seed only): for every location, twelve months back and four
 * weeks ahead of an anchor day, each bookable person's working hours filled with appointments
 * at a realistic occupancy (busier on Saturdays and in December, thinning out weeks ahead),
 * with the statuses a real book has: the past mostly completed with some no-shows and
 * cancellations, today by time of day, the future booked or confirmed. The bookings are for the
 * tenant's demo clients (made.clients, appointments.demo-client-picker: regulars often, others seldom, mostly at their home
 * location), a few for walk-ins known by name only. Where a location takes online bookings, about
 * a third of its clients' bookings were made online (no staff author); cancellations and
 * no-shows mostly carry a reason (issue #31 "cancellations and no-shows by reason, online share").
 *
 * Anchor: the UTC date of `now` when the seed runs, so the demo always has a past and a future
 * whatever day it is loaded. Determinism: every random choice comes from PRNGs seeded with
 * constants (per location, and a fixed faker seed for walk-in names) and walks the days in
 * order from the anchor, so the same anchor day gives the same appointments; only statuses of
 * the anchor day itself depend on the time of day of `now`. Ids are random. Online bookings and
 * reasons draw from a PRNG of their own, so the rest of the history is as it was without them.
 *
 * Bookings lie inside the person's weekly hours (and date overrides), outside their time off,
 * and never overlap one another; they are written in multi-row INSERTs with one status history
 * row each (its current status). The seed's onHistory hears their figures (demoHistoryStats).
 */
import crypto from 'node:crypto';
import { Faker, en } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { AppointmentStatus, AppointmentStatusReason } from '@daybook/contracts';
import {
  DEMO_FUTURE_DAYS,
  DEMO_HISTORY_DAYS,
  type DemoContext,
  type DemoHistoryStats,
  type DemoHook,
} from '../../core/demo.js';
import { performersOf, servicesAt, type ServiceRow } from '../services/index.js';
import { hoursOf, localInstant, overridesOf, staffProfilesOf, timeOffOf } from '../staff/index.js';
import { demoClientPicker } from './appointments.demo-client-picker.js';
import type { appointmentStatusChanges, appointments } from './appointments.schema.js';
/** The fixed seed of the walk-in name generator. */
const WALK_IN_SEED = 20_261_121;
const WALK_IN_POOL = 300;
const BATCH = 1000;
/** Idle stretches between bookings, in minutes. */
const GAPS = [15, 15, 30, 30, 45, 60];
const MEAN_GAP = GAPS.reduce((a, b) => a + b, 0) / GAPS.length;
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Share of a client's bookings made online where the location takes online bookings. */
const ONLINE_SHARE = 0.35;

/** A seeded source of numbers in [0, 1): the same history for the same seed. */
export function seededRandom(seed: number): () => number {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return () => faker.number.float();
}

function hashOf(text: string): number {
  return crypto.createHash('sha256').update(text).digest().readUInt32BE(0);
}

function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

interface Svc {
  id: string;
  name: string;
  duration: number;
  buffer: number;
  priceCents: number;
  isActive: boolean;
  /** Relative frequency: short, everyday services are booked more often. */
  weight: number;
}

interface Person {
  id: string;
  email: string;
  /** Weekly intervals by weekday (0 = Monday), minutes after local midnight. */
  week: [number, number][][];
  overrides: Map<string, [number, number] | null>;
  timeOff: [number, number][];
  services: Svc[];
  /** Mean minutes a booking holds the person (service and clean-up), by service weight. */
  meanHold: number;
}

/** Writes the tenant's booking history (full seed only) and tells the seed its figures. */
export const appointmentsDemo: DemoHook = async (ctx) => {
  if (!ctx.history) return;
  const stats = await insertHistory(ctx);
  ctx.onHistory?.(stats);
};

/**
 * Inserts the booking history of the tenant in scope (full seed; inside its transaction, after
 * the services, teams, schedules and clients exist, reading the clients' visit plans from
 * made.clients) and answers what it wrote.
 */
async function insertHistory({ tx, tenantId, plan, now, made }: DemoContext): Promise<DemoHistoryStats> {
  const tenantName = plan.name;
  const places = [...made.places].sort((a, b) => a.name.localeCompare(b.name));
  const placeIds = places.map((p) => p.id);
  if (placeIds.length === 0) return { appointments: 0, byStatus: {}, pastOccupancy: 0 };

  const everyone = [...made.accounts, ...made.team];
  const userIds = everyone.map((p) => p.id);
  // One query at a time: a transaction's connection runs its queries in turn anyway.
  const hours = await hoursOf(tx, placeIds, userIds);
  const profiles = await staffProfilesOf(tx, everyone);
  const catalogue: ServiceRow[] = [];
  for (const id of placeIds) catalogue.push(...(await servicesAt(tx, id, true)));
  const performers = await performersOf(
    tx,
    catalogue.map((s) => s.id),
  );
  const overrides = await overridesOf(tx, placeIds, userIds);
  const timeOff = await timeOffOf(tx, userIds);
  const assigned = everyone.flatMap((p) =>
    p.establishments.map((index) => ({
      userId: p.id,
      establishmentId: made.places[index]!.id,
      email: p.email,
      role: p.role,
    })),
  );
  const bookableIds = new Set(everyone.filter((p) => profiles.get(p.id)?.bookable).map((p) => p.id));

  const faker = new Faker({ locale: [en] });
  faker.seed(WALK_IN_SEED + (hashOf(tenantName) % 1000));
  const walkIns = Array.from({ length: WALK_IN_POOL }, () => faker.person.fullName());
  const picker = demoClientPicker(made.clients);

  const anchor = now.toISOString().slice(0, 10);
  const nowMs = now.getTime();
  const rows: (typeof appointments.$inferInsert)[] = [];
  const changes: (typeof appointmentStatusChanges.$inferInsert)[] = [];
  const byStatus: Partial<Record<AppointmentStatus, number>> = {};
  let workedPast = 0;
  let bookedPast = 0;

  for (const place of places) {
    const rand = seededRandom(hashOf(`${tenantName}/${place.name}`));
    const side = seededRandom(hashOf(`${tenantName}/${place.name}/online and reasons`));
    const takesOnline =
      plan.establishments[made.places.indexOf(place)]?.settings?.booking.allowOnlineBooking ?? false;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
    const here = assigned.filter((a) => a.establishmentId === place.id);
    // Who books at the desk: the front desk, else a manager, else the owner.
    const desk =
      here.find((a) => a.role === 'frontdesk') ??
      here.find((a) => a.role === 'manager') ??
      here.find((a) => a.role === 'owner');
    const menu: Svc[] = catalogue
      .filter((s) => s.establishmentId === place.id)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((s) => ({
        id: s.id,
        name: s.name,
        duration: s.durationMinutes,
        buffer: s.bufferAfterMinutes,
        priceCents: s.priceCents,
        isActive: s.isActive,
        weight: Math.max(0.5, 90 / s.durationMinutes),
      }));
    const people: Person[] = here
      .filter((a) => bookableIds.has(a.userId))
      .sort((a, b) => a.email.localeCompare(b.email))
      .map((a): Person => {
        const week: [number, number][][] = Array.from({ length: 7 }, () => []);
        for (const h of hours) {
          if (h.userId === a.userId && h.establishmentId === place.id) {
            week[h.weekday]!.push([h.startMinute, h.endMinute]);
          }
        }
        for (const day of week) day.sort((x, y) => x[0] - y[0]);
        const own = new Map<string, [number, number] | null>();
        for (const o of overrides) {
          if (o.userId !== a.userId || o.establishmentId !== place.id) continue;
          own.set(o.date, o.isWorking ? [o.startMinute!, o.endMinute!] : null);
        }
        return {
          id: a.userId,
          email: a.email,
          week,
          overrides: own,
          timeOff: timeOff
            .filter((t) => t.userId === a.userId)
            .map((t): [number, number] => [t.startsAt.getTime(), t.endsAt.getTime()]),
          services: menu.filter((s) => {
            const who = performers.get(s.id);
            return who ? who.includes(a.userId) : true;
          }),
          meanHold: 0,
        };
      })
      .filter((p) => p.services.length > 0 && (p.week.some((d) => d.length > 0) || p.overrides.size > 0));
    for (const p of people) {
      const total = p.services.reduce((sum, s) => sum + s.weight, 0);
      p.meanHold = p.services.reduce((sum, s) => sum + (s.weight / total) * (s.duration + s.buffer), 0);
    }

    const today = dateIn(place.timeZone, now);
    for (let offset = -DEMO_HISTORY_DAYS; offset <= DEMO_FUTURE_DAYS; offset++) {
      const date = plusDays(anchor, offset);
      const midnightUtc = Date.parse(`${date}T00:00:00Z`);
      // Business hours never start before 03:00, so the day's offset at noon holds for all of them.
      const shift = localInstant(date, 720, place.timeZone).getTime() - (midnightUtc + 720 * MINUTE);
      const at = (minute: number) => midnightUtc + minute * MINUTE + shift;
      const weekday = (new Date(midnightUtc).getUTCDay() + 6) % 7;
      const month = Number(date.slice(5, 7));
      const ahead = Math.max(0, offset);
      // Seasonal and weekly rhythm, and a book that fills up as the day approaches.
      // (The chair is held for clean-up too, so about 0.8 here books about two thirds of the hours.)
      let busy = 0.8 + (weekday === 5 ? 0.08 : weekday === 1 ? -0.06 : 0);
      busy += month === 12 ? 0.06 : month === 1 || month === 2 ? -0.07 : 0;
      busy *= 1 - 0.55 * Math.min(1, ahead / DEMO_FUTURE_DAYS);

      for (const person of people) {
        const override = person.overrides.get(date);
        const intervals = override === undefined ? person.week[weekday]! : override ? [override] : [];
        const past = date < today;
        for (const [from, to] of intervals) {
          if (past) workedPast += to - from;
          // A person's own good and bad days.
          const occupancy = Math.min(0.95, Math.max(0.2, busy + (rand() - 0.5) * 0.2));
          // The chance of a gap before the next booking that leaves `occupancy` of the time booked.
          const gapChance =
            (person.meanHold * (1 - occupancy)) / (person.meanHold * (1 - occupancy) + MEAN_GAP * occupancy);
          let cursor = from;
          while (cursor < to) {
            if (rand() < gapChance) {
              cursor += pick(GAPS);
              continue;
            }
            const fitting = person.services.filter(
              (s) => cursor + s.duration <= to && (s.isActive || offset < -150),
            );
            if (fitting.length === 0) break;
            const service = weighted(fitting, rand);
            const startsAt = at(cursor);
            const endsAt = at(cursor + service.duration);
            const blocked = person.timeOff.find(([s, e]) => s < endsAt && startsAt < e);
            if (blocked) {
              cursor = Math.ceil((cursor + (blocked[1] - startsAt) / MINUTE) / 15) * 15;
              continue;
            }
            const status = statusOf(startsAt, endsAt, nowMs, date === today, ahead, rand);
            if (past) bookedPast += service.duration;
            const bookedBy = rand() < 0.75 && desk ? desk.userId : person.id;
            const leadDays = 1 + Math.floor(rand() * rand() * 45);
            const createdAt = Math.min(
              startsAt - leadDays * DAY - Math.floor(rand() * 600) * MINUTE,
              nowMs - MINUTE,
            );
            const changedAt = changedAtOf(status, startsAt, endsAt, createdAt, nowMs, rand);
            const client = picker.pick({ establishmentId: place.id, staffId: person.id, day: offset }, rand);
            const online = takesOnline && client !== null && side() < ONLINE_SHARE;
            const id = crypto.randomUUID();
            rows.push({
              id,
              tenantId,
              establishmentId: place.id,
              staffId: person.id,
              serviceId: service.id,
              clientId: client?.client.id ?? null,
              clientName: client?.client.name ?? pick(walkIns),
              serviceName: service.name,
              startsAt: new Date(startsAt),
              endsAt: new Date(endsAt),
              status,
              statusReason: reasonOf(status, side),
              notes: rand() < 0.04 ? pick(NOTES) : null,
              priceCents: service.priceCents,
              isRequest: (client?.requested ?? false) || rand() < 0.2,
              isPrebook: rand() < 0.15,
              createdBy: online ? null : bookedBy,
              createdAt: new Date(createdAt),
              updatedAt: new Date(changedAt),
            });
            changes.push({
              tenantId,
              appointmentId: id,
              fromStatus: null,
              toStatus: status,
              // An online booking still booked was last touched by its client.
              changedBy:
                status === 'completed' || status === 'in_service'
                  ? person.id
                  : online && status === 'booked'
                    ? null
                    : (desk?.userId ?? person.id),
              changedAt: new Date(changedAt),
            });
            byStatus[status] = (byStatus[status] ?? 0) + 1;
            // Clean-up time, then the next client (on a five-minute mark).
            cursor = Math.ceil((cursor + service.duration + service.buffer) / 5) * 5;
          }
        }
      }
    }
  }

  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    // Each appointment keeps its service's processing window, as booking through the API does
    // (read in the view services publishes).
    await tx.execute(sql`
      INSERT INTO appointments (id, tenant_id, establishment_id, staff_id, service_id, client_id, client_name,
        service_name, starts_at, ends_at, status, status_reason, notes, price_cents, is_request, is_prebook, created_by,
        created_at, updated_at, processing_starts_at, processing_ends_at)
      SELECT r.id, r."tenantId", r."establishmentId", r."staffId", r."serviceId", r."clientId", r."clientName",
        r."serviceName", r."startsAt", r."endsAt", r.status, r."statusReason", r.notes, r."priceCents", r."isRequest",
        r."isPrebook", r."createdBy", r."createdAt", r."updatedAt",
        r."startsAt" + make_interval(mins => s.processing_start_minutes),
        r."startsAt" + make_interval(mins => s.processing_start_minutes + s.processing_duration_minutes)
      FROM json_to_recordset(${json}::json) AS r(id uuid, "tenantId" uuid, "establishmentId" uuid,
        "staffId" uuid, "serviceId" uuid, "clientId" uuid, "clientName" text, "serviceName" text,
        "startsAt" timestamptz, "endsAt" timestamptz, status text, "statusReason" text, notes text, "priceCents" bigint,
        "isRequest" boolean, "isPrebook" boolean, "createdBy" uuid, "createdAt" timestamptz,
        "updatedAt" timestamptz)
      JOIN published.services s ON s.id = r."serviceId"`);
  }
  for (let i = 0; i < changes.length; i += BATCH) {
    const json = JSON.stringify(changes.slice(i, i + BATCH));
    await tx.execute(sql`
      INSERT INTO appointment_status_changes (tenant_id, appointment_id, from_status, to_status, changed_by, changed_at)
      SELECT "tenantId", "appointmentId", "fromStatus", "toStatus", "changedBy", "changedAt"
      FROM json_to_recordset(${json}::json) AS r("tenantId" uuid, "appointmentId" uuid, "fromStatus" text,
        "toStatus" text, "changedBy" uuid, "changedAt" timestamptz)`);
  }
  return { appointments: rows.length, byStatus, pastOccupancy: workedPast ? bookedPast / workedPast : 0 };
}

const NOTES = [
  'Prefers a quiet appointment.',
  'Sensitive scalp: mild products only.',
  'Running 10 minutes late, called ahead.',
  'Allergic to latex.',
  'Gift card holder.',
  'Wants to try something new this time.',
];

/**
 * Why a demo appointment was cancelled or a no-show, by how often salons hear each; null for any
 * other status and for the share left without a reason.
 */
const REASON_ODDS: Partial<Record<AppointmentStatus, readonly [AppointmentStatusReason | null, number][]>> = {
  cancelled: [
    ['client_cancelled', 0.36],
    ['scheduling_conflict', 0.24],
    ['illness', 0.18],
    ['salon_cancelled', 0.07],
    ['weather', 0.05],
    ['other', 0.04],
    [null, 0.06],
  ],
  no_show: [
    ['forgot', 0.45],
    ['illness', 0.12],
    ['scheduling_conflict', 0.1],
    ['weather', 0.05],
    ['other', 0.05],
    [null, 0.23],
  ],
};

function reasonOf(status: AppointmentStatus, rand: () => number): AppointmentStatusReason | null {
  const odds = REASON_ODDS[status];
  if (!odds) return null;
  let r = rand();
  for (const [reason, chance] of odds) {
    r -= chance;
    if (r < 0) return reason;
  }
  return null;
}

function weighted(list: Svc[], rand: () => number): Svc {
  const total = list.reduce((sum, s) => sum + s.weight, 0);
  let r = rand() * total;
  for (const s of list) {
    r -= s.weight;
    if (r <= 0) return s;
  }
  return list[list.length - 1]!;
}

/** Today's local date in `timeZone`. */
function dateIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Past: mostly completed, ~5% no-shows, ~8% cancelled. Today: by time of day. Future: booked
 * or confirmed (more confirmed close to the day), ~5% cancelled.
 */
function statusOf(
  startsAt: number,
  endsAt: number,
  now: number,
  isToday: boolean,
  ahead: number,
  rand: () => number,
): AppointmentStatus {
  const r = rand();
  if (endsAt <= now) return r < 0.08 ? 'cancelled' : r < 0.13 ? 'no_show' : 'completed';
  if (startsAt <= now) return r < 0.85 ? 'in_service' : 'checked_in';
  if (isToday) {
    if (startsAt - now <= 20 * MINUTE) return r < 0.6 ? 'checked_in' : 'confirmed';
    return r < 0.03 ? 'cancelled' : r < 0.65 ? 'confirmed' : 'booked';
  }
  if (r < 0.05) return 'cancelled';
  return rand() < (ahead <= 2 ? 0.7 : 0.25) ? 'confirmed' : 'booked';
}

/** When the current status was set: never after `now`. */
function changedAtOf(
  status: AppointmentStatus,
  startsAt: number,
  endsAt: number,
  createdAt: number,
  now: number,
  rand: () => number,
): number {
  let t: number;
  switch (status) {
    case 'completed':
      t = endsAt;
      break;
    case 'no_show':
      t = startsAt + 15 * MINUTE;
      break;
    case 'in_service':
      t = startsAt;
      break;
    case 'checked_in':
      t = startsAt - Math.floor(5 + rand() * 10) * MINUTE;
      break;
    case 'cancelled':
      t = startsAt - Math.floor(1 + rand() * 72) * 60 * MINUTE;
      break;
    case 'confirmed':
      t = startsAt - Math.floor(12 + rand() * 36) * 60 * MINUTE;
      break;
    default:
      t = createdAt;
  }
  return Math.min(Math.max(t, createdAt), now);
}
