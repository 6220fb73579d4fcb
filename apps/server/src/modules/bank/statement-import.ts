/**
 * Reading an uploaded bank statement file of any supported kind: the format is told from the
 * content (not trusted from the file name), then the OFX or CSV reader does the rest.
 */
import {
  refuseStatement,
  STATEMENT_ERRORS,
  type ParsedStatement,
  type StatementFormat,
} from './statement.js';
import { parseCsv } from './statement-csv.js';
import { parseOfx } from './statement-ofx.js';

/** How much of the start of a file the OFX markers are looked for in. */
const HEAD_CHARS = 4096;

/** Binary files (PDF, ZIP/XLSX, images) have control characters no statement text has. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) return true;
  }
  return false;
}

/**
 * Which reader `text` needs: OFX when it starts with an OFX 1.x header (`OFXHEADER:`) or has an
 * `<?OFX` declaration or `<OFX>` element near its start; QFX when such a file carries Intuit's
 * `INTU.BID` (or is named .qfx); CSV otherwise. Undefined for empty or binary content.
 */
export function detectStatementFormat(fileName: string, text: string): StatementFormat | undefined {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '' || looksBinary(body.slice(0, HEAD_CHARS))) return undefined;
  const head = body.slice(0, HEAD_CHARS);
  const ofx = /^\s*OFXHEADER\s*:/i.test(head) || /<\?OFX[\s>]/i.test(head) || /<OFX>/i.test(head);
  if (!ofx) return 'csv';
  return /INTU\.BID/i.test(body) || /\.qfx$/i.test(fileName.trim()) ? 'qfx' : 'ofx';
}

/**
 * The statement in an uploaded file: `fileName` as uploaded, `text` its content decoded to a
 * string (UTF-8; a BOM is allowed). Amounts are integer cents, deposits +, withdrawals −; see
 * ParsedStatement. Throws a 400 AppError on field `file` with a STATEMENT_ERRORS text when the
 * file is empty, not an OFX/QFX/CSV statement, or has a line it cannot read.
 * `csvCurrency` is the account's currency for a CSV file, which names none.
 */
export function parseStatement(fileName: string, text: string, csvCurrency = 'USD'): ParsedStatement {
  if (text.replace(/^\uFEFF/, '').trim() === '') throw refuseStatement(STATEMENT_ERRORS.empty);
  const format = detectStatementFormat(fileName, text);
  if (format === undefined) throw refuseStatement(STATEMENT_ERRORS.notStatement);
  return format === 'csv' ? parseCsv(text, csvCurrency) : parseOfx(text, format);
}

/** Windows-1252's characters for the bytes 0x80–0x9F (the rest are Latin-1's); 0 where it has none. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

/**
 * An uploaded statement's bytes as text for parseStatement: UTF-8 when they are valid UTF-8
 * (a BOM is kept; the readers skip it), else Windows-1252, the CHARSET OFX 1.x files declare
 * and the code page spreadsheet-saved CSVs use, which maps every byte, so this never throws.
 * Mapped here because Node 20's TextDecoder reads 'windows-1252' as Latin-1 ('€' → U+0080).
 */
export function decodeStatementBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return Array.from(bytes, (b) =>
      String.fromCharCode(b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] || b : b),
    ).join('');
  }
}
