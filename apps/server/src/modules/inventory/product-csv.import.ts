/**
 * Product import from CSV (issue #12, on the CRM's client import pattern): preview reads and
 * checks every row against the product schema (INVENTORY_MESSAGES), resolves the supplier by
 * name and finds duplicates (SKU or barcode already at the location, or earlier in the file);
 * commit runs the same checks, then creates the ready rows in one transaction with their
 * quantities posted to the stock ledger as 'adjustment' movements with reason 'import'.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  INVENTORY_MESSAGES,
  PRODUCT_CSV_MESSAGES,
  productCreateSchema,
  type ProductCreateParsed,
  type ProductCsvColumn,
  type ProductImportCommitParsed,
  type ProductImportPreview,
  type ProductImportResult,
  type ProductImportRowStatus,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import { analyzeTables } from '../../db/statistics.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { unguardFormula } from '../../lib/csv-lines.js';
import { toCents } from '../../lib/money.js';
import { openEstablishment } from '../establishments/index.js';
import { postMovements } from './inventory.stock.js';
import { context } from './inventory.products.js';
import { inventoryProducts, inventorySuppliers } from './inventory.schema.js';
import { decodeProductFile, parseProductCsv, type ParsedProductFile } from './product-csv.parse.js';
import type { ProductInsert } from './inventory.repository.js';

/** Rows inserted per statement (14 values a row stays well under the parameter limit). */
const INSERT_BATCH = 1000;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** The schema's field behind each column, for naming the column an error belongs to. */
const FIELD_COLUMN: Record<string, ProductCsvColumn> = {
  name: 'Name',
  brand: 'Brand',
  category: 'Category',
  sku: 'SKU',
  barcode: 'Barcode',
  price: 'Price',
  cost_price: 'Cost',
  quantity: 'Quantity',
  min_stock_level: 'Min Stock',
  productType: 'Type',
  unit_of_measure: 'Unit',
  supplier_id: 'Supplier',
  location: 'Location',
  description: 'Description',
};

interface RowError {
  field: string | null;
  message: string;
}

interface AnalysedRow {
  line: number;
  cell: (column: ProductCsvColumn) => string;
  candidate: ProductCreateParsed | null;
  errors: RowError[];
  duplicateOf: string | null;
}

interface Analysis {
  file: ParsedProductFile;
  rows: AnalysedRow[];
}

function statusOf(row: AnalysedRow): ProductImportRowStatus {
  if (!row.candidate) return 'error';
  return row.duplicateOf ? 'duplicate' : 'ready';
}

/** A number cell as a number ('$12.50' too); other text stays text so the schema refuses it. */
function numberCell(value: string): number | string | undefined {
  if (value === '') return undefined;
  const bare = value.replace(/^\$/, '').trim();
  return NUMBER.test(bare) ? Number(bare) : value;
}

/** The tenant's live suppliers, lower-cased name → id. */
async function suppliersByName(tx: Tx, tenantId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: inventorySuppliers.id, name: inventorySuppliers.name })
    .from(inventorySuppliers)
    .where(and(eq(inventorySuppliers.tenantId, tenantId), isNull(inventorySuppliers.deletedAt)));
  return new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));
}

function readRow(
  file: ParsedProductFile,
  record: { line: number; cells: string[] },
  establishmentId: string,
  suppliers: Map<string, string>,
): AnalysedRow {
  const cell = (column: ProductCsvColumn) => {
    const index = file.columns[column];
    return index === undefined ? '' : unguardFormula((record.cells[index] ?? '').trim());
  };
  const text = (column: ProductCsvColumn) => (cell(column) === '' ? null : cell(column));
  const errors: RowError[] = [];
  let supplierId: string | null = null;
  const supplier = cell('Supplier');
  if (supplier !== '') {
    supplierId = suppliers.get(supplier.toLowerCase()) ?? null;
    if (!supplierId) errors.push({ field: 'Supplier', message: INVENTORY_MESSAGES.supplierUnknown });
  }
  const type = cell('Type').toLowerCase();
  const parsed = productCreateSchema.safeParse({
    establishmentId,
    name: cell('Name'),
    brand: text('Brand'),
    category: text('Category'),
    sku: text('SKU'),
    barcode: text('Barcode'),
    price: numberCell(cell('Price')),
    cost_price: numberCell(cell('Cost')),
    quantity: numberCell(cell('Quantity')),
    min_stock_level: numberCell(cell('Min Stock')),
    productType: type === '' ? undefined : type,
    unit_of_measure: cell('Unit') === '' ? undefined : cell('Unit'),
    supplier_id: supplierId,
    location: text('Location'),
    description: text('Description'),
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (seen.has(key)) continue;
      seen.add(key);
      errors.push({ field: FIELD_COLUMN[key] ?? null, message: issue.message });
    }
  }
  return {
    line: record.line,
    cell,
    candidate: parsed.success && errors.length === 0 ? parsed.data : null,
    errors,
    duplicateOf: null,
  };
}

