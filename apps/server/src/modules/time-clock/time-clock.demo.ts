/**
 * The time-clock module's demo step (full seed only; issue #14, #30): a year of shifts for every person who punches a
 * clock, consistent with their schedules and bookings. Each worked day (weekly hours, a date
 * override replacing them, no time off; people without hours work the location's business
 * hours) starts about 10 minutes before the first scheduled interval or appointment and ends
 * after the scheduled end or the last appointment; a day over six hours has a 30-minute lunch
 * break in the first free half hour from 12:00. One shift three days ago was left open and is
 * closed at closing time, flagged for review. Today: people are checked in, one is on a break,
 * one is not in yet. Shifts and breaks are one INSERT … SELECT each, punches one more. The
 * locations, schedules, bookings and time off are read in the views establishments, staff and
 * appointments publish, never their tables; people come in location-name order, not by id.
 */
import { sql } from 'drizzle-orm';
import type { DemoHook } from '../../core/demo.js';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/client.js';

/** Days of history before today. */
const HISTORY_DAYS = 365;

/** The worked days of the past year as a query: (user, establishment, local day, in, out, break start). */
function plannedDays(tenantId: string, now: Date) {
  return sql`
    WITH places AS (
      SELECT e.id, e.time_zone AS zone, e.business_hours AS hours,
        (${now.toISOString()}::timestamptz AT TIME ZONE e.time_zone)::date AS today
      FROM published.establishments e WHERE e.tenant_id = ${tenantId}
    ),
    people AS (
      SELECT DISTINCT t.user_id, t.establishment_id FROM time_clock_team t WHERE t.tenant_id = ${tenantId}
    ),
    -- Days off and jitter hash each person's email, not their random id: the same history every seed.
    names AS (
      SELECT u.id AS user_id, u.email FROM published.users u WHERE u.id IN (SELECT user_id FROM people)
    ),
    weekly AS (
      SELECT h.user_id, h.establishment_id, h.weekday, min(h.start_minute) AS s, max(h.end_minute) AS e
      FROM published.staff_hours h JOIN people p USING (user_id, establishment_id)
      GROUP BY 1, 2, 3
      UNION ALL
      -- People without weekly hours (front desk) work the location's opening hours.
      SELECT p.user_id, p.establishment_id, w.i,
        split_part(pl.hours -> w.name ->> 'openTime', ':', 1)::int * 60 + split_part(pl.hours -> w.name ->> 'openTime', ':', 2)::int,
        split_part(pl.hours -> w.name ->> 'closeTime', ':', 1)::int * 60 + split_part(pl.hours -> w.name ->> 'closeTime', ':', 2)::int
      FROM people p
      JOIN places pl ON pl.id = p.establishment_id
      CROSS JOIN (VALUES (0, 'monday'), (1, 'tuesday'), (2, 'wednesday'), (3, 'thursday'), (4, 'friday'),
        (5, 'saturday'), (6, 'sunday')) AS w(i, name)
      WHERE (pl.hours -> w.name ->> 'isOpen')::boolean
        AND NOT EXISTS (SELECT 1 FROM published.staff_hours h WHERE h.user_id = p.user_id AND h.establishment_id = p.establishment_id)
    ),
    days AS (
      SELECT w.user_id, w.establishment_id, pl.zone, d::date AS day,
        coalesce(o.start_minute, w.s) AS s, coalesce(o.end_minute, w.e) AS e, o.is_working
      FROM places pl
      CROSS JOIN generate_series((pl.today - ${HISTORY_DAYS}::int)::timestamp, (pl.today - 1)::timestamp, interval '1 day') AS d
      JOIN weekly w ON w.establishment_id = pl.id AND w.weekday = extract(isodow FROM d)::int - 1
      LEFT JOIN published.staff_schedule_overrides o
        ON o.user_id = w.user_id AND o.establishment_id = w.establishment_id AND o.date = d::date
      JOIN names n ON n.user_id = w.user_id
      -- About one day in thirty off sick or swapped.
      WHERE abs(hashtext(n.email || d::date::text)) % 30 <> 0
    ),
    bounds AS (
      SELECT d.*, (d.day::timestamp AT TIME ZONE d.zone) AS day_start,
        ((d.day + 1)::timestamp AT TIME ZONE d.zone) AS day_end,
        abs(hashtext(n.email || d.day::text || 'in')) % 6 AS jitter_in,
        abs(hashtext(n.email || d.day::text || 'out')) % 16 AS jitter_out
      FROM days d JOIN names n ON n.user_id = d.user_id
      WHERE d.is_working IS DISTINCT FROM false AND d.s IS NOT NULL AND d.e > d.s
    ),
    -- The year's active appointments per person and local day, read once (hash joins, no per-day lookups).
    appts AS MATERIALIZED (
      SELECT x.staff_id AS user_id, x.establishment_id, (x.starts_at AT TIME ZONE pl.zone)::date AS day,
        x.starts_at, x.ends_at
      FROM published.appointments x JOIN places pl ON pl.id = x.establishment_id
      WHERE x.tenant_id = ${tenantId} AND x.status NOT IN ('cancelled', 'no_show')
        AND x.starts_at >= ${now.toISOString()}::timestamptz - interval '${sql.raw(String(HISTORY_DAYS + 2))} days'
        AND x.starts_at < ${now.toISOString()}::timestamptz
    ),
    day_appts AS (
      SELECT user_id, establishment_id, day, min(starts_at) AS first_start, max(ends_at) AS last_end
      FROM appts GROUP BY 1, 2, 3
    ),
    worked AS MATERIALIZED (
      SELECT b.user_id, b.establishment_id, b.zone, b.day,
        least(
          b.day_start + make_interval(mins => b.s - 10 - b.jitter_in),
          coalesce(a.first_start - interval '10 minutes', 'infinity')
        ) AS clock_in_at,
        greatest(
          b.day_start + make_interval(mins => b.e + b.jitter_out),
          coalesce(a.last_end + interval '5 minutes', '-infinity')
        ) AS clock_out_at
      FROM bounds b
      LEFT JOIN day_appts a ON a.user_id = b.user_id AND a.establishment_id = b.establishment_id AND a.day = b.day
      WHERE NOT EXISTS (
        SELECT 1 FROM published.staff_time_off t
        WHERE t.user_id = b.user_id AND t.starts_at < b.day_end AND t.ends_at > b.day_start
      )
    ),
    -- Lunch on a day over six hours: half-hour candidates from 12:00, inside the shift.
    candidates AS MATERIALIZED (
      SELECT w.user_id, w.establishment_id, w.day, c.t, (w.day + c.t)::timestamp AT TIME ZONE w.zone AS starts_at
      FROM worked w
      CROSS JOIN (VALUES (time '12:00'), (time '12:30'), (time '13:00'), (time '13:30'), (time '14:00'), (time '14:30')) AS c(t)
      WHERE w.clock_out_at - w.clock_in_at > interval '6 hours'
        AND ((w.day + c.t)::timestamp AT TIME ZONE w.zone) > w.clock_in_at + interval '2 hours'
        AND ((w.day + c.t)::timestamp AT TIME ZONE w.zone) + interval '30 minutes' < w.clock_out_at - interval '1 hour'
    ),
    busy AS (
      SELECT DISTINCT c.user_id, c.day, c.t
      FROM candidates c
      JOIN appts a ON a.user_id = c.user_id AND a.establishment_id = c.establishment_id AND a.day = c.day
      WHERE a.starts_at < c.starts_at + interval '30 minutes' AND a.ends_at > c.starts_at
    ),
    lunch AS (
      SELECT DISTINCT ON (c.user_id, c.day) c.user_id, c.day, c.starts_at
      FROM candidates c
      LEFT JOIN busy b ON b.user_id = c.user_id AND b.day = c.day AND b.t = c.t
      WHERE b.user_id IS NULL
      ORDER BY c.user_id, c.day, c.t
    )
    SELECT w.*, l.starts_at AS break_at
    FROM worked w
    LEFT JOIN lunch l ON l.user_id = w.user_id AND l.day = w.day`;
}

