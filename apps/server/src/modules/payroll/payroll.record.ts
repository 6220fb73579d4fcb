/**
 * Pay runs recorded inside an open tenant transaction, for a caller that is not a request (the
 * payroll module's demo step, payroll.demo.ts): the same engine and tables as the endpoints.
 */
import type { Tx } from '../../db/client.js';
import { todayIn } from '../../lib/local-dates.js';
import { buildLines } from './payroll.build.js';
import { overtimeRuleOf } from './payroll.overtime-rules.js';
import { recentPeriods } from './payroll.periods.js';
import * as repo from './payroll.repository.js';
import { settingsOf } from './payroll.settings.js';

export interface RecordRunsInput {
  tenantId: string;
  place: { id: string; timeZone: string };
  now: Date;
  /** Past periods to finalise before the current one (which is left a draft). */
  finalised: number;
  /** Who drafts and finalises (null: nobody named). */
  by: string | null;
}

/**
 * Drafts the runs of the current period and the `finalised` periods before it (skipping periods
 * that have a run) and finalises the past ones at the end of their period. Answers the runs' ids,
 * newest first.
 */
export async function recordRecentPayRuns(tx: Tx, input: RecordRunsInput): Promise<string[]> {
  const schedule = await settingsOf(tx);
  const periods = recentPeriods(
    schedule.periodKind,
    schedule.anchorDate,
    todayIn(input.place.timeZone, input.now),
    input.finalised + 1,
  );
  const ids: string[] = [];
  for (const [i, period] of periods.entries()) {
    const run = await repo.insertDraft(tx, {
      tenantId: input.tenantId,
      establishmentId: input.place.id,
      periodStart: period.start,
      periodEnd: period.end,
      createdBy: input.by,
    });
    if (!run) continue;
    await repo.claimAdjustments(tx, run);
    const rule = await overtimeRuleOf(tx, input.place.id);
    await repo.replaceLines(tx, run, await buildLines(tx, input.place, period, schedule, run.id, rule), rule);
    if (i > 0) await repo.markFinalised(tx, run.id, input.by, input.now);
    ids.push(run.id);
  }
  return ids;
}