/** Live products at the location with one of the rows' SKUs (any case) or barcodes. */
async function existingKeys(
  tx: Tx,
  establishmentId: string,
  rows: AnalysedRow[],
): Promise<Map<string, string>> {
  const skus = [...new Set(rows.flatMap((r) => (r.candidate?.sku ? [r.candidate.sku.toLowerCase()] : [])))];
  const barcodes = [...new Set(rows.flatMap((r) => (r.candidate?.barcode ? [r.candidate.barcode] : [])))];
  const found = new Map<string, string>();
  if (skus.length === 0 && barcodes.length === 0) return found;
  const p = inventoryProducts;
  const matches = [
    skus.length > 0 ? inArray(sql`lower(${p.sku})`, skus) : undefined,
    barcodes.length > 0 ? inArray(p.barcode, barcodes) : undefined,
  ];
  const existing = await tx
    .select({ name: p.name, sku: p.sku, barcode: p.barcode })
    .from(p)
    .where(and(eq(p.establishmentId, establishmentId), isNull(p.deletedAt), or(...matches)));
  for (const e of existing) {
    const label = `${e.name} (existing product)`;
    if (e.sku) found.set(`s:${e.sku.toLowerCase()}`, label);
    if (e.barcode) found.set(`b:${e.barcode}`, label);
  }
  return found;
}

async function analyse(
  tx: Tx,
  actor: Actor,
  establishmentId: string,
  contentBase64: string,
): Promise<Analysis> {
  const file = parseProductCsv(decodeProductFile(contentBase64));
  const suppliers = await suppliersByName(tx, actor.tenantId);
  const rows = file.records.map((record) => readRow(file, record, establishmentId, suppliers));
  const known = await existingKeys(tx, establishmentId, rows);
  for (const row of rows) {
    const c = row.candidate;
    if (!c) continue;
    const keys = [c.sku ? `s:${c.sku.toLowerCase()}` : null, c.barcode ? `b:${c.barcode}` : null].filter(
      (k) => k !== null,
    );
    const hit = keys.find((k) => known.has(k));
    if (hit) {
      const field = hit.startsWith('s:') ? 'SKU' : 'Barcode';
      row.duplicateOf = known.get(hit) ?? null;
      const inFile = row.duplicateOf?.startsWith('line ') ?? false;
      row.errors.push({
        field,
        message: inFile
          ? `Same ${field} as ${row.duplicateOf}.`
          : field === 'SKU'
            ? PRODUCT_CSV_MESSAGES.duplicateSku
            : PRODUCT_CSV_MESSAGES.duplicateBarcode,
      });
    }
    for (const k of keys) if (!known.has(k)) known.set(k, `line ${row.line}`);
  }
  return { file, rows };
}

