/**
 * CSV text as the exports write it (clients, products, transactions, pay runs): RFC 4180
 * quoting by papaparse, CRLF line ends, and an apostrophe before a cell a spreadsheet would run
 * as a formula ('=', '+', '-', '@', tab or carriage return first, or the full-width '＝', '＋',
 * '－', '＠'; OWASP's CSV injection advice).
 */
import Papa from 'papaparse';

/** A cell's start that a spreadsheet reads as a formula. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** The apostrophe an export (ours included) puts before a formula-like cell. */
const FORMULA_GUARD = /^'(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const CRLF = '\r\n';

/**
 * The CSV lines of `records`, each ended by CRLF. Every formula-like cell is guarded unless
 * `guardFormulas` is false: for files whose negative amounts must stay numbers, which guard
 * their text cells one by one with guardFormula. Papaparse (the project's CSV library) writes
 * the client export's thousands of rows in two thirds of csv-stringify's time, with less
 * garbage.
 */
export function csvLines(records: string[][], { guardFormulas = true } = {}): string {
  if (records.length === 0) return '';
  return Papa.unparse(records, { newline: CRLF, escapeFormulae: guardFormulas && FORMULA_START }) + CRLF;
}

/** `cell` with an apostrophe first when a spreadsheet would run it as a formula. */
export function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** `cell` as it was before an export guarded it: for imports reading an exported file back. */
export function unguardFormula(cell: string): string {
  return cell.replace(FORMULA_GUARD, '');
}
