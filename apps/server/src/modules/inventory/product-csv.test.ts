/**
 * Product CSV import and export (issue #12): wire shape, preview statuses (ready, duplicate in
 * the location or the file, row errors with the product schema's messages, unknown supplier),
 * commit in one transaction with opening stock through the ledger, malformed files refused
 * with nothing written, export round trip and formula guard, role and tenant scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  INVENTORY_ENDPOINTS as E,
  INVENTORY_MESSAGES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_ENDPOINTS as C,
  PRODUCT_CSV_MESSAGES,
  PRODUCT_IMPORT_MAX_BYTES,
  endpointPath,
  type MovementList,
  type Product,
  type ProductImportPreview,
  type ProductImportResult,
  type ProductList,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
const s = {} as Record<'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

const body = (content: string | Buffer, extra: object = {}) => ({
  establishmentId: manhattan,
  fileName: 'products.csv',
  contentBase64: b64(content),
  ...extra,
});

const preview = (who: Session, content: string | Buffer, extra: object = {}) =>
  who.request({ method: 'POST', url: C.preview.path, payload: body(content, extra) });

const commit = (who: Session, content: string | Buffer, extra: object = {}) =>
  who.request({ method: 'POST', url: C.commit.path, payload: body(content, extra) });

const exportCsv = (who: Session, query: string) =>
  who.request({ method: 'GET', url: `${C.export.path}?${query}` });

/** Live products at Manhattan whose SKU starts with `${prefix}-`. */
async function csvProducts(prefix: string): Promise<Product[]> {
  const res = await s.manager.request({
    method: 'GET',
    url: `${E.products.path}?establishmentId=${manhattan}&search=${prefix.toLowerCase()}-&pageSize=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ProductList }).data.products.filter((p) => p.sku?.startsWith(`${prefix}-`));
}

/**
 * The sample file with SKUs `${prefix}-…` and the developer's barcode ending in n, and its
 * existing product `${prefix}-EXIST`: each test has its own, so another test's products are never
 * its duplicates or in its counts, in whatever order they run.
 */
async function sample(prefix: string, n: number): Promise<string> {
  const existing = await s.manager.request({
    method: 'POST',
    url: E.createProduct.path,
    payload: { establishmentId: manhattan, name: 'Csv Existing', sku: `${prefix}-EXIST`, quantity: 1 },
  });
  expect(existing.statusCode, existing.body).toBe(201);
  return [
    'Name,Brand,Category,SKU,Barcode,Price,Cost,Quantity,Min Stock,Type,Unit,Supplier,Location,Description,Extra',
    `Csv Argan Oil,Luxe,Hair care,${prefix}-1,,12.50,5,10,2,retail,unit,CSV Test Supply,Shelf A,"Rich, light oil",x`,
    `Csv Developer,,Color,${prefix}-2,90011122233${n},$8,,0,,backbar,ml,csv test supply,,,`,
    `Csv Bad Price,,,${prefix}-3,,abc,,,,,,,,,`,
    `Csv Existing Again,,,${prefix.toLowerCase()}-exist,,1,,,,,,,,,`,
    `Csv Repeat,,,${prefix}-1,,1,,,,,,,,,`,
    `Csv Nobody,,,${prefix}-6,,1,,,,,,Nobody Inc,,,`,
    `Csv Gizmo,,,${prefix}-7,,1,,-2,,gizmo,,,,,`,
  ].join('\r\n');
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  [manhattan] = s.manager.user.establishments as [string];
  const supplier = await s.manager.request({
    method: 'POST',
    url: E.createSupplier.path,
    payload: { name: 'CSV Test Supply' },
  });
  expect(supplier.statusCode, supplier.body).toBe(201);
});
afterAll(() => ctx.close());

describe('product import preview', () => {
  it('answers every row ready, duplicate or with its errors, and writes nothing', async () => {
    const file = await sample('CSVP', 1);
    const res = await preview(s.manager, file);
    expect(res.statusCode, res.body).toBe(200);
    const { success, data } = res.json() as { success: boolean; data: ProductImportPreview };
    expect(success).toBe(true);
    expect(data).toMatchObject({
      fileName: 'products.csv',
      headers: [...PRODUCT_CSV_COLUMNS, 'Extra'],
      ignoredColumns: ['Extra'],
      totalRows: 7,
      readyRows: 2,
      duplicateRows: 2,
      errorRows: 3,
    });
    const byName = Object.fromEntries(data.rows.map((r) => [r.name, r]));
    expect(byName['Csv Argan Oil']).toMatchObject({
      line: 2,
      sku: 'CSVP-1',
      price: '12.50',
      quantity: '10',
      supplier: 'CSV Test Supply',
      status: 'ready',
      errors: [],
    });
    expect(byName['Csv Developer']).toMatchObject({ status: 'ready', barcode: '900111222331' });
    expect(byName['Csv Bad Price']).toMatchObject({
      line: 4,
      status: 'error',
      errors: [{ field: 'Price', message: INVENTORY_MESSAGES.price }],
    });
    expect(byName['Csv Existing Again']).toMatchObject({
      status: 'duplicate',
      duplicateOf: 'Csv Existing (existing product)',
      errors: [{ field: 'SKU', message: PRODUCT_CSV_MESSAGES.duplicateSku }],
    });
    expect(byName['Csv Repeat']).toMatchObject({ status: 'duplicate', duplicateOf: 'line 2' });
    expect(byName['Csv Nobody']).toMatchObject({
      status: 'error',
      errors: [{ field: 'Supplier', message: INVENTORY_MESSAGES.supplierUnknown }],
    });
    expect(byName['Csv Gizmo']!.status).toBe('error');
    expect(byName['Csv Gizmo']!.errors).toEqual(
      expect.arrayContaining([
        { field: 'Quantity', message: INVENTORY_MESSAGES.quantity },
        { field: 'Type', message: INVENTORY_MESSAGES.productType },
      ]),
    );
    expect((await csvProducts('CSVP')).map((p) => p.sku)).toEqual(['CSVP-EXIST']);
  });
});

describe('product import commit', () => {
  it('refuses a file with row errors unless told to skip them, writing nothing', async () => {
    const file = await sample('CSVR', 2);
    const res = await commit(s.manager, file);
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json() as { message: string; details: { path: string; message: string }[] };
    expect(answer.message).toBe(PRODUCT_CSV_MESSAGES.invalidRows);
    expect(answer.details).toContainEqual({ path: 'line 4 Price', message: INVENTORY_MESSAGES.price });
    expect((await csvProducts('CSVR')).map((p) => p.sku)).toEqual(['CSVR-EXIST']);
  });

  it('creates the ready rows in one go, their quantities posted to the ledger as import adjustments', async () => {
    const file = await sample('CSVC', 3);
    const res = await commit(s.manager, file, { skipInvalid: true });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json() as { data: ProductImportResult };
    expect(data).toEqual({ imported: 2, skippedDuplicates: 2, skippedInvalid: 3 });

    const products = await csvProducts('CSVC');
    const argan = products.find((p) => p.sku === 'CSVC-1')!;
    const developer = products.find((p) => p.sku === 'CSVC-2')!;
    expect(products).toHaveLength(3);
    expect(argan).toMatchObject({
      name: 'Csv Argan Oil',
      brand: 'Luxe',
      category: 'Hair care',
      price: 12.5,
      cost_price: 5,
      quantity: 10,
      min_stock_level: 2,
      productType: 'retail',
      supplier: 'CSV Test Supply',
      location: 'Shelf A',
      description: 'Rich, light oil',
      establishmentId: manhattan,
    });
    expect(developer).toMatchObject({
      price: 8,
      quantity: 0,
      min_stock_level: 5,
      productType: 'backbar',
      unit_of_measure: 'ml',
      barcode: '900111222333',
      supplier: 'CSV Test Supply',
    });

    const ledger = async (id: string) => {
      const r = await s.manager.request({ method: 'GET', url: endpointPath(E.movements, { id }) });
      return (r.json() as { data: MovementList }).data.movements;
    };
    const moves = await ledger(argan.id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ kind: 'adjustment', quantity: 10, quantityAfter: 10, reason: 'import' });
    expect(moves.reduce((sum, m) => sum + m.quantity, 0)).toBe(argan.quantity);
    expect(await ledger(developer.id)).toEqual([]);

    // The same file again: everything it could import is now a duplicate.
    const again = await preview(s.manager, file);
    expect((again.json() as { data: ProductImportPreview }).data).toMatchObject({
      readyRows: 0,
      duplicateRows: 4,
      errorRows: 3,
    });
  });
});

describe('malformed files', () => {
  const cases: [string, string | Buffer, string][] = [
    [
      'an unbalanced quote',
      'Name,SKU\r\n"Csv Broken,CSV-B1\r\nCsv Fine,CSV-B2',
      PRODUCT_CSV_MESSAGES.malformed,
    ],
    [
      'text that is not UTF-8',
      Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0xff, 0x0a]),
      PRODUCT_CSV_MESSAGES.encoding,
    ],
    ['an empty file', '', PRODUCT_CSV_MESSAGES.empty],
    ['a header without rows', 'Name,SKU\r\n', PRODUCT_CSV_MESSAGES.noRows],
    ['no Name column', 'Title,SKU\r\nCsv X,CSV-B3', PRODUCT_CSV_MESSAGES.nameColumn],
    [
      'a file over the size limit',
      `Name\r\n${'a'.repeat(PRODUCT_IMPORT_MAX_BYTES)}`,
      PRODUCT_CSV_MESSAGES.tooLarge,
    ],
  ];
  it.each(cases)('answers 400 for %s and writes nothing', async (_, content, message) => {
    for (const call of [preview, commit]) {
      const res = await call(s.manager, content, { skipInvalid: true });
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { message: string }).message).toContain(message);
    }
    expect((await csvProducts('CSV')).map((p) => p.sku).filter((sku) => sku?.startsWith('CSV-B'))).toEqual(
      [],
    );
  });
});

describe('product export', () => {
  it('downloads the filtered products as CSV with a BOM, formulas neutralised, and round-trips', async () => {
    const imported = await commit(s.manager, await sample('CSVX', 4), { skipInvalid: true });
    expect(imported.statusCode, imported.body).toBe(201);
    const formula = await s.manager.request({
      method: 'POST',
      url: E.createProduct.path,
      payload: { establishmentId: manhattan, name: '=HYPERLINK("x")', sku: 'CSVX-F', quantity: 3 },
    });
    expect(formula.statusCode, formula.body).toBe(201);

    const res = await exportCsv(s.manager, `establishmentId=${manhattan}&search=csvx-`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    const names = rows.slice(1).map((r) => r[0]);
    expect(names).toEqual(
      expect.arrayContaining(['Csv Argan Oil', 'Csv Developer', 'Csv Existing', `'=HYPERLINK("x")`]),
    );
    expect(rows.find((r) => r[0] === 'Csv Argan Oil')).toEqual([
      'Csv Argan Oil',
      'Luxe',
      'Hair care',
      'CSVX-1',
      '',
      '12.50',
      '5.00',
      '10',
      '2',
      'retail',
      'unit',
      'CSV Test Supply',
      'Shelf A',
      'Rich, light oil',
    ]);

    const back = await preview(s.manager, res.rawPayload);
    const data = (back.json() as { data: ProductImportPreview }).data;
    expect(data.totalRows).toBe(rows.length - 1);
    expect(data.rows.every((r) => r.status === 'duplicate')).toBe(true);
    expect(data.rows.find((r) => r.sku === 'CSVX-F')!.name).toBe('=HYPERLINK("x")');

    // Every product the list counts, without paging.
    const all = await exportCsv(s.manager, `establishmentId=${manhattan}`);
    const list = await s.manager.request({
      method: 'GET',
      url: `${E.products.path}?establishmentId=${manhattan}`,
    });
    expect((parse(all.body.replace(/^\uFEFF/, '')) as string[][]).length - 1).toBe(
      (list.json() as { data: ProductList }).data.total,
    );
  });
});