/** Preview of an upload: every row's status with its errors; writes nothing. 404 out of reach. */
export function previewProductImport(
  db: Db,
  actor: Actor,
  input: { establishmentId: string; fileName: string; contentBase64: string },
): Promise<ProductImportPreview> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, input.establishmentId);
    const { file, rows } = await analyse(tx, actor, input.establishmentId, input.contentBase64);
    const count = (s: ProductImportRowStatus) => rows.filter((r) => statusOf(r) === s).length;
    const orNull = (v: string) => (v === '' ? null : v);
    return {
      fileName: input.fileName,
      headers: file.headers,
      ignoredColumns: file.ignored,
      totalRows: rows.length,
      readyRows: count('ready'),
      duplicateRows: count('duplicate'),
      errorRows: count('error'),
      rows: rows.map((r) => ({
        line: r.line,
        name: orNull(r.cell('Name')),
        sku: orNull(r.cell('SKU')),
        barcode: orNull(r.cell('Barcode')),
        price: orNull(r.cell('Price')),
        quantity: orNull(r.cell('Quantity')),
        supplier: orNull(r.cell('Supplier')),
        status: statusOf(r),
        duplicateOf: r.duplicateOf,
        errors: r.errors,
      })),
    };
  });
}

function toInsert(actor: Actor, c: ProductCreateParsed, now: Date): ProductInsert {
  return {
    tenantId: actor.tenantId,
    establishmentId: c.establishmentId,
    name: c.name,
    brand: c.brand ?? null,
    category: c.category ?? null,
    sku: c.sku ?? null,
    barcode: c.barcode ?? null,
    priceCents: toCents(c.price),
    costCents: toCents(c.cost_price),
    quantity: 0,
    minStockLevel: c.min_stock_level,
    supplierId: c.supplier_id ?? null,
    productType: c.productType,
    unitOfMeasure: c.unit_of_measure || 'unit',
    description: c.description ?? null,
    location: c.location ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The tables an import fills in bulk, analyzed after it (db/statistics.ts). */
const IMPORTED_TABLES = ['inventory_products', 'inventory_stock_movements'];

/**
 * Creates the ready rows in `establishmentId` in one transaction, each quantity posted as an
 * 'adjustment' with reason 'import'. 400 with the row errors, writing nothing, when rows have
 * errors and `skipInvalid` is off. One product import per tenant at a time, so two uploads of
 * one file cannot both pass the duplicate check.
 */
export async function commitProductImport(
  db: Db,
  actor: Actor,
  input: ProductImportCommitParsed,
  now: Date,
): Promise<ProductImportResult> {
  const result = await withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, input.establishmentId);
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('product-import'), hashtext(${actor.tenantId}))`,
    );
    const { rows } = await analyse(tx, actor, input.establishmentId, input.contentBase64);
    const invalid = rows.filter((r) => statusOf(r) === 'error');
    if (invalid.length > 0 && !input.skipInvalid) {
      const details = invalid
        .flatMap((r) => r.errors.map((e) => ({ line: r.line, ...e })))
        .slice(0, 200)
        .map((e) => ({ path: `line ${e.line}${e.field ? ` ${e.field}` : ''}`, message: e.message }));
      throw new AppError('VALIDATION', PRODUCT_CSV_MESSAGES.invalidRows, details);
    }
    const ready = rows.flatMap((r) => (statusOf(r) === 'ready' && r.candidate ? [r.candidate] : []));
    const drafts: Parameters<typeof postMovements>[2][number][] = [];
    for (let i = 0; i < ready.length; i += INSERT_BATCH) {
      const batch = ready.slice(i, i + INSERT_BATCH);
      const inserted = await refusing(
        () =>
          tx
            .insert(inventoryProducts)
            .values(batch.map((c) => toInsert(actor, c, now)))
            .returning({ id: inventoryProducts.id }),
        {
          [SQLSTATE.uniqueViolation]: () => new AppError('CONFLICT', INVENTORY_MESSAGES.skuTaken),
          [SQLSTATE.foreignKeyViolation]: () =>
            new AppError('VALIDATION', INVENTORY_MESSAGES.supplierUnknown),
        },
      );
      inserted.forEach((row, j) => {
        const quantity = batch[j]!.quantity;
        if (quantity > 0) drafts.push({ productId: row.id, kind: 'adjustment', quantity, reason: 'import' });
      });
    }
    if (drafts.length > 0) await postMovements(tx, context(actor, now), drafts);
    return {
      imported: ready.length,
      skippedDuplicates: rows.filter((r) => statusOf(r) === 'duplicate').length,
      skippedInvalid: invalid.length,
    };
  });
  if (result.imported > 0) await analyzeTables(db, IMPORTED_TABLES);
  return result;
}
