/**
 * The time-off module's demo step (full seed only; issue #14, #30): for the team of every location, a year of approved
 * leave (each with its deduction and its calendar block, on days the person had no bookings), a
 * few rejected requests, pending requests in the coming weeks (some clash with bookings, which the
 * approval preview warns of), and balances: grants at the start of last year and this year, the
 * tenant's monthly vacation accrual and last year's carry-over expiry. Runs before the time clock,
 * which then leaves the leave days unworked. People, locations, schedules and bookings are read in
 * the views auth, establishments, staff and appointments publish, in email order (ids are random).
 */
import { sql } from 'drizzle-orm';
import type { TimeOffType } from '@daybook/contracts';
import type { DemoHook } from '../../core/demo.js';
import { queryRows } from '../../db/client.js';
import { addDays } from '../../lib/local-dates.js';
import { addTimeOff, localInstant, weekdayOf } from '../staff/index.js';
import { leaveLedger, leavePolicies, timeOffRequests } from './time-off.schema.js';
import { WEEKDAYS } from '@daybook/contracts';

const GRANTS: Record<TimeOffType, number> = { vacation: 80 * 60, sick: 40 * 60, personal: 16 * 60 };
const ACCRUAL_MINUTES = 4 * 60;
const CARRY_OVER_MINUTES = 40 * 60;
/** Past leaves per person: days before today, length in days, type. */
const HISTORY: { ago: number; days: number; type: TimeOffType; notes: string }[] = [
  { ago: 300, days: 2, type: 'vacation', notes: 'Long weekend away' },
  { ago: 200, days: 1, type: 'sick', notes: 'Flu' },
  { ago: 110, days: 1, type: 'personal', notes: 'Moving house' },
  { ago: 45, days: 2, type: 'vacation', notes: 'Family visit' },
];

interface Person {
  user_id: string;
  establishment_id: string;
  role: string;
  zone: string;
  today: string;
}

