/**
 * Importing a bank statement into an account fed by statement import (issue #31, Financials:
 * statement import). The file is decoded and parsed before anything is written, so a file the
 * readers refuse is a 400 that stores nothing; then, in one transaction under the account's row
 * lock, the import is recorded, its lines are stored once each per account (a line another
 * import brought already is skipped by its line key), the account's balance and last sync
 * move on, and the new lines are matched to the deposits they can pay in (reconciliation).
 */
import {
  BANK_MESSAGES as M,
  BANK_STATEMENT_MAX_BYTES,
  DEPOSIT_WINDOW_DAYS,
  type BankStatementImportResult,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { analyzeTables } from '../../db/statistics.js';
import type { Actor } from '../../core/actor.js';
import { invalid } from '../../core/app-error.js';
import { addDays } from '../../lib/local-dates.js';
import type { ParsedStatement } from './statement.js';
import { decodeStatementBytes, parseStatement } from './statement-import.js';
import type { EstablishmentRow } from '../establishments/index.js';
import { openAccount } from './bank.access.js';
import { matchAutomatically } from './bank.reconciliation.js';
import * as repo from './bank.repository.js';

/** Lines past which an import analyzes the lines table (a large first import changes its size). */
const ANALYZE_AFTER_LINES = 1000;

/** The statement in a base64 upload (contract-checked form); 400 on field `content` past the size. */
function readUpload(fileName: string, content: string, currency: string): ParsedStatement {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > BANK_STATEMENT_MAX_BYTES) throw invalid('content', M.tooLarge);
  return parseStatement(fileName, decodeStatementBytes(bytes), currency);
}

/** 400 when the file plainly belongs to another account: another last-4 or another currency. */
function checkAccount(parsed: ParsedStatement, account: repo.BankAccountRow): void {
  const fileMask = parsed.account.accountMask;
  if (fileMask && account.accountMask && fileMask !== account.accountMask)
    throw invalid('file', M.otherAccount(fileMask, account.accountMask));
  if (parsed.account.currency !== account.currency)
    throw invalid('file', M.otherCurrency(parsed.account.currency, account.currency));
}

/** The first and last posted days of the lines ('YYYY-MM-DD' compares as text). */
function span(parsed: ParsedStatement): { from: string | null; to: string | null } {
  const days = parsed.lines.map((l) => l.postedOn).sort();
  return { from: parsed.from ?? days[0] ?? null, to: parsed.to ?? days[days.length - 1] ?? null };
}

/**
 * POST …/bank-accounts/{accountId}/statements (establishment:update): imports `content` (base64
 * of an OFX, QFX or CSV file, at most 5 MiB decoded) into the account. Answers the lines the file
 * held and those new to the account, and the period it covers. The account's balance becomes the
 * file's closing (ledger) balance as of the period's end, unless a later one is stored already.
 * Errors: 400 with the readers' text (STATEMENT_ERRORS) for a file they cannot read, for a file of
 * another account (its last 4 digits or currency differ) or one over the size; 400 for a Plaid
 * account; 404 for an account or location out of reach. On any error nothing is written.
 */
export async function importStatement(
  db: Db,
  actor: Actor,
  establishmentId: string,
  accountId: string,
  body: { fileName: string; content: string },
  now: Date,
): Promise<BankStatementImportResult> {
  const result = await withTenant(db, actor, async (tx) => {
    const { account, establishment } = await openAccount(tx, actor, establishmentId, accountId, true);
    if (account.provider !== 'statement') throw invalid('accountId', M.notStatementAccount);
    const parsed = readUpload(body.fileName, body.content, account.currency);
    checkAccount(parsed, account);
    return storeStatement(
      tx,
      { account, establishment, importedBy: actor.userId },
      body.fileName,
      parsed,
      now,
    );
  });
  if (result.linesAdded >= ANALYZE_AFTER_LINES) await analyzeTables(db, ['bank_lines']);
  return result;
}

/**
 * Stores read statement `parsed` into `account` inside `tx` (the caller holds the account's row
 * lock and has checked the file is the account's): records the import, adds the lines the
 * account does not hold yet, moves the balance and last sync on, and matches the new lines to
 * the deposits they can pay in. The import's answer, as the endpoint gives it.
 */
export async function storeStatement(
  tx: Tx,
  into: {
    account: repo.BankAccountRow;
    establishment: Pick<EstablishmentRow, 'id' | 'timeZone'>;
    importedBy: string | null;
  },
  fileName: string,
  parsed: ParsedStatement,
  now: Date,
): Promise<BankStatementImportResult> {
  const { account, establishment } = into;
  const { from, to } = span(parsed);
  const importId = await repo.insertImport(tx, {
    tenantId: account.tenantId,
    establishmentId: account.establishmentId,
    bankAccountId: account.id,
    fileName,
    format: parsed.format,
    importedBy: into.importedBy,
    importedAt: now,
    fromDate: from,
    toDate: to,
    linesRead: parsed.lines.length,
    linesAdded: 0,
  });
  const linesAdded = await repo.insertNewLines(
    tx,
    parsed.lines.map((l) => repo.lineRow(account, l, importId)),
  );
  await repo.setImportCounts(tx, importId, linesAdded);
  const balanceOn = to ?? now.toISOString().slice(0, 10);
  const newerBalance =
    parsed.ledgerBalanceCents !== undefined && (account.balanceOn === null || account.balanceOn <= balanceOn);
  await repo.updateAccount(tx, account.id, {
    lastSyncAt: now,
    accountMask: account.accountMask ?? parsed.account.accountMask ?? null,
    accountType: parsed.account.type ?? account.accountType,
    ...(newerBalance ? { balanceCents: parsed.ledgerBalanceCents, balanceOn } : {}),
  });
  // New lines may pay in deposits of the days before them: match what the file can settle.
  if (linesAdded > 0 && from && to)
    await matchAutomatically(tx, account.tenantId, establishment, addDays(from, -DEPOSIT_WINDOW_DAYS), to);
  return { importId, format: parsed.format, linesRead: parsed.lines.length, linesAdded, from, to };
}
