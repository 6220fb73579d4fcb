/**
 * Bank statements exported as CSV, read into a ParsedStatement. Layouts differ by bank, so the
 * columns are found from the header row (statement-csv-columns.ts), which may follow a preamble
 * (Bank of America puts a balance summary first); Wells Fargo's export has no header at all.
 */
import Papa from 'papaparse';
import {
  accountMask,
  csvLineKey,
  occurrenceCounter,
  refuseStatement,
  STATEMENT_ERRORS,
  type ParsedStatement,
  type StatementAccount,
  type StatementLine,
} from './statement.js';
import { findColumns, type CsvColumns } from './statement-csv-columns.js';
import { parseCents, parseCsvDate } from './statement-values.js';

/** How far into the file the header row is looked for (past a bank's preamble). */
const HEADER_SEARCH_ROWS = 40;

/**
 * A pending line's text changes when it posts, so it would be stored again under a new key: only
 * posted lines are read (USAA, Capital One bank and others mark them in a Status column).
 */
const PENDING = /^pending$/i;

/** Wells Fargo: "date","amount","*","check number","description", no header row. */
const WELLS_FARGO: CsvColumns = { date: 0, amount: 1, reference: 3, description: 4 };

interface Row {
  /** The file line the record starts on, 1-based. */
  line: number;
  cells: string[];
}

/** Every CSV record of `text` with the line it starts on (a quoted cell may span lines). */
function readRows(text: string): Row[] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  let line = 1;
  return parsed.data.map((cells) => {
    const row = { line, cells };
    line += 1 + cells.reduce((n, c) => n + (c.match(/\n/g) ?? []).length, 0);
    return row;
  });
}

const blank = (row: Row) => row.cells.every((c) => c.trim() === '');
const cell = (row: Row, at: number | undefined) => (at === undefined ? '' : (row.cells[at] ?? '').trim());

function isWellsFargoRow(row: Row): boolean {
  const [date = '', amount = '', star = ''] = row.cells;
  return (
    row.cells.length >= 5 &&
    parseCsvDate(date) !== undefined &&
    parseCents(amount) !== undefined &&
    (star.trim() === '*' || star.trim() === '')
  );
}

/** The header's index in `rows` (or -1 for Wells Fargo's headerless file) and the columns. */
function locateColumns(rows: Row[]): { headerAt: number; columns: CsvColumns } {
  for (const [i, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const columns = findColumns(row.cells);
    if (columns) return { headerAt: i, columns };
  }
  const first = rows.find((r) => !blank(r));
  if (first && isWellsFargoRow(first)) return { headerAt: -1, columns: WELLS_FARGO };
  const looksTabular = rows.some((r) => r.cells.length >= 2);
  throw refuseStatement(looksTabular ? STATEMENT_ERRORS.csvNoColumns : STATEMENT_ERRORS.notStatement);
}

/**
 * Signed cents of a row: its Amount cell, or its Credit less its Debit (a bank may sign either);
 * null when the row has no amount at all.
 */
function rowCents(row: Row, columns: CsvColumns): number | null {
  const read = (at: number | undefined): number | null => {
    const text = cell(row, at);
    if (text === '') return null;
    const cents = parseCents(text);
    if (cents === undefined) throw refuseStatement(STATEMENT_ERRORS.badAmount(row.line, text));
    return cents;
  };
  if (columns.amount !== undefined) return read(columns.amount);
  const debit = read(columns.debit);
  const credit = read(columns.credit);
  if (debit === null && credit === null) return null;
  return Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
}

function readLine(row: Row, columns: CsvColumns): Omit<StatementLine, 'lineKey'> | undefined {
  const amountCents = rowCents(row, columns);
  // A row without an amount is a balance or heading row (BofA's "Beginning balance as of…").
  if (amountCents === null) return undefined;
  const dateText = cell(row, columns.date);
  const postedOn = parseCsvDate(dateText);
  if (!postedOn) throw refuseStatement(STATEMENT_ERRORS.badDate(row.line, dateText));
  const line: Omit<StatementLine, 'lineKey'> = {
    postedOn,
    amountCents,
    description: cell(row, columns.description),
  };
  const memo = cell(row, columns.memo);
  const reference = cell(row, columns.reference);
  const type = cell(row, columns.type);
  if (memo) line.memo = memo;
  if (reference) line.reference = reference;
  if (type) line.type = type;
  return line;
}

/**
 * The statement in CSV `text` (a leading BOM and blank lines are allowed). Amounts are integer
 * cents, deposits +, withdrawals −; dates 'YYYY-MM-DD' from M/D/YYYY, MM/DD/YYYY or ISO cells;
 * lines a Status column marks Pending are left out;
 * `from`/`to` are the first and last posted dates. A CSV names no currency: `currency` (default
 * 'USD') is the account's. Lines are keyed by csvLineKey. Throws a 400 AppError
 * (STATEMENT_ERRORS) when no header or known layout is found, a cell is not an amount or a date,
 * or there are no transactions.
 */
export function parseCsv(text: string, currency = 'USD'): ParsedStatement {
  const rows = readRows(text.replace(/^\uFEFF/, ''));
  const { headerAt, columns } = locateColumns(rows);
  const data = rows.slice(headerAt + 1).filter((r) => !blank(r));
  const masks = new Set(data.map((r) => accountMask(cell(r, columns.account))));
  const [mask] = masks;
  const account: StatementAccount = { currency };
  // A card column can name several cards (Capital One lists each authorised user's card): the
  // statement has one account mask only when every line agrees, and each line is keyed by its own.
  if (mask && masks.size === 1) account.accountMask = mask;
  const occurrence = occurrenceCounter();
  const lines: StatementLine[] = [];
  for (const row of data) {
    if (PENDING.test(cell(row, columns.status))) continue;
    const line = readLine(row, columns);
    if (!line) continue;
    const lineAccount: StatementAccount = { currency };
    const lineMask = accountMask(cell(row, columns.account));
    if (lineMask) lineAccount.accountMask = lineMask;
    lines.push({ lineKey: csvLineKey(lineAccount, line, occurrence(line, lineAccount)), ...line });
  }
  if (lines.length === 0) throw refuseStatement(STATEMENT_ERRORS.noTransactions);
  const dates = lines.map((l) => l.postedOn).sort();
  return { format: 'csv', account, from: dates[0], to: dates[dates.length - 1], lines };
}
