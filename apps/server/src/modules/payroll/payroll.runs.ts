/**
 * Pay runs (issue #14 "Payroll"): drafted per location and period (one each, the unique index
 * deciding between concurrent drafts), recomputed on demand while draft, finalised by an owner
 * and immutable from then on (the trigger of migration 0033 refuses later edits).
 */
import { PAYROLL_MESSAGES, type PayLineDetails, type PayRun, type PayRunSummary } from '@daybook/contracts';
import type { z } from 'zod';
import type { payRunCreateSchema } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { AppError, invalid } from '../../core/app-error.js';
import type { Actor } from '../../core/actor.js';
import { nextDate, startOfLocalDay, todayIn } from '../../lib/local-dates.js';
import { establishmentById, openEstablishment } from '../establishments/index.js';
import { assertDraft, openRun, ownOnly } from './payroll.access.js';
import { buildLines } from './payroll.build.js';
import * as inputs from './payroll.inputs.js';
import { toAdjustment, toDetail, toLine, toRun, toSummary } from './payroll.mapper.js';
import { overtimeRuleOf } from './payroll.overtime-rules.js';
import { isPeriod } from './payroll.periods.js';
import * as repo from './payroll.repository.js';
import { settingsOf } from './payroll.settings.js';

type RunCreate = z.output<typeof payRunCreateSchema>;

async function finaliserName(tx: Tx, run: repo.RunRow): Promise<string | null> {
  if (!run.finalisedBy) return null;
  return (await inputs.namesOf(tx, [run.finalisedBy])).get(run.finalisedBy) ?? null;
}

/**
 * The run as the actor may see it (an employee: their own line only), with the late corrections
 * it pays and those made of its own period since it was finalised.
 */
async function runView(tx: Tx, actor: Actor, run: repo.RunRow): Promise<PayRun> {
  const own = ownOnly(actor);
  const only = own ? actor.userId : undefined;
  const lines = await repo.linesOf(tx, run.id, only);
  const paid = await repo.adjustmentsOf(tx, run.id, 'paidBy', only);
  const later = await repo.adjustmentsOf(tx, run.id, 'of', only);
  const names = await inputs.namesOf(tx, [...new Set([...paid, ...later].map((a) => a.adjustment.userId))]);
  return {
    ...toRun(run, lines, await finaliserName(tx, run), own),
    adjustments: paid.map((a) => toAdjustment(a, names)),
    laterAdjustments: later.map((a) => toAdjustment(a, names)),
  };
}

/** Computes the lines of a locked draft `run` again (claiming late corrections waiting) and stores them. */
async function compute(tx: Tx, run: repo.RunRow): Promise<repo.RunRow> {
  const place = await establishmentById(tx, run.establishmentId);
  if (!place) throw new AppError('NOT_FOUND', PAYROLL_MESSAGES.runNotFound);
  await repo.claimAdjustments(tx, run);
  const rule = await overtimeRuleOf(tx, place.id);
  const period = { start: run.periodStart, end: run.periodEnd };
  const lines = await buildLines(tx, place, period, await settingsOf(tx), run.id, rule);
  await repo.replaceLines(tx, run, lines, rule);
  return (await repo.findRun(tx, run.id))!;
}

/**
 * POST /api/payroll/runs: drafts the run of a location and one period of the schedule. 400 end
 * before start, not a period, or starting after today; 404 location out of reach; 409 when the
 * period has a run. Permission payroll:create.
 */
export function draftRun(db: Db, actor: Actor, body: RunCreate, now: Date): Promise<PayRun> {
  return withTenant(db, actor, async (tx) => {
    if (body.periodEnd < body.periodStart) throw invalid('periodEnd', PAYROLL_MESSAGES.periodOrder);
    const place = await openEstablishment(tx, actor, body.establishmentId);
    const s = await settingsOf(tx);
    if (!isPeriod(s.periodKind, s.anchorDate, body.periodStart, body.periodEnd))
      throw invalid('periodStart', PAYROLL_MESSAGES.periodUnknown);
    if (body.periodStart > todayIn(place.timeZone, now))
      throw invalid('periodStart', PAYROLL_MESSAGES.periodFuture);
    const run = await repo.insertDraft(tx, {
      tenantId: actor.tenantId,
      establishmentId: place.id,
      periodStart: body.periodStart,
      periodEnd: body.periodEnd,
      createdBy: actor.userId,
    });
    if (!run) throw new AppError('CONFLICT', PAYROLL_MESSAGES.runExists);
    return runView(tx, actor, await compute(tx, run));
  });
}

