/**
 * Reading an uploaded client file: bytes → UTF-8 text → CSV records, and a first guess of which
 * column holds which client field from the header names other salon systems use.
 */
import { parse } from 'csv-parse/sync';
import {
  CLIENT_IMPORT_MAX_BYTES,
  CLIENT_IMPORT_MAX_ROWS,
  CLIENT_IMPORT_MESSAGES,
  type ClientImportField,
  type ClientImportMapping,
} from '@daybook/contracts';
import { AppError } from '../../core/app-error.js';
import { decodeCsvFile } from '../../lib/csv-file.js';

export interface ParsedFile {
  headers: string[];
  /** Data rows, each as long as `headers` (short rows padded with ''). */
  records: string[][];
}

const refuse = (message: string) => new AppError('VALIDATION', message, [{ path: 'contentBase64', message }]);

/** The file's text; 400 when it is empty, too large or not UTF-8 (a leading BOM is dropped). */
export function decodeFile(contentBase64: string): string {
  return decodeCsvFile(contentBase64, CLIENT_IMPORT_MAX_BYTES, CLIENT_IMPORT_MESSAGES);
}

/**
 * Header and data rows of CSV `text` (comma, semicolon or tab separated, quoted fields, CRLF),
 * skipping blank lines. 400 when it is not CSV, has no data rows, or more than the row limit.
 */
export function parseCsv(text: string): ParsedFile {
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // One more than the limit is enough to know the file is too long.
      to_line: CLIENT_IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (err) {
    const where = err instanceof Error && 'lines' in err ? ` (line ${String(err.lines)})` : '';
    throw refuse(`${CLIENT_IMPORT_MESSAGES.malformed}${where}.`);
  }
  const [head, ...data] = rows;
  if (!head || head.every((h) => h === '')) throw refuse(CLIENT_IMPORT_MESSAGES.empty);
  if (data.length === 0) throw refuse(CLIENT_IMPORT_MESSAGES.noRows);
  if (data.length > CLIENT_IMPORT_MAX_ROWS) throw refuse(CLIENT_IMPORT_MESSAGES.tooManyRows);
  const headers = head.map((h, i) => (h === '' ? `Column ${i + 1}` : h));
  const records = data.map((r) => headers.map((_, i) => r[i] ?? ''));
  return { headers, records };
}

/** Header spellings seen in other systems' exports, compared without case, spaces or punctuation. */
const HEADER_GUESSES: Record<ClientImportField, readonly string[]> = {
  name: ['name', 'fullname', 'clientname', 'customername', 'client', 'customer'],
  firstName: ['firstname', 'first', 'givenname', 'fname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  email: ['email', 'emailaddress', 'mail', 'clientemail'],
  phone: [
    'phone',
    'mobile',
    'cell',
    'phonenumber',
    'mobilephone',
    'cellphone',
    'mobilenumber',
    'telephone',
    'tel',
    'homephone',
  ],
  birthdate: ['birthdate', 'birthday', 'dateofbirth', 'dob', 'birth'],
  preferences: ['preferences', 'preference'],
  allergies: ['allergies', 'allergy', 'sensitivities'],
  notes: ['notes', 'note', 'comments', 'comment', 'clientnotes'],
  status: ['status', 'clientstatus'],
  emailMarketing: ['emailmarketing', 'emailoptin', 'marketingemails', 'emailconsent'],
  smsMarketing: ['smsmarketing', 'textmarketing', 'smsoptin', 'textoptin', 'marketingtexts', 'smsconsent'],
};

const simplify = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A mapping for `headers`: each field goes to the first column whose header it recognises. */
export function guessMapping(headers: string[]): ClientImportMapping {
  const mapping: ClientImportMapping = {};
  const taken = new Set<ClientImportField>();
  for (const header of headers) {
    const key = simplify(header);
    const field = (Object.keys(HEADER_GUESSES) as ClientImportField[]).find(
      (f) => !taken.has(f) && HEADER_GUESSES[f].includes(key),
    );
    mapping[header] = field ?? null;
    if (field) taken.add(field);
  }
  return mapping;
}

/** 400 unless `mapping` names only real columns, each field once, a name and a contact. */
export function checkMapping(headers: string[], mapping: ClientImportMapping): void {
  const fields = Object.entries(mapping).filter(([, f]) => f !== null);
  if (fields.some(([h]) => !headers.includes(h))) throw mappingError(CLIENT_IMPORT_MESSAGES.unknownColumn);
  const used = fields.map(([, f]) => f);
  if (new Set(used).size !== used.length) throw mappingError(CLIENT_IMPORT_MESSAGES.duplicateField);
  const has = (f: ClientImportField) => used.includes(f);
  if (!has('name') && !(has('firstName') || has('lastName')))
    throw mappingError(CLIENT_IMPORT_MESSAGES.nameColumn);
  if (!has('email') && !has('phone')) throw mappingError(CLIENT_IMPORT_MESSAGES.contactColumn);
}

const mappingError = (message: string) => new AppError('VALIDATION', message, [{ path: 'mapping', message }]);
