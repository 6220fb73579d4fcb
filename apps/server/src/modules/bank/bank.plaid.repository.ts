/**
 * Queries of Plaid connections (bank_plaid_items) and of the accounts and lines they feed,
 * inside the caller's tenant transaction (row-level security).
 */
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bankAccounts, bankLines, bankPlaidItems } from './bank.schema.js';
import type { BankAccountInsert, BankAccountRow, BankLineInsert } from './bank.repository.js';

export type PlaidItemRow = typeof bankPlaidItems.$inferSelect;
export type PlaidItemInsert = typeof bankPlaidItems.$inferInsert;

/** Rows one INSERT carries: 10 columns each stays far under PostgreSQL's 65,535 parameters. */
const LINES_PER_INSERT = 1000;

/** The connections of a location, newest first. */
export function itemsAt(tx: Tx, establishmentId: string): Promise<PlaidItemRow[]> {
  return tx
    .select()
    .from(bankPlaidItems)
    .where(eq(bankPlaidItems.establishmentId, establishmentId))
    .orderBy(desc(bankPlaidItems.createdAt));
}

/** Whether a connection of the location waits for its owner to sign in to the bank again. */
export async function needsLogin(tx: Tx, establishmentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ itemId: bankPlaidItems.itemId })
    .from(bankPlaidItems)
    .where(
      and(eq(bankPlaidItems.establishmentId, establishmentId), eq(bankPlaidItems.status, 'login_required')),
    )
    .limit(1);
  return row !== undefined;
}

/** Connection `itemId` (Plaid's id) of location `establishmentId`. */
export async function findItem(
  tx: Tx,
  establishmentId: string,
  itemId: string,
): Promise<PlaidItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(bankPlaidItems)
    .where(and(eq(bankPlaidItems.itemId, itemId), eq(bankPlaidItems.establishmentId, establishmentId)));
  return row;
}

/** How long a claim holds before it counts as a process that died mid-sync. */
const CLAIM_MINUTES = 10;

/**
 * Claims connection `id` for a sync or a disconnect (busy_since = `now`): the row when the claim
 * is this caller's, null when another claim younger than ten minutes holds it. The caller calls
 * Plaid after committing, then clears the claim with what it writes (or releaseItem).
 */
export async function claimItem(tx: Tx, id: string, now: Date): Promise<PlaidItemRow | null> {
  const stale = new Date(now.getTime() - CLAIM_MINUTES * 60_000);
  const [row] = await tx
    .update(bankPlaidItems)
    .set({ busySince: now })
    .where(
      and(
        eq(bankPlaidItems.id, id),
        or(isNull(bankPlaidItems.busySince), lt(bankPlaidItems.busySince, stale)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Clears a claim that ends without writing (the call to Plaid failed unexpectedly). */
export async function releaseItem(tx: Tx, id: string): Promise<void> {
  await tx.update(bankPlaidItems).set({ busySince: null }).where(eq(bankPlaidItems.id, id));
}

/** Stores a new connection (Plaid gives every Link a new item id). */
export async function insertItem(tx: Tx, values: PlaidItemInsert): Promise<PlaidItemRow> {
  const [row] = await tx.insert(bankPlaidItems).values(values).returning();
  return row!;
}

export async function updateItem(
  tx: Tx,
  id: string,
  values: Partial<PlaidItemInsert>,
): Promise<PlaidItemRow> {
  const [row] = await tx.update(bankPlaidItems).set(values).where(eq(bankPlaidItems.id, id)).returning();
  return row!;
}

/** The accounts a connection feeds, by name. */
export function itemAccounts(tx: Tx, itemIds: string[]): Promise<BankAccountRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(bankAccounts)
    .where(inArray(bankAccounts.plaidItemId, itemIds))
    .orderBy(bankAccounts.name, bankAccounts.createdAt);
}

/**
 * Adds the connection's accounts not stored yet and brings the stored ones up to date (name,
 * mask, kind, balance): one row per (item, Plaid account).
 */
export async function upsertAccounts(tx: Tx, rows: BankAccountInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(bankAccounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [bankAccounts.plaidItemId, bankAccounts.plaidAccountId],
      targetWhere: sql`plaid_item_id IS NOT NULL`,
      set: {
        name: sql`excluded.name`,
        accountMask: sql`excluded.account_mask`,
        accountType: sql`excluded.account_type`,
        currency: sql`excluded.currency`,
        balanceCents: sql`excluded.balance_cents`,
        balanceOn: sql`excluded.balance_on`,
        status: sql`excluded.status`,
        lastSyncAt: sql`coalesce(excluded.last_sync_at, ${bankAccounts.lastSyncAt})`,
      },
    });
}

/** Sets the status (and last sync, when given) of every account of a connection. */
export async function setItemAccounts(
  tx: Tx,
  itemId: string,
  values: Pick<BankAccountInsert, 'status' | 'lastSyncAt'>,
): Promise<void> {
  await tx.update(bankAccounts).set(values).where(eq(bankAccounts.plaidItemId, itemId));
}

/**
 * Stores lines added or changed at the provider: a new line key is inserted, a stored one takes
 * the new day, amount and texts. Gives how many rows were written.
 */
export async function upsertLines(tx: Tx, lines: BankLineInsert[]): Promise<number> {
  let written = 0;
  for (let at = 0; at < lines.length; at += LINES_PER_INSERT) {
    const stored = await tx
      .insert(bankLines)
      .values(lines.slice(at, at + LINES_PER_INSERT))
      .onConflictDoUpdate({
        target: [bankLines.bankAccountId, bankLines.lineKey],
        set: {
          postedOn: sql`excluded.posted_on`,
          amountCents: sql`excluded.amount_cents`,
          description: sql`excluded.description`,
          memo: sql`excluded.memo`,
          reference: sql`excluded.reference`,
          type: sql`excluded.type`,
        },
      })
      .returning({ id: bankLines.id });
    written += stored.length;
  }
  return written;
}

/** Deletes the lines `lineKeys` of account `bankAccountId`; gives how many there were. */
export async function deleteLines(tx: Tx, bankAccountId: string, lineKeys: string[]): Promise<number> {
  if (lineKeys.length === 0) return 0;
  const gone = await tx
    .delete(bankLines)
    .where(and(eq(bankLines.bankAccountId, bankAccountId), inArray(bankLines.lineKey, lineKeys)))
    .returning({ id: bankLines.id });
  return gone.length;
}
