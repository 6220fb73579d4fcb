/**
 * The tenant's optional accrual policy (issue #14): per leave type, hours credited each period
 * (bi-weekly from Monday 5 January 1970, or calendar months), a cap the balance stops at, and how
 * much a year carries into the next. A run credits one period to a location's people; the unique
 * (user, type, period) key of the ledger makes a second run of the same period write nothing.
 * The first run in a year also writes the carry-over expiry (key 'carry:YYYY').
 */
import {
  TIME_OFF_MESSAGES as M,
  type AccrualFrequency,
  type AccrualRun,
  type LeavePolicy,
  type LeavePolicyUpdate,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { addDays, todayIn } from '../../lib/local-dates.js';
import { openEstablishment, staffAt } from '../establishments/index.js';
import { toHours, toMinutes } from './time-off.hours.js';
import * as repo from './time-off.repository.js';

const ANCHOR = '1970-01-05';

/** The period of `date`: its first day and its ledger key. */
export function periodOf(date: string, frequency: AccrualFrequency): { start: string; key: string } {
  if (frequency === 'monthly') return { start: `${date.slice(0, 7)}-01`, key: `m:${date.slice(0, 7)}` };
  const days = Math.floor((Date.parse(date) - Date.parse(ANCHOR)) / 86_400_000);
  const start = addDays(ANCHOR, Math.floor(days / 14) * 14);
  return { start, key: `bw:${start}` };
}

const toPolicy = (r: repo.PolicyRow): LeavePolicy => ({
  type: r.type,
  frequency: r.frequency,
  hoursPerPeriod: toHours(r.minutesPerPeriod),
  capHours: r.capMinutes === null ? null : toHours(r.capMinutes),
  carryOverHours: r.carryOverMinutes === null ? null : toHours(r.carryOverMinutes),
});

/** The tenant's policy (time_off:read). */
export function getPolicy(db: Db, actor: Actor): Promise<LeavePolicy[]> {
  return withTenant(db, actor, async (tx) => (await repo.listPolicies(tx)).map(toPolicy));
}

/** Replaces the tenant's policy (tenant:settings); one entry per type, the last of a type wins. */
export function setPolicy(db: Db, actor: Actor, body: LeavePolicyUpdate): Promise<LeavePolicy[]> {
  return withTenant(db, actor, async (tx) => {
    const byType = new Map(body.policies.map((p) => [p.type, p]));
    await repo.replacePolicies(
      tx,
      actor.tenantId,
      [...byType.values()].map((p) => ({
        tenantId: actor.tenantId,
        type: p.type,
        frequency: p.frequency,
        minutesPerPeriod: toMinutes(p.hoursPerPeriod),
        capMinutes: p.capHours === null ? null : toMinutes(p.capHours),
        carryOverMinutes: p.carryOverHours === null ? null : toMinutes(p.carryOverHours),
      })),
    );
    return (await repo.listPolicies(tx)).map(toPolicy);
  });
}

/** Credits one person one type for the period of `date`, under their balance lock; true when written. */
async function accrueOne(
  tx: Tx,
  tenantId: string,
  userId: string,
  policy: repo.PolicyRow,
  date: string,
  createdBy: string | null,
): Promise<boolean> {
  await repo.lockAccount(tx, tenantId, userId);
  const period = periodOf(date, policy.frequency);
  const year = period.start.slice(0, 4);
  const yearStart = `${year}-01-01`;
  if (policy.carryOverMinutes !== null && (await repo.hasEntriesBefore(tx, userId, policy.type, yearStart))) {
    const excess = (await repo.balanceMinutes(tx, userId, policy.type, yearStart)) - policy.carryOverMinutes;
    if (excess > 0) {
      await repo.insertEntry(tx, {
        tenantId,
        userId,
        type: policy.type,
        kind: 'expiry',
        minutes: -excess,
        effectiveDate: yearStart,
        period: `carry:${year}`,
        note: `Carry-over limit ${toHours(policy.carryOverMinutes)} h`,
        createdBy,
      });
    }
  }
  let minutes = policy.minutesPerPeriod;
  if (policy.capMinutes !== null) {
    minutes = Math.min(minutes, policy.capMinutes - (await repo.balanceMinutes(tx, userId, policy.type)));
  }
  if (minutes <= 0) return false;
  const written = await repo.insertEntry(tx, {
    tenantId,
    userId,
    type: policy.type,
    kind: 'accrual',
    minutes,
    effectiveDate: period.start,
    period: period.key,
    note: 'Accrual',
    createdBy,
  });
  return written !== undefined;
}

/**
 * Runs the policy for the period of `date` (default today) over a location's people
 * (time_off:approve, or the seed with a null actor id). Idempotent per person, type and period.
 */
export async function runAccrualsIn(
  tx: Tx,
  tenantId: string,
  establishmentId: string,
  date: string,
  createdBy: string | null,
): Promise<AccrualRun> {
  const policies = (await repo.listPolicies(tx)).filter((p) => p.minutesPerPeriod > 0);
  if (policies.length === 0) throw new AppError('CONFLICT', M.noPolicy);
  const people = await staffAt(tx, establishmentId);
  let written = 0;
  let skipped = 0;
  for (const person of people) {
    for (const policy of policies) {
      if (await accrueOne(tx, tenantId, person.id, policy, date, createdBy)) written++;
      else skipped++;
    }
  }
  return { period: date, written, skipped };
}

/** The manager's endpoint over runAccrualsIn. */
export function runAccruals(
  db: Db,
  actor: Actor,
  body: { establishment_id: string; date?: string },
  now: Date,
): Promise<AccrualRun> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, body.establishment_id);
    const date = body.date ?? todayIn(place.timeZone, now);
    return runAccrualsIn(tx, actor.tenantId, body.establishment_id, date, actor.userId);
  });
}
