/**
 * CSV text as the exports write it (clients, products, transactions, pay runs): RFC 4180
 * quoting, CRLF line ends, and an apostrophe before a cell a spreadsheet would run as a formula
 * ('=', '+', '-', '@', tab or carriage return first, or the full-width '＝', '＋', '－', '＠'),
 * by csv-stringify's escape_formulas.
 */
import { stringify } from 'csv-stringify/sync';

/** A cell's start that a spreadsheet reads as a formula (the set escape_formulas guards). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** The apostrophe an export (ours included) puts before a formula-like cell. */
const FORMULA_GUARD = /^'(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * The CSV lines of `records`, each ended by CRLF. Every formula-like cell is guarded unless
 * `guardFormulas` is false: for files whose negative amounts must stay numbers, which guard
 * their text cells one by one with guardFormula.
 */
export function csvLines(records: string[][], { guardFormulas = true } = {}): string {
  return stringify(records, { record_delimiter: 'windows', escape_formulas: guardFormulas });
}

/** `cell` with an apostrophe first when a spreadsheet would run it as a formula. */
export function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** `cell` as it was before an export guarded it: for imports reading an exported file back. */
export function unguardFormula(cell: string): string {
  return cell.replace(FORMULA_GUARD, '');
}
