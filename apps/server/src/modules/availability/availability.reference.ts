/**
 * TEST SUPPORT ONLY (imported by availability.property.test.ts, never by the app): the
 * availability rule (spec core.md §3 "Availability", contracts api/availability.ts, the rule at the
 * top of availability.compute.ts) computed the slow, obvious way, to check the fast path against.
 *
 * It shares nothing with the module's code: it reads the base tables with its own plain SQL (no
 * views, no range filters), reads wall clocks with its own Intl.DateTimeFormat (the platform's tz
 * data, which dayjs's zone plugin also reads, without that plugin's daylight-saving quirks), and
 * walks every real minute of each local day:
 * - a local date D is every minute instant whose wall clock reads D (so a skipped midnight or a
 *   repeated hour needs no special case);
 * - a candidate start is such an instant whose wall minute is a multiple of the interval; a wall
 *   time read twice (clocks fall back) keeps its later pass, the one POST /api/appointments books
 *   for that label (lib/local-dates.ts localToInstant);
 * - [t, t + duration) fits when every minute in it reads D, lies in the day's business hours and
 *   in the person's working hours of D (the date's override replaces the weekly hours; a day off
 *   leaves none);
 * - the booking's busy segments ([t, t + duration + buffer after), minus its processing window)
 *   miss every time-off block and every active appointment's busy stretches ([start, end + its
 *   service's buffer after) minus its stored processing window), at any location;
 * - t ≥ now + minimum advance and D ≤ today + maximum advance.
 * Instants are epoch ms; every other length is minutes.
 */
import { sql } from 'drizzle-orm';
import type { Availability, AvailabilitySlot, BusinessHours } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';

const MINUTE = 60_000;
const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** What the reference answers: the availability query, already parsed, and who asks. */
export interface ReferenceQuestion {
  establishmentId: string;
  /** First local date; null means today at the location. */
  date: string | null;
  days: number;
  serviceId: string | null;
  /** Minutes, used when there is no service. */
  serviceDuration: number;
  staffIds: string[] | null;
  interval: number;
  now: Date;
  /** Set when the asker sees only their own column (an employee). */
  onlyUserId: string | null;
}

interface Wall {
  date: string;
  minute: number;
}

/** Reads wall clocks of one zone, one Intl call per instant (remembered). */
function wallReader(timeZone: string): (instant: number) => Wall {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const seen = new Map<number, Wall>();
  return (instant) => {
    let wall = seen.get(instant);
    if (!wall) {
      const p = Object.fromEntries(format.formatToParts(instant).map((x) => [x.type, x.value]));
      wall = { date: `${p.year}-${p.month}-${p.day}`, minute: Number(p.hour) * 60 + Number(p.minute) };
      seen.set(instant, wall);
    }
    return wall;
  };
}

function plusDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function label(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

function hhmmMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Every minute instant whose wall clock reads `date`, in real-time order. */
function minutesOf(date: string, wallAt: (instant: number) => Wall): number[] {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const out: number[] = [];
  // No zone is more than 14 hours from UTC; 18 hours either side is plenty.
  for (let x = midnightUtc - 18 * 60 * MINUTE; x < midnightUtc + 42 * 60 * MINUTE; x += MINUTE) {
    if (wallAt(x).date === date) out.push(x);
  }
  return out;
}

interface Person {
  id: string;
  first_name: string;
  last_name: string;
  bookable: boolean;
  sort_order: number;
}

interface Interval {
  start: number;
  end: number;
}

/**
 * The answer GET /api/appointments/availability/{establishmentId} should give `q`, from the
 * tables as they are in `tx` (a tenant transaction). Assumes a valid question (the location
 * exists, the service is an active one of it): errors are not modelled.
 */
export async function referenceAvailability(tx: Tx, q: ReferenceQuestion): Promise<Availability> {
  const E = q.establishmentId;
  const [place] = await queryRows<{ time_zone: string; business_hours: BusinessHours; settings: unknown }>(
    tx,
    sql`SELECT time_zone, business_hours, settings FROM establishments WHERE id = ${E}`,
  );
  if (!place) throw new Error('reference: no such establishment');
  const booking = (place.settings as { booking: { minAdvanceTime: number; maxAdvanceTime: number } }).booking;
  const wallAt = wallReader(place.time_zone);

  let duration = q.serviceDuration;
  let bufferAfter = 0;
  let processing: Interval | null = null;
  let performers: string[] = [];
  if (q.serviceId) {
    const [s] = await queryRows<{
      duration_minutes: number;
      buffer_after_minutes: number;
      processing_start_minutes: number | null;
      processing_duration_minutes: number | null;
    }>(tx, sql`SELECT * FROM services WHERE id = ${q.serviceId}`);
    if (!s) throw new Error('reference: no such service');
    duration = s.duration_minutes;
    bufferAfter = s.buffer_after_minutes;
    if (s.processing_start_minutes !== null && s.processing_duration_minutes !== null) {
      processing = {
        start: s.processing_start_minutes,
        end: s.processing_start_minutes + s.processing_duration_minutes,
      };
    }
    const rows = await queryRows<{ user_id: string }>(
      tx,
      sql`SELECT user_id FROM service_staff WHERE service_id = ${q.serviceId}`,
    );
    performers = rows.map((r) => r.user_id);
  }

  const people = await queryRows<Person>(
    tx,
    sql`SELECT u.id, u.first_name, u.last_name,
          coalesce(p.bookable, u.role <> 'frontdesk') AS bookable, coalesce(p.sort_order, 0) AS sort_order
        FROM user_establishments ue
          JOIN users u ON u.id = ue.user_id
          LEFT JOIN staff_profiles p ON p.user_id = u.id
        WHERE ue.establishment_id = ${E} AND u.is_active`,
  );
  const staff = people
    .filter((p) => p.bookable)
    .filter((p) => performers.length === 0 || performers.includes(p.id))
    .filter((p) => !q.staffIds || q.staffIds.length === 0 || q.staffIds.includes(p.id))
    .filter((p) => q.onlyUserId === null || p.id === q.onlyUserId)
    .sort(
      (a, b) =>
        a.sort_order - b.sort_order ||
        `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`, 'en') ||
        a.id.localeCompare(b.id),
    );
  if (staff.length === 0) return { availability: [], availabilityByStaff: {} };

  const weekly = await queryRows<{
    user_id: string;
    weekday: number;
    start_minute: number;
    end_minute: number;
  }>(
    tx,
    sql`SELECT user_id, weekday, start_minute, end_minute FROM staff_hours WHERE establishment_id = ${E}`,
  );
  const overrides = await queryRows<{
    user_id: string;
    date: string;
    is_working: boolean;
    start_minute: number | null;
    end_minute: number | null;
  }>(
    tx,
    sql`SELECT user_id, to_char(date, 'YYYY-MM-DD') AS date, is_working, start_minute, end_minute
        FROM staff_schedule_overrides WHERE establishment_id = ${E}`,
  );
  // Busy stretches at every location, as epoch ms; the database does the timestamp arithmetic.
  const busyRows = await queryRows<{ user_id: string; start_ms: string; end_ms: string }>(
    tx,
    sql`SELECT user_id, (extract(epoch FROM starts_at) * 1000)::bigint::text AS start_ms,
          (extract(epoch FROM ends_at) * 1000)::bigint::text AS end_ms
        FROM staff_time_off
        UNION ALL
        SELECT a.staff_id, (extract(epoch FROM a.starts_at) * 1000)::bigint::text,
          (extract(epoch FROM coalesce(a.processing_starts_at, a.ends_at + make_interval(mins => s.buffer_after_minutes))) * 1000)::bigint::text
        FROM appointments a JOIN services s ON s.id = a.service_id
        WHERE a.status NOT IN ('cancelled', 'no_show')
        UNION ALL
        SELECT a.staff_id, (extract(epoch FROM a.processing_ends_at) * 1000)::bigint::text,
          (extract(epoch FROM a.ends_at + make_interval(mins => s.buffer_after_minutes)) * 1000)::bigint::text
        FROM appointments a JOIN services s ON s.id = a.service_id
        WHERE a.status NOT IN ('cancelled', 'no_show') AND a.processing_starts_at IS NOT NULL`,
  );
  const busy = new Map<string, Interval[]>();
  for (const r of busyRows) {
    const list = busy.get(r.user_id) ?? [];
    list.push({ start: Number(r.start_ms), end: Number(r.end_ms) });
    busy.set(r.user_id, list);
  }

  const earliest = q.now.getTime() + booking.minAdvanceTime * MINUTE;
  const today = wallAt(Math.floor(q.now.getTime() / MINUTE) * MINUTE).date;
  const lastDate = plusDays(today, booking.maxAdvanceTime);
  const firstDate = q.date ?? today;

  const byStaff: Record<string, AvailabilitySlot[]> = {};
  for (const s of staff) byStaff[s.id] = [];
  const availability: AvailabilitySlot[] = [];

  for (let i = 0; i < q.days; i++) {
    const date = plusDays(firstDate, i);
    const instants = minutesOf(date, wallAt);
    const dayEnd = instants[instants.length - 1]! + MINUTE;
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    const hours = place.business_hours[WEEKDAY_NAMES[weekday]!];
    const open = (m: number) =>
      hours.isOpen && hhmmMinutes(hours.openTime) <= m && m < hhmmMinutes(hours.closeTime);

    // Candidates by wall minute; a wall minute read twice keeps the later instant.
    const byWall = new Map<number, number>();
    for (const x of instants) {
      if (wallAt(x).minute % q.interval === 0) byWall.set(wallAt(x).minute, x);
    }
    const candidates = [...byWall.values()].sort((a, b) => a - b);

    for (const t of candidates) {
      const free: string[] = [];
      for (const s of staff) {
        if (t < earliest || date > lastDate) continue;
        const override = overrides.find((o) => o.user_id === s.id && o.date === date);
        const works: Interval[] = override
          ? override.is_working
            ? [{ start: override.start_minute!, end: override.end_minute! }]
            : []
          : weekly
              .filter((h) => h.user_id === s.id && h.weekday === weekday)
              .map((h) => ({ start: h.start_minute, end: h.end_minute }));
        let fits = true;
        for (let x = t; x < t + duration * MINUTE && fits; x += MINUTE) {
          const w = wallAt(x);
          fits =
            w.date === date && open(w.minute) && works.some((h) => h.start <= w.minute && w.minute < h.end);
        }
        if (!fits) continue;
        const end = t + (duration + bufferAfter) * MINUTE;
        const segments = processing
          ? [
              { start: t, end: t + processing.start * MINUTE },
              { start: t + processing.end * MINUTE, end },
            ]
          : [{ start: t, end }];
        const clash = (busy.get(s.id) ?? []).some((b) =>
          segments.some((g) => g.start < g.end && b.start < b.end && g.start < b.end && b.start < g.end),
        );
        if (clash) continue;
        free.push(s.id);
      }
      if (free.length === 0) continue;
      const stop = t + duration * MINUTE;
      const slot = {
        date,
        startTime: label(wallAt(t).minute),
        // The end is inside the day or exactly its end (the next date's first instant).
        endTime: stop >= dayEnd ? '24:00' : label(wallAt(stop).minute),
        available: true as const,
      };
      for (const id of free) byStaff[id]!.push({ ...slot });
      availability.push({ ...slot, staffIds: free });
    }
  }
  return { availability, availabilityByStaff: byStaff };
}