/** POST /api/payroll/runs/{id}/recompute: 404 unseen, 409 finalised. Permission payroll:update. */
export function recomputeRun(db: Db, actor: Actor, id: string): Promise<PayRun> {
  return withTenant(db, actor, async (tx) => {
    const run = await openRun(tx, actor, id, true);
    assertDraft(run);
    return runView(tx, actor, await compute(tx, run));
  });
}

/**
 * POST /api/payroll/runs/{id}/finalise: finalises the draft as reviewed (no recompute, so what
 * was reviewed is what is paid); its period's shifts are locked from then on (issue #28). 404
 * unseen, 409 already final or someone clocked in during the period still clocked in.
 * Permission payroll:approve.
 */
export function finaliseRun(db: Db, actor: Actor, id: string, now: Date): Promise<PayRun> {
  return withTenant(db, actor, async (tx) => {
    const run = await openRun(tx, actor, id, true);
    assertDraft(run);
    const place = await establishmentById(tx, run.establishmentId);
    if (!place) throw new AppError('NOT_FOUND', PAYROLL_MESSAGES.runNotFound);
    const open = await inputs.anyOpenShift(tx, {
      establishmentId: place.id,
      from: new Date(startOfLocalDay(run.periodStart, place.timeZone)),
      to: new Date(startOfLocalDay(nextDate(run.periodEnd), place.timeZone)),
    });
    if (open) throw new AppError('CONFLICT', PAYROLL_MESSAGES.openShifts);
    await repo.markFinalised(tx, run.id, actor.userId, now);
    return runView(tx, actor, (await repo.findRun(tx, run.id))!);
  });
}

/** GET /api/payroll/runs/{id}. 404 unseen. Permission payroll:read (employees: own line). */
export function getRun(db: Db, actor: Actor, id: string): Promise<PayRun> {
  return withTenant(db, actor, async (tx) => runView(tx, actor, await openRun(tx, actor, id)));
}

/** GET /api/payroll/runs: a location's runs, newest first (employees: finalised with their line). */
export function listRuns(db: Db, actor: Actor, establishmentId: string): Promise<PayRunSummary[]> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const runs = await repo.runsOf(tx, place.id);
    const names = await inputs.namesOf(tx, [
      ...new Set(runs.flatMap((r) => (r.finalisedBy ? [r.finalisedBy] : []))),
    ]);
    const out: PayRunSummary[] = [];
    for (const run of runs) {
      const by = run.finalisedBy ? (names.get(run.finalisedBy) ?? null) : null;
      if (!ownOnly(actor)) {
        out.push(toSummary(run, by));
        continue;
      }
      if (run.status !== 'finalised') continue;
      const lines = await repo.linesOf(tx, run.id, actor.userId);
      if (lines.length > 0) out.push(toSummary(run, by, lines));
    }
    return out;
  });
}

/** GET /api/payroll/runs/{id}/lines/{lineId}: 404 unseen (employees: their own line only). */
export function lineDetails(db: Db, actor: Actor, runId: string, lineId: string): Promise<PayLineDetails> {
  return withTenant(db, actor, async (tx) => {
    const run = await openRun(tx, actor, runId);
    const line = await repo.findLine(tx, run.id, lineId);
    if (!line || (ownOnly(actor) && line.userId !== actor.userId))
      throw new AppError('NOT_FOUND', PAYROLL_MESSAGES.lineNotFound);
    return { line: toLine(line), details: line.details.map(toDetail) };
  });
}
