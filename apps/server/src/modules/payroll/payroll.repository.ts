/**
 * Payroll's own tables (migrations 0033, 0046): settings, runs, lines and late corrections. Runs
 * are locked FOR UPDATE before a recompute or finalise so concurrent writers take turns; the
 * unique period index makes a second draft of a period a no-op insert.
 */
import { aliasedTable, and, asc, desc, eq, getTableColumns, gte, lte, or, sql } from 'drizzle-orm';
import type { PayPeriodKind } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { ComputedLine } from './payroll.compute.js';
import type { OvertimeRule } from './payroll.overtime.js';
import {
  payAdjustments,
  payRunLines,
  payRuns,
  payrollOvertimeRules,
  payrollSettings,
} from './payroll.schema.js';

export type RunRow = typeof payRuns.$inferSelect;
export type LineRow = typeof payRunLines.$inferSelect;

// A run's table reads its lines without their details (the sales behind them can be long).
const { details: _details, ...lineColumns } = getTableColumns(payRunLines);

/** The tenant's settings row, if saved. */
export async function findSettings(tx: Tx) {
  const [row] = await tx.select().from(payrollSettings).limit(1);
  return row;
}

/** Saves the tenant's settings. */
export async function saveSettings(tx: Tx, tenantId: string, periodKind: PayPeriodKind, anchorDate: string) {
  await tx
    .insert(payrollSettings)
    .values({ tenantId, periodKind, anchorDate })
    .onConflictDoUpdate({
      target: payrollSettings.tenantId,
      set: { periodKind: sql`excluded.period_kind`, anchorDate, updatedAt: sql`now()` },
    });
}

/** The location's saved overtime rule, if any. */
export async function findOvertimeRule(tx: Tx, establishmentId: string) {
  const [row] = await tx
    .select()
    .from(payrollOvertimeRules)
    .where(eq(payrollOvertimeRules.establishmentId, establishmentId));
  return row;
}

