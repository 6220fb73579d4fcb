/**
 * Transaction export (spec operations.md §7 GET …/export/?format=csv, issue #13): every
 * transaction the list's filters match, newest first, one CSV row each, read in keyset batches
 * (created_at, id) so a year of sales streams out in flat memory. UTF-8 with a byte-order mark
 * so spreadsheets read accents; cells a spreadsheet would run as a formula get a leading
 * apostrophe (csvLines). Every location reached can be exported at once (ALL_ESTABLISHMENTS,
 * issue #31).
 */
import { Readable } from 'node:stream';
import { ALL_ESTABLISHMENTS, type Transaction } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { csvLines } from '../../lib/csv-lines.js';
import type { Actor } from '../../core/actor.js';
import { wallDateTime } from '../../lib/local-dates.js';
import { readTransactions } from './checkout.reader.js';
import { transactionFilter, type TransactionFilterQuery } from './checkout.transactions.js';
import * as repo from './checkout.transactions.repository.js';

/** Transactions read per batch while exporting. */
const EXPORT_BATCH = 500;

/** The export's header row. */
export const TRANSACTION_CSV_COLUMNS = [
  'Number',
  'Date',
  'Customer',
  'Cashier',
  'Items',
  'Subtotal',
  'Discount',
  'Tax',
  'Tip',
  'Total',
  'Refunded',
  'Status',
  'Payment methods',
] as const;

const money = (dollars: number) => dollars.toFixed(2);

function paymentLabel(p: Transaction['paymentMethods'][number]): string {
  const card = p.type === 'card' ? ` ${[p.cardType, p.cardLast4].filter(Boolean).join(' ')}` : '';
  return `${p.type}${card} ${money(p.amount)}`;
}

/** Where a sale was: its location's name and zone. */
interface SalePlace {
  name: string;
  timeZone: string;
}

/** The row of `t`, its date read in its own location's zone; led by that location's name when `named`. */
function toRecord(t: Transaction, place: SalePlace, named: boolean): string[] {
  const at = wallDateTime(new Date(t.createdAt), place.timeZone);
  return [
    ...(named ? [place.name] : []),
    String(t.number),
    `${at.date} ${at.time}`,
    t.customerName ?? '',
    t.cashierName ?? '',
    t.items.map((i) => `${i.name} x${i.quantity}`).join('; '),
    money(t.subtotal),
    money(t.discountAmount),
    money(t.taxAmount),
    money(t.tipAmount),
    money(t.totalAmount),
    money(t.refundAmount),
    t.status,
    t.paymentMethods.map(paymentLabel).join('; '),
  ];
}

/**
 * GET /api/admin/transactions/export/: the CSV of what the list would show with `query`, paging
 * ignored, and its file name transactions-<start>-<end>.csv (local dates). With
 * ALL_ESTABLISHMENTS every location reached, a first 'Location' column naming each row's, and
 * each row's date in its own location's zone. The location and
 * filters are checked and the first batch read before the stream is handed out, so a 400 or
 * 404 answers as an error, not as a broken download; later batches are read, each in its own
 * short transaction, as the download drains. Permission transaction:read.
 */
export async function exportTransactions(
  db: Db,
  actor: Actor,
  query: TransactionFilterQuery,
  now: Date,
): Promise<{ filename: string; csv: Readable }> {
  const batch = async (tx: Tx, filter: repo.TransactionFilter, cursor: repo.ExportCursor | null) => {
    const { ids, next } = await repo.exportBatch(tx, filter, cursor, EXPORT_BATCH);
    return { rows: await readTransactions(tx, ids), next };
  };
  const { filter, places, startDate, endDate, first } = await withTenant(db, actor, async (tx) => {
    const f = await transactionFilter(tx, actor, query, now);
    return { ...f, first: await batch(tx, f.filter, null) };
  });
  const named = query.establishmentId === ALL_ESTABLISHMENTS;
  const placeOf = new Map<string, SalePlace>(places.map((p) => [p.establishment.id, p.establishment]));
  const record = (t: Transaction) =>
    toRecord(t, placeOf.get(t.establishmentId) ?? { name: '', timeZone: 'UTC' }, named);
  async function* chunks(): AsyncGenerator<string> {
    yield `\uFEFF${csvLines([[...(named ? ['Location'] : []), ...TRANSACTION_CSV_COLUMNS]])}`;
    for (let page: typeof first | null = first; page;) {
      if (page.rows.length > 0) yield csvLines(page.rows.map(record));
      const cursor: repo.ExportCursor | null = page.next;
      page = cursor ? await withTenant(db, actor, (tx) => batch(tx, filter, cursor)) : null;
    }
  }
  return {
    filename: `transactions-${startDate}-${endDate}.csv`,
    csv: Readable.from(chunks(), { objectMode: false }),
  };
}