/**
 * The local dates of `year` on which `timeZone`'s offset changes (daylight saving starts or
 * ends), for the property test to aim at.
 */
export function offsetChangeDates(timeZone: string, year: number): string[] {
  const wallAt = wallReader(timeZone);
  const out: string[] = [];
  for (let date = `${year}-01-01`; date.startsWith(String(year)); date = plusDays(date, 1)) {
    const midnightUtc = Date.parse(`${date}T00:00:00Z`);
    // A day's length in real minutes differs from 1440 exactly when the offset changes in it.
    const noonUtc = midnightUtc + 12 * 60 * MINUTE;
    const offsetAt = (x: number) => {
      const w = wallAt(x);
      return Date.parse(`${w.date}T${label(w.minute)}:00Z`) - x;
    };
    if (offsetAt(noonUtc - 24 * 60 * MINUTE) !== offsetAt(noonUtc + 24 * 60 * MINUTE)) {
      // The change lies within the two days around `date`; keep the local date it falls on.
      for (let x = noonUtc - 24 * 60 * MINUTE; x < noonUtc + 24 * 60 * MINUTE; x += 15 * MINUTE) {
        if (offsetAt(x) !== offsetAt(x + 15 * MINUTE)) {
          const d = wallAt(x).date;
          if (!out.includes(d)) out.push(d);
        }
      }
    }
  }
  return out;
}
