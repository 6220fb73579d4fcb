/**
 * Product export: every product the list's filters match (no paging), by name, as CSV rows read
 * batch by batch so a large stock room streams out without being held at once. UTF-8 with a
 * byte-order mark so spreadsheets read accents; cells a spreadsheet would run as a formula get
 * a leading apostrophe (csvLines), which the import takes off again.
 */
import { Readable } from 'node:stream';
import { PRODUCT_CSV_COLUMNS, type ProductExportQueryParsed } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { csvLines } from '../../lib/csv-lines.js';
import type { Actor } from '../../core/actor.js';
import { toDollars } from '../../lib/money.js';
import * as repo from './inventory.repository.js';
import { listScope, usageSince } from './inventory.products.js';

/** Products read per batch while exporting. */
const EXPORT_BATCH = 1000;

function toRecord(p: repo.ProductView): string[] {
  return [
    p.name,
    p.brand ?? '',
    p.category ?? '',
    p.sku ?? '',
    p.barcode ?? '',
    toDollars(p.priceCents).toFixed(2),
    toDollars(p.costCents).toFixed(2),
    String(p.quantity),
    String(p.minStockLevel),
    p.productType,
    p.unitOfMeasure,
    p.supplierName ?? '',
    p.location ?? '',
    p.description ?? '',
  ];
}

/**
 * The CSV of the products the list call would show with `query`, paging ignored. The scope is
 * checked and the first batch read before the stream is handed out, so a 400 or 404 answers as
 * an error, not as a broken download; later batches are read as the download drains.
 */
export async function exportProducts(
  db: Db,
  actor: Actor,
  query: ProductExportQueryParsed,
  now: Date,
): Promise<Readable> {
  const since = usageSince(now);
  const batch = (tx: Parameters<typeof repo.listProducts>[0], filter: repo.ProductFilter, offset: number) =>
    repo
      .listProducts(tx, filter, { sort: 'name', order: 'asc', limit: EXPORT_BATCH, offset, since })
      .then((r) => r.rows);
  const { filter, first } = await withTenant(db, actor, async (tx) => {
    const f: repo.ProductFilter = {
      establishmentIds: await listScope(tx, actor, query.establishmentId),
      search: query.search,
      stock: query.stock,
      productType: query.productType,
      supplierId: query.supplierId,
    };
    return { filter: f, first: await batch(tx, f, 0) };
  });
  async function* chunks(): AsyncGenerator<string> {
    yield `\uFEFF${csvLines([[...PRODUCT_CSV_COLUMNS]])}`;
    let offset = 0;
    for (let rows = first; rows.length > 0;) {
      yield csvLines(rows.map(toRecord));
      offset += rows.length;
      rows = rows.length < EXPORT_BATCH ? [] : await withTenant(db, actor, (tx) => batch(tx, filter, offset));
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
