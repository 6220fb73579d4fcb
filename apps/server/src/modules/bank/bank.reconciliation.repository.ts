/** Queries of reconciliation (bank_reconciliations and the lines it reads), in the caller's tenant transaction. */
import { and, asc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bankAccounts, bankLines, bankReconciliations } from './bank.schema.js';

export type DecisionRow = typeof bankReconciliations.$inferSelect;
export type DecisionInsert = typeof bankReconciliations.$inferInsert;

/** A deposit line of the location with its account's name and the decision on it, if any. */
export interface LineWithDecision {
  id: string;
  bankAccountId: string;
  accountName: string;
  postedOn: string;
  amountCents: number;
  description: string;
  decision: DecisionRow | null;
}

const lineColumns = {
  id: bankLines.id,
  bankAccountId: bankLines.bankAccountId,
  accountName: bankAccounts.name,
  postedOn: bankLines.postedOn,
  amountCents: bankLines.amountCents,
  description: bankLines.description,
};

function linesQuery(tx: Tx) {
  return tx
    .select({ ...lineColumns, decision: bankReconciliations })
    .from(bankLines)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankLines.bankAccountId))
    .leftJoin(bankReconciliations, eq(bankReconciliations.bankLineId, bankLines.id));
}

/** The location's money-in lines posted `from`–`to` (inclusive), oldest first, smallest first on a day, with their decisions. */
export function depositLinesAt(
  tx: Tx,
  establishmentId: string,
  from: string,
  to: string,
): Promise<LineWithDecision[]> {
  return linesQuery(tx)
    .where(
      and(
        eq(bankLines.establishmentId, establishmentId),
        gte(bankLines.postedOn, from),
        lte(bankLines.postedOn, to),
        gt(bankLines.amountCents, 0),
      ),
    )
    .orderBy(asc(bankLines.postedOn), asc(bankLines.amountCents), asc(bankLines.id));
}

/** The location's lines `ids` with their decisions (any order). */
export function linesAt(
  tx: Tx,
  establishmentId: string,
  ids: readonly string[],
): Promise<LineWithDecision[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return linesQuery(tx).where(
    and(eq(bankLines.establishmentId, establishmentId), inArray(bankLines.id, [...ids])),
  );
}

/** The location's decisions on the deposits `keys`. */
export function depositDecisions(
  tx: Tx,
  establishmentId: string,
  keys: readonly string[],
): Promise<DecisionRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(bankReconciliations)
    .where(
      and(
        eq(bankReconciliations.establishmentId, establishmentId),
        inArray(bankReconciliations.depositKey, [...keys]),
      ),
    );
}

/** Stores a decision; the unique keys refuse a second on the same line or deposit (23505). */
export async function insertDecision(tx: Tx, values: DecisionInsert): Promise<DecisionRow> {
  const [row] = await tx.insert(bankReconciliations).values(values).returning();
  return row!;
}

/** Stores the matcher's pairs, skipping any a concurrent decision took first; how many were stored. */
export async function insertAutomaticMatches(tx: Tx, values: readonly DecisionInsert[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await tx
    .insert(bankReconciliations)
    .values([...values])
    .onConflictDoNothing()
    .returning({ id: bankReconciliations.id });
  return rows.length;
}

/** Deletes decision `id` of the location; whether there was one. */
export async function deleteDecision(tx: Tx, establishmentId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(bankReconciliations)
    .where(and(eq(bankReconciliations.id, id), eq(bankReconciliations.establishmentId, establishmentId)))
    .returning({ id: bankReconciliations.id });
  return rows.length > 0;
}

/** Undecided money-in lines of the location posted `from`–`to`, for the matcher. */
export function undecidedDepositLines(
  tx: Tx,
  establishmentId: string,
  from: string,
  to: string,
): Promise<{ id: string; postedOn: string; amountCents: number }[]> {
  return tx
    .select({ id: bankLines.id, postedOn: bankLines.postedOn, amountCents: bankLines.amountCents })
    .from(bankLines)
    .leftJoin(bankReconciliations, eq(bankReconciliations.bankLineId, bankLines.id))
    .where(
      and(
        eq(bankLines.establishmentId, establishmentId),
        gte(bankLines.postedOn, from),
        lte(bankLines.postedOn, to),
        gt(bankLines.amountCents, 0),
        isNull(bankReconciliations.id),
      ),
    );
}

/** Takes the location's reconciliation lock for the transaction: one automatic match at a time. */
export async function lockReconciliation(tx: Tx, establishmentId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('bank-reconciliation'), hashtext(${establishmentId}))`,
  );
}
