/**
 * Computes every line of a location's pay run for a period (issue #14): who is on it (whoever
 * worked, sold, was tipped or had a sale refunded there in the period, and salaried people whose
 * home location it is and who were employed in the period), then each person's line.
 */
import { PERIODS_PER_YEAR, type PayPeriodKind } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { nextDate, startOfLocalDay } from '../../lib/local-dates.js';
import { computeLine, type ComputedLine } from './payroll.compute.js';
import * as inputs from './payroll.inputs.js';
import type { Period } from './payroll.periods.js';

/** The location a person's salary is paid at: their record's home, else their first assignment. */
function homeOf(p: inputs.PersonTerms): string | null {
  return p.homeEstablishmentId ?? p.assignments[0] ?? null;
}

function employedIn(p: inputs.PersonTerms, period: Period): boolean {
  if (p.dateJoined && p.dateJoined > period.end) return false;
  return p.terminationDate === null || p.terminationDate >= period.start;
}

/** The lines of the run of `establishmentId` (zone `timeZone`) for `period`, by name. */
export async function buildLines(
  tx: Tx,
  place: { id: string; timeZone: string },
  period: Period,
  kind: PayPeriodKind,
): Promise<ComputedLine[]> {
  const w: inputs.Window = {
    establishmentId: place.id,
    from: new Date(startOfLocalDay(period.start, place.timeZone)),
    to: new Date(startOfLocalDay(nextDate(period.end), place.timeZone)),
  };
  const seconds = await inputs.workedSeconds(tx, w);
  const items = await inputs.saleItems(tx, w);
  const tips = await inputs.tips(tx, w);
  const refunds = await inputs.refunds(tx, w);
  const active = new Set<string>([
    ...seconds.keys(),
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
        periodsPerYear: PERIODS_PER_YEAR[kind],
        salaryHere: homeOf(p) === place.id && employedIn(p, period),
        workedSeconds: seconds.get(p.userId) ?? 0,
        rates: rates.get(p.userId) ?? { servicePercent: 0, productPercent: 0, overrides: {}, tiers: null },
        items: items.filter((i) => i.staffId === p.userId),
        tips: tips.filter((t) => t.staffId === p.userId),
        refunds: refunds.filter((r) => r.staffId === p.userId),
      }),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
