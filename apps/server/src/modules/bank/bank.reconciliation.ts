/**
 * Reconciliation of a location's takings with its bank (spec operations.md §1 Financials; issue
 * #31): the deposits checkout says the location should see (card settlements, drawers' cash),
 * what each was matched to, the bank's deposit lines left over, and the decisions a person makes
 * on them. The matcher (deposit-matching.ts) runs after each statement import and on request.
 */
import {
  DEPOSIT_WINDOW_DAYS,
  RECONCILIATION_DEFAULT_DAYS,
  RECONCILIATION_MAX_DAYS,
  RECONCILIATION_MESSAGES as M,
  type ExpectedDeposit,
  type Reconciliation,
  type ReconciliationDecision,
  type ReconciliationDismissParsed,
  type ReconciliationLine,
  type ReconciliationMatchParsed,
  type ReconciliationQueryParsed,
  type ReconciliationStatus,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { addDays, todayIn } from '../../lib/local-dates.js';
import { toDollars } from '../../lib/money.js';
import { depositDue, depositsDue, type DepositDue } from '../checkout/index.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { requireWholeLocation } from './bank.access.js';
import { depositWindow, pairDeposits } from './deposit-matching.js';
import * as repo from './bank.reconciliation.repository.js';

/** The business days a view or a matcher run covers: as asked, else the 30 days ending today. */
function periodOf(place: EstablishmentRow, query: { from?: string; to?: string }, now: Date) {
  const to = query.to ?? todayIn(place.timeZone, now);
  const from = query.from ?? addDays(to, 1 - RECONCILIATION_DEFAULT_DAYS);
  if (from > to) throw invalid('from', M.range);
  if (addDays(from, RECONCILIATION_MAX_DAYS) <= to) throw invalid('from', M.tooLong);
  return { from, to };
}

const statusOf = (d: repo.DecisionRow | null | undefined): ReconciliationStatus =>
  d ? (d.decision === 'matched' ? 'matched' : 'dismissed') : 'unmatched';

function toLine(l: repo.LineWithDecision): ReconciliationLine {
  return {
    id: l.id,
    bankAccountId: l.bankAccountId,
    accountName: l.accountName,
    postedOn: l.postedOn,
    amount: toDollars(l.amountCents),
    description: l.description,
    status: statusOf(l.decision),
    decisionId: l.decision?.id ?? null,
    note: l.decision?.note ?? null,
  };
}

function toDeposit(
  d: DepositDue,
  decision: repo.DecisionRow | undefined,
  line: repo.LineWithDecision | undefined,
  today: string,
): ExpectedDeposit {
  const window = depositWindow(d.kind, d.businessDay);
  const status = statusOf(decision);
  return {
    key: d.key,
    kind: d.kind,
    businessDay: d.businessDay,
    expectedFrom: window.from,
    expectedTo: window.to,
    amount: toDollars(d.amountCents),
    payments: d.payments,
    status: status === 'unmatched' && window.to >= today ? 'awaiting' : status,
    decisionId: decision?.id ?? null,
    automatic: decision?.automatic ?? false,
    note: decision?.note ?? null,
    bankLine: line ? toLine(line) : null,
  };
}

function toDecision(r: repo.DecisionRow): ReconciliationDecision {
  return {
    id: r.id,
    decision: r.decision,
    depositKey: r.depositKey,
    bankLineId: r.bankLineId,
    automatic: r.automatic,
    note: r.note,
    decidedAt: r.decidedAt.toISOString(),
  };
}

/**
 * GET …/reconciliation (revenue:read over the whole location): the expected deposits of business
 * days `from`–`to` (default: the 30 days ending today in the location's zone) oldest first, each
 * with its decision and matched line (an undecided one `awaiting` until its window has ended), and the location's money-in lines posted from `from` to
 * DEPOSIT_WINDOW_DAYS after `to` that no deposit is matched to. 400 past 366 days; 403 for an
 * employee; 404 for a location out of reach.
 */
export function reconciliation(
  db: Db,
  actor: Actor,
  establishmentId: string,
  query: ReconciliationQueryParsed,
  now: Date,
): Promise<Reconciliation> {
  return withTenant(db, actor, async (tx) => {
    requireWholeLocation(actor);
    const place = await openEstablishment(tx, actor, establishmentId);
    const { from, to } = periodOf(place, query, now);
    const today = todayIn(place.timeZone, now);
    const due = await depositsDue(tx, place.id, place.timeZone, from, to);
    const decisions = new Map(
      (
        await repo.depositDecisions(
          tx,
          place.id,
          due.map((d) => d.key),
        )
      ).map((d) => [d.depositKey, d]),
    );
    const lines = await repo.depositLinesAt(tx, place.id, from, addDays(to, DEPOSIT_WINDOW_DAYS));
    const matchedIds = [...decisions.values()].flatMap((d) =>
      d.decision === 'matched' && d.bankLineId ? [d.bankLineId] : [],
    );
    const known = new Map(lines.map((l) => [l.id, l]));
    const missing = matchedIds.filter((id) => !known.has(id));
    for (const l of await repo.linesAt(tx, place.id, missing)) known.set(l.id, l);
    const deposits = due.map((d) => {
      const decision = decisions.get(d.key);
      const line =
        decision?.decision === 'matched' && decision.bankLineId ? known.get(decision.bankLineId) : undefined;
      return toDeposit(d, decision, line, today);
    });
    const leftOver = lines.filter((l) => l.decision?.decision !== 'matched').map(toLine);
    const sum = (list: readonly DepositDue[]) => toDollars(list.reduce((s, d) => s + d.amountCents, 0));
    return {
      from,
      to,
      deposits,
      lines: leftOver,
      summary: {
        expected: sum(due),
        matched: sum(due.filter((d) => decisions.get(d.key)?.decision === 'matched')),
        unmatchedDeposits: deposits.filter((d) => d.status === 'unmatched').length,
        awaitingDeposits: deposits.filter((d) => d.status === 'awaiting').length,
        unmatchedLines: leftOver.filter((l) => l.status === 'unmatched').length,
      },
    };
  });
}

/** The deposit `key` of the location, or 404. */
async function openDeposit(tx: Tx, place: EstablishmentRow, key: string): Promise<DepositDue> {
  const deposit = await depositDue(tx, place.id, place.timeZone, key);
  if (!deposit) throw new AppError('NOT_FOUND', M.depositNotFound);
  return deposit;
}

/** Money-in line `id` of the location, or 404 (400 for money out). */
async function openDepositLine(tx: Tx, place: EstablishmentRow, id: string): Promise<repo.LineWithDecision> {
  const [line] = await repo.linesAt(tx, place.id, [id]);
  if (!line) throw new AppError('NOT_FOUND', M.lineNotFound);
  if (line.amountCents <= 0) throw invalid('bankLineId', M.lineNotDeposit);
  return line;
}

/** Stores a person's decision; a second decision on the same line or deposit is a 409. */
function decide(tx: Tx, values: repo.DecisionInsert): Promise<repo.DecisionRow> {
  return refusing(() => repo.insertDecision(tx, values), {
    [SQLSTATE.uniqueViolation]: (r) =>
      new AppError(
        'CONFLICT',
        r.constraint === 'bank_reconciliations_line_once' ? M.lineDecided : M.depositDecided,
      ),
  });
}

/**
 * POST …/reconciliation/matches (establishment:update): matches deposit `depositKey` to bank line
 * `bankLineId` of the same location, whatever their amounts (a person may accept a fee taken
 * off). 404 for a deposit the location does not expect or a line out of reach; 400 for a line of
 * money out; 409 when either is already matched or dismissed.
 */
export function matchDeposit(
  db: Db,
  actor: Actor,
  establishmentId: string,
  body: ReconciliationMatchParsed,
): Promise<ReconciliationDecision> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const deposit = await openDeposit(tx, place, body.depositKey);
    const line = await openDepositLine(tx, place, body.bankLineId);
    const row = await decide(tx, {
      tenantId: actor.tenantId,
      establishmentId: place.id,
      decision: 'matched',
      depositKey: deposit.key,
      bankLineId: line.id,
      note: body.note ?? null,
      decidedBy: actor.userId,
    });
    return toDecision(row);
  });
}