/** Saves the location's overtime rule (thresholds in minutes), replacing any saved before. */
export async function saveOvertimeRule(
  tx: Tx,
  row: Omit<typeof payrollOvertimeRules.$inferInsert, 'updatedAt'>,
): Promise<void> {
  const { establishmentId: _place, tenantId: _tenant, ...values } = row;
  await tx
    .insert(payrollOvertimeRules)
    .values(row)
    .onConflictDoUpdate({
      target: payrollOvertimeRules.establishmentId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** Inserts a draft run, or answers undefined when the location already has one for the period. */
export async function insertDraft(
  tx: Tx,
  row: {
    tenantId: string;
    establishmentId: string;
    periodStart: string;
    periodEnd: string;
    createdBy: string | null;
  },
): Promise<RunRow | undefined> {
  const [run] = await tx
    .insert(payRuns)
    .values({ ...row, status: 'draft' })
    .onConflictDoNothing({ target: [payRuns.establishmentId, payRuns.periodStart] })
    .returning();
  return run;
}

/** A run by id; `lock` takes its row lock. */
export async function findRun(tx: Tx, id: string, lock = false): Promise<RunRow | undefined> {
  const q = tx.select().from(payRuns).where(eq(payRuns.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Runs of a location, newest period first. */
export function runsOf(tx: Tx, establishmentId: string): Promise<RunRow[]> {
  return tx
    .select()
    .from(payRuns)
    .where(eq(payRuns.establishmentId, establishmentId))
    .orderBy(desc(payRuns.periodStart));
}

/** Lines of a run by name (without details); `userId` narrows to one person. */
export function linesOf(tx: Tx, runId: string, userId?: string): Promise<Omit<LineRow, 'details'>[]> {
  return tx
    .select(lineColumns)
    .from(payRunLines)
    .where(and(eq(payRunLines.payRunId, runId), userId ? eq(payRunLines.userId, userId) : undefined))
    .orderBy(asc(payRunLines.name));
}

/** One line with its details. */
export async function findLine(tx: Tx, runId: string, lineId: string): Promise<LineRow | undefined> {
  const [row] = await tx
    .select()
    .from(payRunLines)
    .where(and(eq(payRunLines.payRunId, runId), eq(payRunLines.id, lineId)));
  return row;
}

/** Replaces a draft run's lines with `lines` computed under `rule` and sets its totals. */
export async function replaceLines(
  tx: Tx,
  run: RunRow,
  lines: readonly ComputedLine[],
  rule: OvertimeRule,
): Promise<void> {
  await tx.delete(payRunLines).where(eq(payRunLines.payRunId, run.id));
  if (lines.length > 0)
    await tx
      .insert(payRunLines)
      .values(lines.map((l) => ({ ...l, tenantId: run.tenantId, payRunId: run.id })));
  const total = (f: (l: ComputedLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  await tx
    .update(payRuns)
    .set({
      minutes: total((l) => l.minutes),
      // The guaranteed minimum's top-up is pay for hours, so it counts with hourly pay.
      hourlyCents: total((l) => l.hourlyCents + l.guaranteeCents),
      salaryCents: total((l) => l.salaryCents),
      commissionCents: total(
        (l) => l.serviceCommissionCents + l.productCommissionCents + l.refundReversalCents,
      ),
      tipsCents: total((l) => l.tipsCents),
      overtimeRule: {
        weeklyThresholdMinutes: rule.weeklyThresholdMinutes,
        dailyThresholdMinutes: rule.dailyThresholdMinutes,
        multiplier: rule.multiplier,
      },
      overtimeMinutes: total((l) => l.overtimeMinutes),
      overtimeCents: total((l) => l.overtimeCents),
      adjustmentCents: total((l) => l.adjustmentCents),
      grossCents: total((l) => l.grossCents),
      updatedAt: sql`now()`,
    })
    .where(eq(payRuns.id, run.id));
}

/** Marks a run finalised by `userId` at `now`. */
export async function markFinalised(tx: Tx, id: string, userId: string | null, now: Date): Promise<void> {
  await tx
    .update(payRuns)
    .set({ status: 'finalised', finalisedBy: userId, finalisedAt: now, updatedAt: now })
    .where(eq(payRuns.id, id));
}

/** The person's lines of finalised runs, newest period first, with the run. */
export function finalisedLinesOf(tx: Tx, userId: string) {
  return tx
    .select({ run: payRuns, lineId: payRunLines.id })
    .from(payRunLines)
    .innerJoin(payRuns, eq(payRuns.id, payRunLines.payRunId))
    .where(and(eq(payRunLines.userId, userId), eq(payRuns.status, 'finalised')))
    .orderBy(desc(payRuns.periodStart));
}

/** The finalised runs of a location whose period holds one of `dates` (local YYYY-MM-DD). */
export function finalisedRunsHolding(tx: Tx, establishmentId: string, dates: readonly string[]) {
  return tx
    .select()
    .from(payRuns)
    .where(
      and(
        eq(payRuns.establishmentId, establishmentId),
        eq(payRuns.status, 'finalised'),
        or(...dates.map((d) => and(lte(payRuns.periodStart, d), gte(payRuns.periodEnd, d)))),
      ),
    );
}

/**
 * Gives draft `run` the location's late corrections no run pays yet, of periods before its own
 * (row locks make a concurrent draft skip those this one took).
 */
export async function claimAdjustments(tx: Tx, run: RunRow): Promise<void> {
  await tx.execute(sql`UPDATE pay_adjustments a SET applied_run_id = ${run.id}
    FROM pay_runs s
    WHERE s.id = a.source_run_id AND a.establishment_id = ${run.establishmentId}
      AND a.applied_run_id IS NULL AND s.period_end < ${run.periodStart}`);
}

/** Minutes and cents of the late corrections `runId` pays, per person. */
export async function adjustmentTotalsPaidBy(
  tx: Tx,
  runId: string,
): Promise<Map<string, { minutes: number; cents: number }>> {
  const rows = await tx
    .select({
      userId: payAdjustments.userId,
      minutes: sql<string>`sum(${payAdjustments.minutes})`,
      cents: sql<string>`sum(${payAdjustments.regularCents} + ${payAdjustments.overtimeCents})`,
    })
    .from(payAdjustments)
    .where(eq(payAdjustments.appliedRunId, runId))
    .groupBy(payAdjustments.userId);
  return new Map(rows.map((r) => [r.userId, { minutes: Number(r.minutes), cents: Number(r.cents) }]));
}

/** What the corrections recorded so far changed of a person's pay in finalised run `sourceRunId`. */
export async function correctedSoFar(tx: Tx, sourceRunId: string, userId: string) {
  const [row] = await tx
    .select({
      minutes: sql<string>`coalesce(sum(${payAdjustments.minutes}), 0)`,
      overtimeMinutes: sql<string>`coalesce(sum(${payAdjustments.overtimeMinutes}), 0)`,
      regularCents: sql<string>`coalesce(sum(${payAdjustments.regularCents}), 0)`,
      overtimeCents: sql<string>`coalesce(sum(${payAdjustments.overtimeCents}), 0)`,
    })
    .from(payAdjustments)
    .where(and(eq(payAdjustments.sourceRunId, sourceRunId), eq(payAdjustments.userId, userId)));
  return {
    minutes: Number(row?.minutes ?? 0),
    overtimeMinutes: Number(row?.overtimeMinutes ?? 0),
    regularCents: Number(row?.regularCents ?? 0),
    overtimeCents: Number(row?.overtimeCents ?? 0),
  };
}

/** Records a late correction. */
export async function insertAdjustment(tx: Tx, row: typeof payAdjustments.$inferInsert): Promise<void> {
  await tx.insert(payAdjustments).values(row);
}

const source = aliasedTable(payRuns, 'source');
const applied = aliasedTable(payRuns, 'applied');

/**
 * Late corrections with the periods of the run corrected and the run paying each, oldest first:
 * those `runId` pays (`paidBy`) or those of `runId`'s own period (`of`); `userId` narrows.
 */
export interface AdjustmentRow {
  adjustment: typeof payAdjustments.$inferSelect;
  sourceStart: string;
  sourceEnd: string;
  appliedStart: string | null;
  appliedEnd: string | null;
}

export async function adjustmentsOf(
  tx: Tx,
  runId: string,
  side: 'paidBy' | 'of',
  userId?: string,
): Promise<AdjustmentRow[]> {
  return tx
    .select({
      adjustment: payAdjustments,
      sourceStart: source.periodStart,
      sourceEnd: source.periodEnd,
      appliedStart: applied.periodStart,
      appliedEnd: applied.periodEnd,
    })
    .from(payAdjustments)
    .innerJoin(source, eq(source.id, payAdjustments.sourceRunId))
    .leftJoin(applied, eq(applied.id, payAdjustments.appliedRunId))
    .where(
      and(
        side === 'paidBy' ? eq(payAdjustments.appliedRunId, runId) : eq(payAdjustments.sourceRunId, runId),
        userId ? eq(payAdjustments.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(payAdjustments.createdAt));
}
