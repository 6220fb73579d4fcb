/**
 * Transaction export (spec operations.md §7 GET …/export/?format=csv, issue #13): every
 * transaction the list's filters match, newest first, one CSV row each, read in keyset batches
 * (created_at, id) so a year of sales streams out in flat memory. UTF-8 with a byte-order mark
 * so spreadsheets read accents; cells a spreadsheet would run as a formula get a leading
 * apostrophe (csvLines).
 */
import { Readable } from 'node:stream';
import type { Transaction } from '@daybook/contracts';
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

function toRecord(t: Transaction, zone: string): string[] {
  const at = wallDateTime(new Date(t.createdAt), zone);
  return [
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
 * ignored, and its file name transactions-<start>-<end>.csv (local dates). The location and
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
  const { filter, zone, range, first } = await withTenant(db, actor, async (tx) => {
    const f = await transactionFilter(tx, actor, query, now);
    return { ...f, zone: f.establishment.timeZone, first: await batch(tx, f.filter, null) };
  });
  async function* chunks(): AsyncGenerator<string> {
    yield `\uFEFF${csvLines([[...TRANSACTION_CSV_COLUMNS]])}`;
    for (let page: typeof first | null = first; page;) {
      if (page.rows.length > 0) yield csvLines(page.rows.map((t) => toRecord(t, zone)));
      const cursor: repo.ExportCursor | null = page.next;
      page = cursor ? await withTenant(db, actor, (tx) => batch(tx, filter, cursor)) : null;
    }
  }
  return {
    filename: `transactions-${range.startDate}-${range.endDate}.csv`,
    csv: Readable.from(chunks(), { objectMode: false }),
  };
}