interface TodayPerson {
  userId: string;
  establishmentId: string;
  startMinute: number;
  dayStart: Date;
}

/** Who works today at each location, with the start of their schedule (minutes after local midnight). */
function todaysPeople(tx: Tx, tenantId: string, now: Date): Promise<TodayPerson[]> {
  const at = now.toISOString();
  // Weekly hours of today's weekday; people without weekly hours work from the location's opening.
  return queryRows<TodayPerson>(
    tx,
    sql`WITH places AS (
          SELECT e.id, e.name, e.time_zone AS zone, e.business_hours -> (ARRAY['monday','tuesday','wednesday','thursday',
              'friday','saturday','sunday'])[extract(isodow FROM (${at}::timestamptz AT TIME ZONE e.time_zone))::int] AS day,
            extract(isodow FROM (${at}::timestamptz AT TIME ZONE e.time_zone))::int - 1 AS weekday,
            ((${at}::timestamptz AT TIME ZONE e.time_zone)::date::timestamp AT TIME ZONE e.time_zone) AS day_start
          FROM published.establishments e WHERE e.tenant_id = ${tenantId}
        )
        SELECT t.user_id AS "userId", t.establishment_id AS "establishmentId", p.day_start AS "dayStart",
          coalesce(
            (SELECT min(h.start_minute) FROM published.staff_hours h
              WHERE h.user_id = t.user_id AND h.establishment_id = t.establishment_id AND h.weekday = p.weekday),
            split_part(p.day ->> 'openTime', ':', 1)::int * 60 + split_part(p.day ->> 'openTime', ':', 2)::int
          ) AS "startMinute"
        FROM time_clock_team t JOIN places p ON p.id = t.establishment_id
        WHERE t.tenant_id = ${tenantId}
          AND (
            EXISTS (SELECT 1 FROM published.staff_hours h
              WHERE h.user_id = t.user_id AND h.establishment_id = t.establishment_id AND h.weekday = p.weekday)
            OR (
              (p.day ->> 'isOpen')::boolean
              AND NOT EXISTS (SELECT 1 FROM published.staff_hours h WHERE h.user_id = t.user_id AND h.establishment_id = t.establishment_id)
            )
          )
        ORDER BY p.name, "startMinute", t.last_name, t.first_name`,
  );
}

