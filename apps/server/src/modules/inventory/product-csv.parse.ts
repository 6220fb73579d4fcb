/**
 * Reading an uploaded product file: bytes → UTF-8 text → CSV records, and which column holds
 * which of PRODUCT_CSV_COLUMNS (headers compared without case, spaces or punctuation, with the
 * spellings other systems use). Every refusal is a 400 on `contentBase64`, before anything is written.
 */
import { parse } from 'csv-parse/sync';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MESSAGES,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  type ProductCsvColumn,
} from '@daybook/contracts';
import { AppError } from '../../core/app-error.js';
import { decodeCsvFile } from '../../lib/csv-file.js';

export interface ParsedProductFile {
  headers: string[];
  /** Column index of each recognised column. */
  columns: Partial<Record<ProductCsvColumn, number>>;
  /** Headers the import does not read. */
  ignored: string[];
  /** Data rows with their file line, each as long as `headers` (short rows padded with ''). */
  records: { line: number; cells: string[] }[];
}

const refuse = (message: string) => new AppError('VALIDATION', message, [{ path: 'contentBase64', message }]);

/** The file's text; 400 when it is empty, too large or not UTF-8 (a leading BOM is dropped). */
export function decodeProductFile(contentBase64: string): string {
  return decodeCsvFile(contentBase64, PRODUCT_IMPORT_MAX_BYTES, PRODUCT_CSV_MESSAGES);
}

/** Other spellings of each column's header (simplified: lower case, letters and digits only). */
const ALIASES: Record<ProductCsvColumn, readonly string[]> = {
  Name: ['name', 'productname', 'product', 'item', 'itemname'],
  Brand: ['brand', 'manufacturer'],
  Category: ['category'],
  SKU: ['sku', 'itemcode', 'productcode'],
  Barcode: ['barcode', 'upc', 'ean', 'gtin'],
  Price: ['price', 'retailprice', 'saleprice'],
  Cost: ['cost', 'costprice', 'unitcost'],
  Quantity: ['quantity', 'qty', 'onhand', 'stock', 'quantityonhand'],
  'Min Stock': ['minstock', 'minstocklevel', 'minimumstock', 'minimum', 'reorderlevel', 'reorderpoint'],
  Type: ['type', 'producttype'],
  Unit: ['unit', 'unitofmeasure', 'uom'],
  Supplier: ['supplier', 'suppliername', 'vendor'],
  Location: ['location', 'shelf'],
  Description: ['description', 'notes'],
};

const simplify = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Header, column map and data rows of CSV `text` (comma, semicolon or tab separated, quoted
 * fields, CRLF), blank lines skipped. 400 when it is not CSV, has no Name column, no data rows,
 * or more than the row limit.
 */
export function parseProductCsv(text: string): ParsedProductFile {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      // One more than the limit is enough to know the file is too long.
      to_line: PRODUCT_IMPORT_MAX_ROWS * 2 + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const where = err instanceof Error && 'lines' in err ? ` (line ${String(err.lines)})` : '';
    throw refuse(`${PRODUCT_CSV_MESSAGES.malformed}${where}.`);
  }
  const [head, ...data] = rows;
  if (!head || head.record.every((h) => h === '')) throw refuse(PRODUCT_CSV_MESSAGES.empty);
  if (data.length === 0) throw refuse(PRODUCT_CSV_MESSAGES.noRows);
  if (data.length > PRODUCT_IMPORT_MAX_ROWS) throw refuse(PRODUCT_CSV_MESSAGES.tooManyRows);
  const headers = head.record.map((h, i) => (h === '' ? `Column ${i + 1}` : h.replace(/^\uFEFF/, '')));
  const columns: ParsedProductFile['columns'] = {};
  const ignored: string[] = [];
  headers.forEach((header, index) => {
    const key = simplify(header);
    const column = PRODUCT_CSV_COLUMNS.find((c) => columns[c] === undefined && ALIASES[c].includes(key));
    if (column) columns[column] = index;
    else ignored.push(header);
  });
  if (columns.Name === undefined) throw refuse(PRODUCT_CSV_MESSAGES.nameColumn);
  const records = data.map((r) => ({ line: r.info.lines, cells: headers.map((_, i) => r.record[i] ?? '') }));
  return { headers, columns, ignored, records };
}
