/**
 * Computes every line of a location's pay run for a period (issue #14): who is on it (whoever
 * worked, sold, was tipped or had a sale refunded there in the period, whoever a late correction
 * paid by the run concerns, and salaried people whose home location it is and who were employed
 * in the period), then each person's line. Hours are split into regular and overtime under the
 * location's rule over whole workweeks (issue #28), so the window of shifts starts on the first
 * day of the workweek holding the period's first day.
 */
import { PERIODS_PER_YEAR, type PayPeriodKind } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { nextDate, startOfLocalDay } from '../../lib/local-dates.js';
import { computeLine, type ComputedLine } from './payroll.compute.js';
import * as inputs from './payroll.inputs.js';
import {
  splitOvertime,
  splitWithin,
  workweekOf,
  type DaySplit,
  type OvertimeRule,
} from './payroll.overtime.js';
import type { Period } from './payroll.periods.js';
import * as repo from './payroll.repository.js';

/** The pay schedule a run is computed under. */
export interface Schedule {
  periodKind: PayPeriodKind;
  anchorDate: string;
}

/**
 * Regular and overtime minutes per person of the location in `period`: shifts from the start
 * of the period's first workweek, split under `rule`, the period's dates kept. A non-empty
 * `userIds` narrows to those people.
 */
export async function hoursOf(
  tx: Tx,
  place: { id: string; timeZone: string },
  period: Period,
  anchorDate: string,
  rule: OvertimeRule,
  userIds?: readonly string[],
): Promise<Map<string, DaySplit>> {
  const days = await inputs.workedDays(
    tx,
    {
      establishmentId: place.id,
      from: new Date(startOfLocalDay(workweekOf(anchorDate, period.start), place.timeZone)),
      to: new Date(startOfLocalDay(nextDate(period.end), place.timeZone)),
    },
    place.timeZone,
    userIds,
  );
  const hours = new Map<string, DaySplit>();
  for (const [userId, byDate] of days) {
    const inPeriod = splitWithin(splitOvertime(byDate, rule, anchorDate), period.start, period.end);
    if (inPeriod.regular + inPeriod.overtime > 0) hours.set(userId, inPeriod);
  }
  return hours;
}

/** The location a person's salary is paid at: their record's home, else their first assignment. */
function homeOf(p: inputs.PersonTerms): string | null {
  return p.homeEstablishmentId ?? p.assignments[0] ?? null;
}

function employedIn(p: inputs.PersonTerms, period: Period): boolean {
  if (p.dateJoined && p.dateJoined > period.end) return false;
  return p.terminationDate === null || p.terminationDate >= period.start;
}

/**
 * The lines of the run `runId` (null: not stored, nothing to pay it) of `place` (IANA zone
 * `timeZone`) for `period` under overtime `rule`, by name, with the late corrections the run
 * has claimed.
 */
export async function buildLines(
  tx: Tx,
  place: { id: string; timeZone: string },
  period: Period,
  schedule: Schedule,
  runId: string | null,
  rule: OvertimeRule,
): Promise<ComputedLine[]> {
  const w: inputs.Window = {
    establishmentId: place.id,
    from: new Date(startOfLocalDay(period.start, place.timeZone)),
    to: new Date(startOfLocalDay(nextDate(period.end), place.timeZone)),
  };
  const hours = await hoursOf(tx, place, period, schedule.anchorDate, rule);
  const adjustments = runId ? await repo.adjustmentTotalsPaidBy(tx, runId) : new Map<string, never>();
  const items = await inputs.saleItems(tx, w);
  const tips = await inputs.tips(tx, w);
  const refunds = await inputs.refunds(tx, w);
  const active = new Set<string>([
    ...hours.keys(),
    ...adjustments.keys(),
    ...items.map((i) => i.staffId),
    ...tips.map((t) => t.staffId),
    ...refunds.map((r) => r.staffId),
  ]);
  const people = (await inputs.peopleTerms(tx, place.id, [...active])).filter(
    (p) =>
      active.has(p.userId) ||
      (p.payType === 'Salary' && p.rateCents > 0 && homeOf(p) === place.id && employedIn(p, period)),
  );
  const rates = await inputs.ratesOf(
    tx,
    people.map((p) => p.userId),
  );
  return people
    .map((p) =>
      computeLine({
        userId: p.userId,
        name: p.name,
        payType: p.payType,
        rateCents: p.rateCents,
        overtimeExempt: p.overtimeExempt,
        periodsPerYear: PERIODS_PER_YEAR[schedule.periodKind],
        salaryHere: homeOf(p) === place.id && employedIn(p, period),
        regularMinutes: hours.get(p.userId)?.regular ?? 0,
        overtimeMinutes: hours.get(p.userId)?.overtime ?? 0,
        multiplier: rule.multiplier,
        adjustment: adjustments.get(p.userId) ?? { minutes: 0, cents: 0 },
        rates: rates.get(p.userId) ?? { servicePercent: 0, productPercent: 0, overrides: {}, tiers: null },
        items: items.filter((i) => i.staffId === p.userId),
        tips: tips.filter((t) => t.staffId === p.userId),
        refunds: refunds.filter((r) => r.staffId === p.userId),
      }),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
