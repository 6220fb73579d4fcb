/**
 * A bank statement as read from an imported file (issue #31, Financials: statement import), and
 * the texts a reader refuses a file with. Pure data: the readers (statement-ofx.ts,
 * statement-csv.ts) fill it, a later step stores its lines once each by `lineKey`.
 */
import { createHash } from 'node:crypto';
import { invalid, type AppError } from '../../core/app-error.js';

export type StatementFormat = 'ofx' | 'qfx' | 'csv';

/** A calendar date as the bank wrote it, 'YYYY-MM-DD' (no time zone: banks post by day). */
export type StatementDate = string;

/** The account the statement is for. Only the last four digits of its number are ever kept. */
export interface StatementAccount {
  /** The bank's routing or institution number (OFX BANKID), when the file carries one. */
  bankId?: string;
  /** The account number's last four digits, e.g. '7890' (never the whole number). */
  accountMask?: string;
  /** CHECKING, SAVINGS, CREDITLINE… (OFX ACCTTYPE) or CREDITCARD for a card statement. */
  type?: string;
  /** ISO 4217 code, e.g. 'USD'. */
  currency: string;
}

/** One transaction line of the statement. */
export interface StatementLine {
  /**
   * The same for the same bank line however often it is imported, in this file or an
   * overlapping later one: see ofxLineKey and csvLineKey for how, and where that fails.
   */
  lineKey: string;
  postedOn: StatementDate;
  /** Integer cents, signed from the account holder's side: deposits +, withdrawals/charges −. */
  amountCents: number;
  description: string;
  memo?: string;
  /** A cheque (check) number or the bank's reference. */
  reference?: string;
  /** The bank's kind of transaction as written (OFX TRNTYPE such as DEBIT, or a CSV Type cell). */
  type?: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  account: StatementAccount;
  /** The period the bank says the statement covers, when it says. */
  from?: StatementDate;
  to?: StatementDate;
  /** The closing (ledger) balance in integer cents, when the file gives one. */
  ledgerBalanceCents?: number;
  lines: StatementLine[];
}

/** What an import refuses a file with (HTTP 400, field `file`). */
export const STATEMENT_ERRORS = {
  notStatement: 'This file is not a bank statement we can read (OFX, QFX or CSV).',
  empty: 'The file is empty.',
  noTransactions: 'The statement has no transactions.',
  ofxDamaged: 'This OFX file is damaged or cut short. Download it from the bank again.',
  ofxNoStatement: 'This OFX file holds no bank or credit card statement.',
  ofxManyAccounts: 'This OFX file holds statements for more than one account. Export one account at a time.',
  csvNoColumns:
    'We could not find the date, description and amount columns in this CSV file. Export it from the bank again, with its header row.',
  badAmount: (line: number, text: string) => `Line ${line}: the amount "${text}" is not a number.`,
  badDate: (line: number, text: string) => `Line ${line}: the date "${text}" is not a date.`,
} as const;

/** The request field every statement error names. */
export const STATEMENT_FIELD = 'file';

/** A 400 AppError for the uploaded statement file with `message` (one of STATEMENT_ERRORS). */
export function refuseStatement(message: string): AppError {
  return invalid(STATEMENT_FIELD, message);
}

/** The last four digits of an account or card number ('XXXX1234' → '1234'); undefined if none. */
export function accountMask(accountNumber: string | undefined): string | undefined {
  const digits = (accountNumber ?? '').replace(/\D/g, '');
  return digits.length > 0 ? digits.slice(-4) : undefined;
}

/** The part of a key that says which account a line belongs to: bank and masked number. */
function accountScope(account: StatementAccount): string {
  return `${account.bankId ?? ''}/${account.accountMask ?? ''}`;
}

/** A description as the key compares it: case and runs of spaces do not matter. */
function keyText(description: string): string {
  return description.trim().replace(/\s+/g, ' ').toUpperCase();
}

function digest(parts: string[]): string {
  // JSON keeps the parts apart (no separator a description could contain fools it).
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

/**
 * The key of an OFX/QFX line: the bank's FITID, which OFX promises is unique and unchanging per
 * account, scoped by bank and masked account number. A full account number never enters the key
 * (a hash of one could be reversed by trying numbers); two accounts at one bank that share their
 * last four digits are told apart by the later step that stores lines per bank account. `use` is
 * 2, 3… for a FITID the file has already used (see statement-ofx.ts).
 */
export function ofxLineKey(account: StatementAccount, fitId: string, use = 1): string {
  return `ofx:${digest([accountScope(account), fitId, ...(use === 1 ? [] : [String(use)])])}`;
}

/**
 * The key of a line without a bank id (CSV, or an OFX line missing its FITID): the account,
 * posted date, amount, description and `occurrence` (1 for the first line in the file with that
 * same date, amount and description, 2 for the second…), so two genuine identical coffees on one
 * day stay two lines, and importing the file again or a later file that overlaps it gives the
 * same keys. Limits: a bank that rewrites a line's description between exports (pending → posted
 * text) makes a new key, so that line would be stored twice; and a file that holds only the second
 * of two identical same-day lines gives it the first one's key.
 */
export function csvLineKey(
  account: StatementAccount,
  line: { postedOn: StatementDate; amountCents: number; description: string },
  occurrence: number,
): string {
  const tuple = [line.postedOn, String(line.amountCents), keyText(line.description)];
  return `csv:${digest([accountScope(account), ...tuple, String(occurrence)])}`;
}

/**
 * Counts identical (date, amount, description) tuples in file order, per account scope (a card
 * number column can differ line by line): the `occurrence` for csvLineKey. Call it once per
 * line, in the order of the file.
 */
export function occurrenceCounter(): (
  line: { postedOn: string; amountCents: number; description: string },
  account?: StatementAccount,
) => number {
  const seen = new Map<string, number>();
  return (line, account) => {
    const scope = account ? accountScope(account) : '';
    const tuple = JSON.stringify([scope, line.postedOn, line.amountCents, keyText(line.description)]);
    const n = (seen.get(tuple) ?? 0) + 1;
    seen.set(tuple, n);
    return n;
  };
}
