/**
 * The one commission definition other modules read (issue #28 "One commission figure"): the plan
 * payroll pays by, which is the saved plan, else the employee record's percents (ratesOf). The
 * Employees page shows these; a percent changed there also moves a saved plan's base percent, so
 * the page and the pay run never disagree.
 */
import { eq, inArray } from 'drizzle-orm';
import type { CommissionRates } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { ratesOf } from './payroll.inputs.js';
import { commissionPlans } from './payroll.schema.js';

/** What payroll pays each person by, and whether it is a saved plan (not the record's percents). */
export interface CommissionTerms {
  rates: CommissionRates;
  custom: boolean;
}

/** The commission terms of `userIds` (people payroll does not know are absent). */
export async function commissionTermsOf(
  tx: Tx,
  userIds: readonly string[],
): Promise<Map<string, CommissionTerms>> {
  const rates = await ratesOf(tx, userIds);
  const saved = new Set(
    userIds.length === 0
      ? []
      : (
          await tx
            .select({ userId: commissionPlans.userId })
            .from(commissionPlans)
            .where(inArray(commissionPlans.userId, [...userIds]))
        ).map((r) => r.userId),
  );
  return new Map([...rates].map(([id, r]) => [id, { rates: r, custom: saved.has(id) }]));
}

/** Moves a saved plan's base percents (a person without a plan: nothing to move). */
export async function setPlanBasePercents(
  tx: Tx,
  userId: string,
  percents: { servicePercent?: number; productPercent?: number },
  actorId: string,
): Promise<void> {
  if (percents.servicePercent === undefined && percents.productPercent === undefined) return;
  await tx
    .update(commissionPlans)
    .set({ ...percents, updatedBy: actorId, updatedAt: new Date() })
    .where(eq(commissionPlans.userId, userId));
}
