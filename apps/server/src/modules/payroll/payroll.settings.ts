/**
 * The tenant's pay period (issue #14; spec operations.md §9 bi-weekly by default) and the
 * periods of a location, with the run of each.
 */
import {
  PAY_PERIOD_DEFAULT,
  type PayPeriodKind,
  type PayrollPeriod,
  type PayrollSettings,
  type PayrollSettingsUpdate,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { todayIn } from '../../lib/local-dates.js';
import { openEstablishment } from '../establishments/index.js';
import { ownOnly } from './payroll.access.js';
import { recentPeriods } from './payroll.periods.js';
import * as repo from './payroll.repository.js';

/** A Monday: bi-weekly periods run Monday to Sunday-week from it until an owner picks another. */
export const ANCHOR_DEFAULT = '2026-01-05';
/** Periods the picker offers. */
const PERIODS_LISTED = 12;

/** The tenant's pay period setting (the defaults until saved). */
export async function settingsOf(tx: Tx): Promise<{ periodKind: PayPeriodKind; anchorDate: string }> {
  const row = await repo.findSettings(tx);
  return row
    ? { periodKind: row.periodKind, anchorDate: row.anchorDate }
    : { periodKind: PAY_PERIOD_DEFAULT, anchorDate: ANCHOR_DEFAULT };
}

/** GET /api/payroll/settings. Permission payroll:read. */
export function getSettings(db: Db, actor: Actor): Promise<PayrollSettings> {
  return withTenant(db, actor, settingsOf);
}

/** PUT /api/payroll/settings: runs already drafted keep their dates. Permission tenant:settings. */
export function updateSettings(db: Db, actor: Actor, body: PayrollSettingsUpdate): Promise<PayrollSettings> {
  return withTenant(db, actor, async (tx) => {
    await repo.saveSettings(tx, actor.tenantId, body.periodKind, body.anchorDate);
    return settingsOf(tx);
  });
}

/**
 * GET /api/payroll/periods: the location's last periods up to today's, newest first, with the
 * run drafted for each (employees see finalised runs only). 404 location out of reach.
 */
export function listPeriods(
  db: Db,
  actor: Actor,
  establishmentId: string,
  now: Date,
): Promise<PayrollPeriod[]> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const s = await settingsOf(tx);
    const today = todayIn(place.timeZone, now);
    const runs = new Map((await repo.runsOf(tx, place.id)).map((r) => [r.periodStart, r]));
    const own = ownOnly(actor);
    return recentPeriods(s.periodKind, s.anchorDate, today, PERIODS_LISTED).map((p, i) => {
      const run = runs.get(p.start);
      const shown = run && (!own || run.status === 'finalised') ? run : null;
      return {
        start: p.start,
        end: p.end,
        current: i === 0,
        runId: shown?.id ?? null,
        status: shown?.status ?? null,
      };
    });
  });
}
