/**
 * Product import and export as CSV (issue #12), on the CRM's client import pattern: the browser
 * sends the file's bytes (base64) so the server can refuse a file that is not UTF-8; preview
 * checks every row and writes nothing; import creates the ready rows in one transaction (their
 * quantities posted to the stock ledger as 'import' adjustments), or nothing.
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { productListQuerySchema } from './inventory.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';

/** Header row of the export, in order; the import reads every one of them (Name is required). */
export const PRODUCT_CSV_COLUMNS = [
  'Name',
  'Brand',
  'Category',
  'SKU',
  'Barcode',
  'Price',
  'Cost',
  'Quantity',
  'Min Stock',
  'Type',
  'Unit',
  'Supplier',
  'Location',
  'Description',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Most data rows one file may hold. */
export const PRODUCT_IMPORT_MAX_ROWS = 5_000;
/** Largest file accepted, in bytes. */
export const PRODUCT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Largest request body: the largest file in base64 (4 bytes per 3) plus room for the rest. */
export const PRODUCT_IMPORT_MAX_BODY_BYTES = Math.ceil((PRODUCT_IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;

export const PRODUCT_CSV_MESSAGES = {
  empty: 'The file is empty.',
  encoding: 'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and try again.',
  malformed: 'The file could not be read as CSV',
  tooLarge: `The file is larger than ${PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it and import each part.`,
  noRows: 'The file has a header row but no products.',
  nameColumn: 'The file has no Name column.',
  invalidRows: 'Some rows have errors. Fix the file, or choose to skip those rows.',
  establishment: 'Choose a location to import the products into.',
  base64: 'The file content must be base64.',
  fileName: 'The file name must be at most 255 characters.',
  duplicateSku: 'A product at this location already has that SKU.',
  duplicateBarcode: 'A product at this location already has that barcode.',
  previewFailed: 'Failed to read the file',
  importFailed: 'Failed to import products',
  exportFailed: 'Failed to export products',
} as const;

/** 'Imported 2 products' (the toast's title). */
export function productImportTitle(imported: number): string {
  return `Imported ${imported.toLocaleString('en-US')} ${imported === 1 ? 'product' : 'products'}`;
}

const fileSchema = z
  .string(PRODUCT_CSV_MESSAGES.base64)
  .max(Math.ceil((PRODUCT_IMPORT_MAX_BYTES * 4) / 3) + 4, PRODUCT_CSV_MESSAGES.tooLarge)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, PRODUCT_CSV_MESSAGES.base64);

/** POST preview body: the location to import into, the file's name and its bytes. */
export const productImportPreviewSchema = z.object({
  establishmentId: idSchema(PRODUCT_CSV_MESSAGES.establishment),
  fileName: z.string(PRODUCT_CSV_MESSAGES.fileName).max(255, PRODUCT_CSV_MESSAGES.fileName),
  contentBase64: fileSchema,
});
export type ProductImportPreviewRequest = z.input<typeof productImportPreviewSchema>;

/**
 * POST import body: as the preview's, and `skipInvalid` to import the ready rows when some
 * have errors (otherwise nothing is written). Duplicates are always left out.
 */
export const productImportCommitSchema = productImportPreviewSchema.extend({
  skipInvalid: z.boolean('skipInvalid must be true or false.').default(false),
});
export type ProductImportCommitRequest = z.input<typeof productImportCommitSchema>;
export type ProductImportCommitParsed = z.output<typeof productImportCommitSchema>;

export const PRODUCT_IMPORT_ROW_STATUSES = ['ready', 'duplicate', 'error'] as const;
export type ProductImportRowStatus = (typeof PRODUCT_IMPORT_ROW_STATUSES)[number];

export const productImportRowErrorSchema = z.object({
  /** The column at fault ('Price'), null for the row as a whole. */
  field: z.string().nullable(),
  message: z.string(),
});

export const productImportRowSchema = z.object({
  /** 1-based line of the row in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  /** The cells as written. */
  price: z.string().nullable(),
  quantity: z.string().nullable(),
  supplier: z.string().nullable(),
  /** ready to import; duplicate (SKU or barcode already at the location, or earlier in the file); error. */
  status: z.enum(PRODUCT_IMPORT_ROW_STATUSES),
  /** What a duplicate repeats: 'Argan Oil (existing product)' or 'line 3'. */
  duplicateOf: z.string().nullable(),
  errors: z.array(productImportRowErrorSchema),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const productImportPreviewResponseSchema = envelope(
  z.object({
    fileName: z.string(),
    headers: z.array(z.string()),
    /** Headers the import does not read. */
    ignoredColumns: z.array(z.string()),
    totalRows: z.number().int(),
    readyRows: z.number().int(),
    duplicateRows: z.number().int(),
    errorRows: z.number().int(),
    rows: z.array(productImportRowSchema),
  }),
);
export type ProductImportPreview = z.infer<typeof productImportPreviewResponseSchema>['data'];

export const productImportCommitResponseSchema = envelope(
  z.object({
    imported: z.number().int(),
    skippedDuplicates: z.number().int(),
    skippedInvalid: z.number().int(),
  }),
);
export type ProductImportResult = z.infer<typeof productImportCommitResponseSchema>['data'];

/** GET export query: the product list's filters (no paging, no sort: by name). */
export const productExportQuerySchema = productListQuerySchema.pick({
  establishmentId: true,
  search: true,
  stock: true,
  productType: true,
  supplierId: true,
});
export type ProductExportQuery = z.input<typeof productExportQuerySchema>;
export type ProductExportQueryParsed = z.output<typeof productExportQuerySchema>;

const IMPORT_LIMITS =
  `Limits: ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows and ${PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024} MB ` +
  `of file (400 past either); a body over ${PRODUCT_IMPORT_MAX_BODY_BYTES.toLocaleString('en-US')} bytes answers 413.`;

/** Product import (preview, then commit) and the CSV export of the filtered list. */
export const PRODUCT_CSV_ENDPOINTS = {
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/products/import/preview',
    access: { permission: 'product:create' },
    summary:
      'Reads an uploaded product CSV: each row ready, duplicate or with its errors. Writes nothing. ' +
      IMPORT_LIMITS,
    body: productImportPreviewSchema,
    response: productImportPreviewResponseSchema,
  }),
  commit: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/products/import',
    access: { permission: 'product:create' },
    summary:
      'Creates the ready rows in one transaction (quantities posted as import adjustments); 400 with row errors and nothing written otherwise. ' +
      IMPORT_LIMITS,
    body: productImportCommitSchema,
    response: productImportCommitResponseSchema,
    status: 201,
  }),
  /**
   * GET with the product list's filters: every matching product as a CSV download (UTF-8 with
   * BOM), cells a spreadsheet would run as formulas neutralised with a leading apostrophe.
   */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/products/export',
    access: { permission: 'product:read' },
    summary: "The filtered product list (the list call's filters, no paging) as a CSV download.",
    query: productExportQuerySchema,
    response: z.string().describe('CSV text, header row PRODUCT_CSV_COLUMNS.'),
    mediaType: 'text/csv',
  }),
} as const;