/** Loads the tenant's demo time-off history, pending requests and leave balances, back from the seed's clock. */
export const timeOffDemo: DemoHook = async ({ tx, tenantId, now, history, made }) => {
  const establishmentIds = made.places.map((p) => p.id);
  if (!history || establishmentIds.length === 0) return;
  const at = now.toISOString();
  const people = await queryRows<Person>(
    tx,
    sql`SELECT DISTINCT ON (u.email) u.id AS user_id, ue.establishment_id, u.role, e.time_zone AS zone,
          ((${at}::timestamptz AT TIME ZONE e.time_zone)::date)::text AS today
        FROM published.user_establishments ue JOIN published.users u ON u.id = ue.user_id JOIN published.establishments e ON e.id = ue.establishment_id
        WHERE u.tenant_id = ${tenantId} AND u.is_active AND u.role NOT IN ('owner', 'admin')
        ORDER BY u.email, array_position(${sql.raw(`ARRAY[${establishmentIds.map((id) => `'${id}'::uuid`).join(',')}]`)}, ue.establishment_id)`,
  );
  if (people.length === 0) return;
  const reviewers = await queryRows<{ establishment_id: string; user_id: string; role: string }>(
    tx,
    sql`SELECT ue.establishment_id, u.id AS user_id, u.role FROM published.user_establishments ue JOIN published.users u ON u.id = ue.user_id
        WHERE u.tenant_id = ${tenantId} AND u.role IN ('manager', 'owner') ORDER BY u.role, u.email`,
  );
  const weekly = await queryRows<{
    user_id: string;
    establishment_id: string;
    weekday: number;
    minutes: number;
  }>(
    tx,
    sql`SELECT user_id, establishment_id, weekday, sum(end_minute - start_minute)::int AS minutes
        FROM published.staff_hours WHERE tenant_id = ${tenantId} GROUP BY 1, 2, 3`,
  );
  // Days a person may not take leave on in the demo: booked, overridden, or already blocked.
  const busy = await queryRows<{ user_id: string; day: string }>(
    tx,
    sql`SELECT a.staff_id AS user_id, ((a.starts_at AT TIME ZONE e.time_zone)::date)::text AS day
          FROM published.appointments a JOIN published.establishments e ON e.id = a.establishment_id
          WHERE a.tenant_id = ${tenantId} AND a.status NOT IN ('cancelled', 'no_show')
        UNION SELECT o.user_id, o.date::text FROM published.staff_schedule_overrides o WHERE o.tenant_id = ${tenantId}
        UNION SELECT t.user_id, d::date::text FROM published.staff_time_off t
          CROSS JOIN generate_series(t.starts_at - interval '1 day', t.ends_at + interval '1 day', interval '1 day') d
          WHERE t.tenant_id = ${tenantId}`,
  );
  const busySet = new Set(busy.map((b) => `${b.user_id}:${b.day}`));
  const minutesOn = (p: Person, date: string): number => {
    const mine = weekly.filter((w) => w.user_id === p.user_id && w.establishment_id === p.establishment_id);
    const weekday = WEEKDAYS.indexOf(weekdayOf(date));
    if (mine.length === 0) return weekday < 5 ? 480 : 0;
    return mine.find((w) => w.weekday === weekday)?.minutes ?? 0;
  };
  const reviewerOf = (p: Person) =>
    reviewers.find((r) => r.establishment_id === p.establishment_id && r.user_id !== p.user_id)?.user_id ??
    null;

  /** The first run of `days` working, free dates from `from` (looking 40 days ahead); null without. */
  const findRun = (
    p: Person,
    from: string,
    days: number,
    free: boolean,
  ): { start: string; end: string; minutes: number } | null => {
    for (let i = 0; i < 40; i++) {
      const start = addDays(from, i);
      let minutes = 0;
      let fits = true;
      for (let d = 0; d < days && fits; d++) {
        const date = addDays(start, d);
        const m = minutesOn(p, date);
        if (m === 0 || (free && busySet.has(`${p.user_id}:${date}`))) fits = false;
        minutes += m;
      }
      if (fits) return { start, end: addDays(start, days - 1), minutes };
    }
    return null;
  };

  const year = Number(people[0]!.today.slice(0, 4));
  await tx.insert(leavePolicies).values({
    tenantId,
    type: 'vacation',
    frequency: 'monthly',
    minutesPerPeriod: ACCRUAL_MINUTES,
    capMinutes: 160 * 60,
    carryOverMinutes: CARRY_OVER_MINUTES,
  });
  const ledger: (typeof leaveLedger.$inferInsert)[] = [];
  for (const [k, p] of people.entries()) {
    const reviewer = reviewerOf(p);
    for (const y of [year - 1, year]) {
      for (const type of ['vacation', 'sick', 'personal'] as const) {
        ledger.push({
          tenantId,
          userId: p.user_id,
          type,
          kind: 'grant',
          minutes: GRANTS[type],
          effectiveDate: `${y}-01-01`,
          note: `${y} allowance`,
        });
      }
    }
    for (let m = 1; m <= Number(p.today.slice(5, 7)); m++) {
      const month = `${year}-${String(m).padStart(2, '0')}`;
      ledger.push({
        tenantId,
        userId: p.user_id,
        type: 'vacation',
        kind: 'accrual',
        minutes: ACCRUAL_MINUTES,
        effectiveDate: `${month}-01`,
        period: `m:${month}`,
        note: 'Accrual',
      });
    }
    let lastYearVacation = GRANTS.vacation;
    for (const h of HISTORY) {
      const run = findRun(p, addDays(p.today, -h.ago + (k % 5) * 3), h.days, true);
      if (!run || run.end >= p.today) continue;
      const reviewedAt = localInstant(addDays(run.start, -7), 10 * 60, p.zone);
      const [row] = await tx
        .insert(timeOffRequests)
        .values({
          tenantId,
          establishmentId: p.establishment_id,
          userId: p.user_id,
          type: h.type,
          startDate: run.start,
          endDate: run.end,
          minutes: run.minutes,
          status: 'approved',
          notes: h.notes,
          reviewedBy: reviewer,
          reviewedAt,
          createdBy: p.user_id,
          createdAt: localInstant(addDays(run.start, -14), 9 * 60, p.zone),
        })
        .returning({ id: timeOffRequests.id });
      const block = await addTimeOff(
        tx,
        tenantId,
        p.establishment_id,
        p.user_id,
        {
          startsAt: localInstant(run.start, 0, p.zone).toISOString(),
          endsAt: localInstant(addDays(run.end, 1), 0, p.zone).toISOString(),
          reason: `${h.type[0]!.toUpperCase()}${h.type.slice(1)} (approved time off)`,
        },
        reviewer,
      );
      await tx
        .update(timeOffRequests)
        .set({ staffTimeOffId: block.id })
        .where(sql`${timeOffRequests.id} = ${row!.id}`);
      ledger.push({
        tenantId,
        userId: p.user_id,
        type: h.type,
        kind: 'deduction',
        minutes: -run.minutes,
        effectiveDate: run.start,
        requestId: row!.id,
        note: h.notes,
      });
      if (h.type === 'vacation' && run.start < `${year}-01-01`) lastYearVacation -= run.minutes;
    }
    if (lastYearVacation > CARRY_OVER_MINUTES) {
      ledger.push({
        tenantId,
        userId: p.user_id,
        type: 'vacation',
        kind: 'expiry',
        minutes: CARRY_OVER_MINUTES - lastYearVacation,
        effectiveDate: `${year}-01-01`,
        period: `carry:${year}`,
        note: 'Carry-over limit 40 h',
      });
    }
    if (k % 3 === 0) {
      const run = findRun(p, addDays(p.today, -80), 1, false);
      if (run) {
        await tx.insert(timeOffRequests).values({
          tenantId,
          establishmentId: p.establishment_id,
          userId: p.user_id,
          type: 'personal',
          startDate: run.start,
          endDate: run.end,
          minutes: run.minutes,
          status: 'rejected',
          notes: 'Concert',
          reviewerNotes: 'Two colleagues are already off that day.',
          reviewedBy: reviewer,
          reviewedAt: localInstant(addDays(run.start, -10), 11 * 60, p.zone),
          createdBy: p.user_id,
          createdAt: localInstant(addDays(run.start, -12), 9 * 60, p.zone),
        });
      }
    }
    if (k % 2 === 0) {
      const run = findRun(p, addDays(p.today, 8 + (k % 4) * 6), 1 + (k % 2), false);
      if (run) {
        await tx.insert(timeOffRequests).values({
          tenantId,
          establishmentId: p.establishment_id,
          userId: p.user_id,
          type: k % 4 === 0 ? 'vacation' : 'personal',
          startDate: run.start,
          endDate: run.end,
          minutes: run.minutes,
          notes: 'Requested in the app',
          createdBy: p.user_id,
          createdAt: new Date(now.getTime() - 2 * 86_400_000),
        });
      }
    }
  }
  if (ledger.length > 0) await tx.insert(leaveLedger).values(ledger);
};