describe('scope', () => {
  it('lets the front desk export but not import; the employee neither', async () => {
    const file = await sample('CSVF', 5);
    expect((await preview(s.frontdesk, file)).statusCode).toBe(403);
    expect((await commit(s.frontdesk, file, { skipInvalid: true })).statusCode).toBe(403);
    expect((await commit(s.manager, file, { skipInvalid: true })).statusCode).toBe(201);
    const res = await exportCsv(s.frontdesk, `establishmentId=${manhattan}&search=csvf-`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Csv Argan Oil');
    expect((await exportCsv(s.employee, `establishmentId=${manhattan}`)).statusCode).toBe(403);
  });

  it('keeps another tenant out of the location and its products', async () => {
    const file = await sample('CSVN', 6);
    expect((await preview(s.north, file)).statusCode).toBe(404);
    expect((await commit(s.north, file, { skipInvalid: true })).statusCode).toBe(404);
    // Luxe has the products, so that the other tenant not seeing them means something.
    expect((await commit(s.manager, file, { skipInvalid: true })).statusCode).toBe(201);
    expect((await exportCsv(s.north, `establishmentId=${manhattan}`)).statusCode).toBe(404);
    const own = await exportCsv(s.north, 'search=csvn-');
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('Csv Argan Oil');
    // Their own location does not see Luxe's supplier either.
    const northside = s.north.user.establishments[0]!;
    const theirs = await s.north.request({
      method: 'POST',
      url: C.preview.path,
      payload: { ...body(file), establishmentId: northside },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const rows = (theirs.json() as { data: ProductImportPreview }).data.rows;
    expect(rows.find((r) => r.name === 'Csv Argan Oil')).toMatchObject({
      status: 'error',
      errors: [{ field: 'Supplier', message: INVENTORY_MESSAGES.supplierUnknown }],
    });
  });
});
