/**
 * Which column of a bank's CSV export holds what, found from its header row by the names banks
 * give their columns (Chase, Bank of America, Capital One, Wells Fargo, UK and other banks'
 * "Money in/Money out"), compared case-insensitively and without punctuation.
 */

export type CsvRole =
  | 'postedDate'
  | 'date'
  | 'description'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'reference'
  | 'type'
  | 'memo'
  | 'account'
  | 'status';

/** Column indexes by role; date is the posting date when a file gives both it and the transaction date. */
export type CsvColumns = Partial<Record<CsvRole, number>>;

/** Header names per role, most telling first. Roles are assigned in this order. */
const NAMES: [CsvRole, string[]][] = [
  ['postedDate', ['posting date', 'posted date', 'post date', 'date posted', 'booking date']],
  ['date', ['date', 'transaction date', 'trans date', 'value date', 'effective date']],
  ['amount', ['amount', 'transaction amount', 'amount usd', 'net amount']],
  [
    'debit',
    [
      'debit',
      'debits',
      'debit amount',
      'withdrawal',
      'withdrawals',
      'withdrawal amount',
      'money out',
      'paid out',
    ],
  ],
  [
    'credit',
    ['credit', 'credits', 'credit amount', 'deposit', 'deposits', 'deposit amount', 'money in', 'paid in'],
  ],
  [
    'description',
    [
      'description',
      'transaction description',
      'payee',
      'name',
      'merchant',
      'narrative',
      'details',
      'transaction details',
    ],
  ],
  [
    'reference',
    ['check or slip', 'check number', 'check no', 'check', 'cheque number', 'cheque no', 'reference', 'ref'],
  ],
  ['type', ['type', 'transaction type']],
  ['memo', ['memo', 'notes', 'note']],
  ['account', ['card no', 'card number', 'card', 'account number', 'account no', 'account']],
  ['status', ['status', 'transaction status']],
];

/** A header cell as compared: 'Check or Slip #' → 'check or slip', 'Card No.' → 'card no'. */
export function headerName(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[.#:()_*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The columns `header` names, or undefined when it is not a statement's header row: it must name
 * a date, a description, and either an amount or a debit or credit column.
 */
export function findColumns(header: string[]): CsvColumns | undefined {
  const names = header.map(headerName);
  const taken = new Set<number>();
  const columns: CsvColumns = {};
  for (const [role, wanted] of NAMES) {
    for (const name of wanted) {
      const at = names.findIndex((n, i) => n === name && !taken.has(i));
      if (at >= 0) {
        columns[role] = at;
        taken.add(at);
        break;
      }
    }
  }
  if (columns.postedDate !== undefined) columns.date = columns.postedDate;
  const hasMoney =
    columns.amount !== undefined || columns.debit !== undefined || columns.credit !== undefined;
  return columns.date !== undefined && columns.description !== undefined && hasMoney ? columns : undefined;
}
