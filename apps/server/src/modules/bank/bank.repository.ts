/** Queries of the bank module's tables, inside the caller's tenant transaction (row-level security). */
import { and, asc, desc, eq, gte, lt, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { StatementLine } from './statement.js';
import { bankAccounts, bankLines, bankStatementImports } from './bank.schema.js';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankAccountInsert = typeof bankAccounts.$inferInsert;
export type BankLineRow = typeof bankLines.$inferSelect;
export type BankLineInsert = typeof bankLines.$inferInsert;
export type BankImportInsert = typeof bankStatementImports.$inferInsert;

/**
 * The stored row of a bank line read from a statement or a provider, in `account`; `importId`
 * names the statement file, null for a provider's line.
 */
export function lineRow(
  account: Pick<BankAccountRow, 'tenantId' | 'establishmentId' | 'id'>,
  line: StatementLine,
  importId: string | null,
): BankLineInsert {
  return {
    tenantId: account.tenantId,
    establishmentId: account.establishmentId,
    bankAccountId: account.id,
    lineKey: line.lineKey,
    postedOn: line.postedOn,
    amountCents: line.amountCents,
    description: line.description,
    memo: line.memo ?? null,
    reference: line.reference ?? null,
    type: line.type ?? null,
    importId,
  };
}

/** Rows one INSERT carries: 10 columns each stays far under PostgreSQL's 65,535 parameters. */
const LINES_PER_INSERT = 1000;

/** A location's bank accounts, by name. */
export function accountsAt(tx: Tx, establishmentId: string): Promise<BankAccountRow[]> {
  return tx
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.establishmentId, establishmentId))
    .orderBy(asc(bankAccounts.name), asc(bankAccounts.createdAt));
}

/** Account `id` of location `establishmentId`; `lock` takes its row lock (one import at a time). */
export async function findAccount(
  tx: Tx,
  establishmentId: string,
  id: string,
  lock = false,
): Promise<BankAccountRow | undefined> {
  const query = tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.establishmentId, establishmentId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertAccount(tx: Tx, values: BankAccountInsert): Promise<BankAccountRow> {
  const [row] = await tx.insert(bankAccounts).values(values).returning();
  return row!;
}

export async function updateAccount(tx: Tx, id: string, values: Partial<BankAccountInsert>): Promise<void> {
  await tx.update(bankAccounts).set(values).where(eq(bankAccounts.id, id));
}

/** Records an import (its counts are set once its lines are stored) and gives its id. */
export async function insertImport(tx: Tx, values: BankImportInsert): Promise<string> {
  const [row] = await tx
    .insert(bankStatementImports)
    .values(values)
    .returning({ id: bankStatementImports.id });
  return row!.id;
}

export async function setImportCounts(tx: Tx, id: string, linesAdded: number): Promise<void> {
  await tx.update(bankStatementImports).set({ linesAdded }).where(eq(bankStatementImports.id, id));
}

/**
 * Stores the lines an account does not hold yet: a line whose (account, line key) is stored
 * already, by an earlier import or earlier in `lines`, is skipped. Gives how many were stored.
 */
export async function insertNewLines(tx: Tx, lines: BankLineInsert[]): Promise<number> {
  let added = 0;
  for (let at = 0; at < lines.length; at += LINES_PER_INSERT) {
    const stored = await tx
      .insert(bankLines)
      .values(lines.slice(at, at + LINES_PER_INSERT))
      .onConflictDoNothing({ target: [bankLines.bankAccountId, bankLines.lineKey] })
      .returning({ id: bankLines.id });
    added += stored.length;
  }
  return added;
}

/** Where a page of lines starts: after the line (postedOn, id) the page before ended on. */
export interface LineKeyset {
  postedOn: string;
  id: string;
}

/**
 * Up to `limit` lines of an account, newest posted day first (then by id, so equal days keep
 * one order), posted between `from` and `to` inclusive when given, after `after`.
 */
export function listLines(
  tx: Tx,
  filter: { bankAccountId: string; from?: string; to?: string; after?: LineKeyset },
  limit: number,
): Promise<BankLineRow[]> {
  const t = bankLines;
  const { after } = filter;
  return tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.bankAccountId, filter.bankAccountId),
        filter.from ? gte(t.postedOn, filter.from) : undefined,
        filter.to ? lte(t.postedOn, filter.to) : undefined,
        after
          ? or(lt(t.postedOn, after.postedOn), and(eq(t.postedOn, after.postedOn), lt(t.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(t.postedOn), desc(t.id))
    .limit(limit);
}