/** Loads the tenant's year of shifts, breaks and punches, back from the seed's clock. */
export const timeClockDemo: DemoHook = async ({ tx, tenantId, now, history, made }) => {
  if (!history || made.places.length === 0) return;
  // Before the statistics of the bulk load exist the planner guesses; equality joins over a year
  // of rows must hash, not loop.
  await tx.execute(sql`SET LOCAL enable_nestloop = off`);
  // One statement: the plan, its shifts, and the breaks of the shifts just inserted.
  await tx.execute(sql`
    WITH plan AS (${plannedDays(tenantId, now)}),
    shifts AS (
      INSERT INTO time_clock_shifts (tenant_id, establishment_id, user_id, clock_in_at, clock_out_at, created_at, updated_at)
      SELECT ${tenantId}, establishment_id, user_id, clock_in_at, clock_out_at, clock_in_at, clock_out_at FROM plan
      RETURNING id, user_id, clock_in_at
    )
    INSERT INTO time_clock_breaks (tenant_id, shift_id, started_at, ended_at)
    SELECT ${tenantId}, s.id, p.break_at, p.break_at + interval '30 minutes'
    FROM plan p JOIN shifts s ON s.user_id = p.user_id AND s.clock_in_at = p.clock_in_at
    WHERE p.break_at IS NOT NULL`);
  await tx.execute(sql`SET LOCAL enable_nestloop = on`);
  await flagOneForgottenShift(tx, tenantId, now);
  await openTodaysShifts(tx, tenantId, now);
  await insertPunches(tx, tenantId);
};

/**
 * The latest shift of three days ago whose person forgot to check out: closed at the
 * location's closing time of that day by the system, for a manager to review.
 */