/**
 * POST …/reconciliation/dismissals (establishment:update): sets a deposit or a money-in line
 * aside with a reason (a deposit never made, a transfer that is not takings), so it no longer
 * counts as unmatched. 404 for one out of reach; 409 when already matched or dismissed.
 */
export function dismiss(
  db: Db,
  actor: Actor,
  establishmentId: string,
  body: ReconciliationDismissParsed,
): Promise<ReconciliationDecision> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const depositKey = body.depositKey ? (await openDeposit(tx, place, body.depositKey)).key : null;
    const bankLineId = body.bankLineId ? (await openDepositLine(tx, place, body.bankLineId)).id : null;
    const row = await decide(tx, {
      tenantId: actor.tenantId,
      establishmentId: place.id,
      decision: 'dismissed',
      depositKey,
      bankLineId,
      note: body.reason,
      decidedBy: actor.userId,
    });
    return toDecision(row);
  });
}

/** DELETE …/reconciliation/decisions/{decisionId} (establishment:update): undoes it; 404 when none. */
export function undoDecision(
  db: Db,
  actor: Actor,
  establishmentId: string,
  decisionId: string,
): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    if (!(await repo.deleteDecision(tx, place.id, decisionId)))
      throw new AppError('NOT_FOUND', M.decisionNotFound);
  });
}

/**
 * Matches, inside `tx`, each undecided deposit of business days `from`–`to` at `place` with an
 * undecided money-in line of the same amount in its window; the number of matches stored. One
 * run at a time per location (advisory lock); a pair a person decided meanwhile is skipped.
 */
export async function matchAutomatically(
  tx: Tx,
  tenantId: string,
  place: Pick<EstablishmentRow, 'id' | 'timeZone'>,
  from: string,
  to: string,
): Promise<number> {
  await repo.lockReconciliation(tx, place.id);
  const due = await depositsDue(tx, place.id, place.timeZone, from, to);
  const decided = new Set(
    (
      await repo.depositDecisions(
        tx,
        place.id,
        due.map((d) => d.key),
      )
    ).map((d) => d.depositKey),
  );
  const lines = await repo.undecidedDepositLines(tx, place.id, from, addDays(to, DEPOSIT_WINDOW_DAYS));
  const pairs = pairDeposits(
    due.filter((d) => !decided.has(d.key)),
    lines,
  );
  return repo.insertAutomaticMatches(
    tx,
    pairs.map((p) => ({
      tenantId,
      establishmentId: place.id,
      decision: 'matched' as const,
      depositKey: p.depositKey,
      bankLineId: p.bankLineId,
      automatic: true,
    })),
  );
}

/** POST …/reconciliation/auto-match (establishment:update): the matcher over the period asked (default as the view's). */
export function autoMatch(
  db: Db,
  actor: Actor,
  establishmentId: string,
  body: { from?: string; to?: string },
  now: Date,
): Promise<{ matched: number }> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const { from, to } = periodOf(place, body, now);
    return { matched: await matchAutomatically(tx, actor.tenantId, place, from, to) };
  });
}
