/**
 * Locked pay periods (issue #28 "A pay period once finalised locks its shifts"): a finalised
 * run's period takes no new time, and a manager's late correction of a shift there is recorded
 * as an adjustment (what it changes of the person's hours and pay in that run, after earlier
 * corrections), which the next run drafted or recomputed at the location pays.
 */
import { OVERTIME_EXEMPT_BY_PAY_TYPE } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { wallDateTime } from '../../lib/local-dates.js';
import { establishmentById } from '../establishments/index.js';
import { hoursOf } from './payroll.build.js';
import { overtimeRateCents } from './payroll.compute.js';
import * as inputs from './payroll.inputs.js';
import { minutesPayCents, type OvertimeRule } from './payroll.overtime.js';
import * as repo from './payroll.repository.js';
import { settingsOf } from './payroll.settings.js';

export interface Place {
  id: string;
  timeZone: string;
}

/** The rule of a run computed before overtime existed: no minute was overtime. */
const NO_OVERTIME: OvertimeRule = {
  weeklyThresholdMinutes: Number.MAX_SAFE_INTEGER,
  dailyThresholdMinutes: null,
  multiplier: 1,
};

const datesOf = (place: Place, instants: readonly Date[]) => [
  ...new Set(instants.map((i) => wallDateTime(i, place.timeZone).date)),
];

/** True when a finalised run of `place` holds the local date (IANA zone of the place) of any of `instants`. */
export async function payPeriodLocked(tx: Tx, place: Place, instants: readonly Date[]): Promise<boolean> {
  return (await repo.finalisedRunsHolding(tx, place.id, datesOf(place, instants))).length > 0;
}

/**
 * After a manager changed a shift of `userId` at location `establishmentId` whose clock-in was
 * or now is at one of `instants`: for each finalised run holding one of those local dates, records what the
 * person's hours (regular and overtime, whole workweeks) and hourly pay there now differ from
 * what the run paid plus earlier corrections, under the overtime rule the run was computed with.
 * Cents at the line's own rate. Answers how many adjustments were recorded (0 when no period is locked).
 */
export async function recordLateCorrection(
  tx: Tx,
  actor: Actor,
  input: {
    establishmentId: string;
    userId: string;
    shiftId: string;
    instants: readonly Date[];
    reason: string;
  },
): Promise<number> {
  const { userId } = input;
  const place = await establishmentById(tx, input.establishmentId);
  if (!place) return 0;
  const runs = await repo.finalisedRunsHolding(tx, place.id, datesOf(place, input.instants));
  if (runs.length === 0) return 0;
  const { anchorDate } = await settingsOf(tx);
  let recorded = 0;
  for (const run of runs) {
    // The run's own rule: a rule saved since is no part of the correction.
    const rule = run.overtimeRule ?? NO_OVERTIME;
    const period = { start: run.periodStart, end: run.periodEnd };
    const now = (await hoursOf(tx, place, period, anchorDate, rule, [userId])).get(userId);
    const [line] = await repo.linesOf(tx, run.id, userId);
    const person = (await inputs.peopleTerms(tx, place.id, [userId])).find((p) => p.userId === userId);
    const terms = line ?? person;
    if (!terms) continue;
    const rateCents = terms.rateCents;
    const hourly = terms.payType === 'Hourly';
    // Overtime as the run line paid it (payroll.compute.ts), under the exemption the line kept;
    // a line from before it was kept takes today's flag (else the pay type's default).
    const overtimeRate = overtimeRateCents({
      payType: terms.payType,
      rateCents,
      overtimeExempt:
        line?.overtimeExempt ?? person?.overtimeExempt ?? OVERTIME_EXEMPT_BY_PAY_TYPE[terms.payType],
    });
    const before = await repo.correctedSoFar(tx, run.id, userId);
    const minutes = (now?.regular ?? 0) + (now?.overtime ?? 0);
    const overtime = overtimeRate === null ? 0 : (now?.overtime ?? 0);
    const change = {
      minutes: minutes - (line?.minutes ?? 0) - before.minutes,
      overtimeMinutes: overtime - (line?.overtimeMinutes ?? 0) - before.overtimeMinutes,
      regularCents: hourly
        ? minutesPayCents(minutes - overtime, rateCents) - (line?.hourlyCents ?? 0) - before.regularCents
        : 0,
      overtimeCents:
        overtimeRate === null
          ? 0
          : minutesPayCents(overtime, overtimeRate, rule.multiplier) -
            (line?.overtimeCents ?? 0) -
            before.overtimeCents,
    };
    if (Object.values(change).every((v) => v === 0)) continue;
    await repo.insertAdjustment(tx, {
      tenantId: actor.tenantId,
      establishmentId: place.id,
      userId,
      sourceRunId: run.id,
      shiftId: input.shiftId,
      reason: input.reason,
      createdBy: actor.userId,
      ...change,
    });
    recorded++;
  }
  return recorded;
}
