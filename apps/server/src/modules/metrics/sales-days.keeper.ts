/**
 * Keeps the per-day sales roll-ups (issue #31 "Per-day roll-ups kept current"). A day is rolled
 * up once it is over in the location's zone and SALES_DAY_GRACE_MINUTES have passed (a sale whose
 * transaction began before midnight may commit after it); after that nothing belongs to it,
 * since a refund counts on its own day. A schedule rolls up the days that closed; a sale or
 * refund that still lands on a rolled-up day (a clock set back, a back-dated import) rolls that
 * day again from its event, once per event across instances.
 */
import { performanceRangeDays } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forEachTenant, withTenant } from '../../db/tenant.js';
import type { EventBus } from '../../events/event-bus.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { addDays, todayIn, wallDateTime } from '../../lib/local-dates.js';
import { establishmentsOfTenant } from '../establishments/index.js';
import * as repo from './sales-days.repository.js';
import type { Place } from './sales-days.sql.js';

/** Minutes after a local midnight before the day just over is rolled up. */
export const SALES_DAY_GRACE_MINUTES = 60;

/** When closed days are rolled up (a cron schedule, UTC): every quarter of an hour. */
export const SALES_DAYS_ROLL_CRON = '*/15 * * * *';

/** The last local day of `place` that is over, grace included, at `now`. */
export function lastClosedDay(place: Place, now: Date): string {
  return addDays(todayIn(place.timeZone, new Date(now.getTime() - SALES_DAY_GRACE_MINUTES * 60_000)), -1);
}

/**
 * Rolls up the location's closed days not rolled up yet (all of them again after a change of
 * zone), from the day of its first sale. Answers how many days it rolled up.
 */
export async function rollPlace(tx: Tx, place: Place, now: Date): Promise<number> {
  if (await repo.rolledInOtherZone(tx, place)) await repo.forgetPlace(tx, place.id);
  const through = (await repo.rolledThrough(tx, [place])).get(place.id) ?? null;
  const first = through ? addDays(through, 1) : await repo.firstSaleDay(tx, place);
  const last = lastClosedDay(place, now);
  if (!first || first > last) return 0;
  await repo.rollDays(tx, place, first, last);
  return performanceRangeDays(first, last);
}

/** Rolls up the closed days of every location of the tenant `tx` is in; answers the days rolled. */
export async function rollTenant(tx: Tx, now: Date): Promise<number> {
  let days = 0;
  for (const e of await establishmentsOfTenant(tx)) days += await rollPlace(tx, e, now);
  return days;
}

/** Rolls up again the day of `at` at the location when that day is already rolled up. */
async function rollAgainAt(tx: Tx, establishmentId: string, at: Date | null): Promise<void> {
  if (!at) return;
  const place = (await establishmentsOfTenant(tx)).find((e) => e.id === establishmentId);
  if (!place) return;
  const day = wallDateTime(at, place.timeZone).date;
  const through = (await repo.rolledThrough(tx, [place])).get(place.id) ?? null;
  if (through && day <= through) await repo.rollDays(tx, place, day, day, through);
}

/** Subscribes the roll-ups to sales and refunds, and schedules the roll-up of closed days. */
export function keepSalesDays(deps: { db: Db; eventBus: EventBus; jobs: JobQueue; now: () => Date }): void {
  const { db, eventBus } = deps;
  eventBus.on('sale.completed', 'metrics.sales-day-of-sale', (e) =>
    withTenant(db, { tenantId: e.tenantId }, async (tx) =>
      rollAgainAt(tx, e.payload.establishmentId, await repo.saleMoment(tx, e.payload.transactionId)),
    ),
  );
  eventBus.on('sale.refunded', 'metrics.sales-day-of-refund', (e) =>
    withTenant(db, { tenantId: e.tenantId }, async (tx) =>
      rollAgainAt(tx, e.payload.establishmentId, await repo.refundMoment(tx, e.payload.refundId)),
    ),
  );
  deps.jobs.every('metrics.roll-sales-days', SALES_DAYS_ROLL_CRON, async () => {
    await forEachTenant(db, (tx) => rollTenant(tx, deps.now()));
  });
}