async function flagOneForgottenShift(tx: Tx, tenantId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE time_clock_shifts s SET
      clock_out_at = greatest(s.clock_in_at, c.closing), auto_closed = true, needs_review = true
    FROM (
      SELECT s2.id,
        ((s2.clock_in_at AT TIME ZONE e.time_zone)::date
          + (e.business_hours -> (ARRAY['monday','tuesday','wednesday','thursday','friday','saturday','sunday'])[
              extract(isodow FROM (s2.clock_in_at AT TIME ZONE e.time_zone))::int] ->> 'closeTime')::time
        )::timestamp AT TIME ZONE e.time_zone AS closing
      FROM time_clock_shifts s2 JOIN published.establishments e ON e.id = s2.establishment_id
      WHERE s2.tenant_id = ${tenantId}
        AND s2.clock_in_at < ${now.toISOString()}::timestamptz - interval '2 days'
        AND s2.clock_in_at >= ${now.toISOString()}::timestamptz - interval '4 days'
      ORDER BY s2.clock_in_at DESC
      LIMIT 1
    ) c
    WHERE s.id = c.id`);
}

/**
 * Today: at each location every scheduled person but the last is checked in (at ten to their
 * start, or within the last few hours when the demo is started late), the first of them is on a
 * break since a quarter of an hour ago, and the last is not in yet.
 */
async function openTodaysShifts(tx: Tx, tenantId: string, now: Date): Promise<void> {
  const people = await todaysPeople(tx, tenantId, now);
  const byPlace = new Map<string, TodayPerson[]>();
  for (const p of people) byPlace.set(p.establishmentId, [...(byPlace.get(p.establishmentId) ?? []), p]);
  const shifts: { userId: string; establishmentId: string; clockInAt: string; onBreak: boolean }[] = [];
  const latest = now.getTime() - 20 * 60_000;
  // One open shift per person: someone scheduled at two locations is in at the first.
  const taken = new Set<string>();
  for (const list of byPlace.values()) {
    list.slice(0, -1).forEach((p, i) => {
      if (taken.has(p.userId)) return;
      taken.add(p.userId);
      const dayStart = new Date(p.dayStart).getTime();
      const scheduled = dayStart + (p.startMinute - 10) * 60_000;
      // Never before today's midnight, never later than 20 minutes ago, within the last four hours.
      const clockIn = Math.max(dayStart, Math.min(scheduled, latest), now.getTime() - 4 * 3_600_000);
      if (clockIn > latest) return;
      shifts.push({ ...p, clockInAt: new Date(clockIn).toISOString(), onBreak: i === 0 });
    });
  }
  if (shifts.length === 0) return;
  const json = JSON.stringify(shifts);
  await tx.execute(sql`
    INSERT INTO time_clock_shifts (tenant_id, establishment_id, user_id, clock_in_at)
    SELECT ${tenantId}, r."establishmentId", r."userId", r."clockInAt"
    FROM json_to_recordset(${json}::json) AS r("userId" uuid, "establishmentId" uuid, "clockInAt" timestamptz)`);
  await tx.execute(sql`
    INSERT INTO time_clock_breaks (tenant_id, shift_id, started_at)
    SELECT ${tenantId}, s.id, ${new Date(now.getTime() - 15 * 60_000).toISOString()}::timestamptz
    FROM json_to_recordset(${json}::json) AS r("userId" uuid, "onBreak" boolean)
    JOIN time_clock_shifts s ON s.user_id = r."userId" AND s.clock_out_at IS NULL
    WHERE r."onBreak"`);
}

/** Every shift's punches, pressed by the person themselves (the system for an automatic close). */
async function insertPunches(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO time_clock_punches (tenant_id, establishment_id, user_id, shift_id, kind, at, recorded_by, created_at)
    SELECT ${tenantId}, s.establishment_id, s.user_id, s.id, k.kind, k.at,
      CASE WHEN k.kind = 'auto_check_out' THEN NULL ELSE s.user_id END, k.at
    FROM time_clock_shifts s
    CROSS JOIN LATERAL (
      SELECT 'check_in' AS kind, s.clock_in_at AS at
      UNION ALL
      SELECT CASE WHEN s.auto_closed THEN 'auto_check_out' ELSE 'check_out' END, s.clock_out_at
      WHERE s.clock_out_at IS NOT NULL
      UNION ALL
      SELECT 'break_start', b.started_at FROM time_clock_breaks b WHERE b.shift_id = s.id
      UNION ALL
      SELECT 'break_end', b.ended_at FROM time_clock_breaks b WHERE b.shift_id = s.id AND b.ended_at IS NOT NULL
    ) k
    WHERE s.tenant_id = ${tenantId}`);
}
