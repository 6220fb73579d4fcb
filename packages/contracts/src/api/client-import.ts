/**
 * Client import from a CSV file exported by another salon system (issue: CRM import/export).
 * The browser sends the file's bytes (base64) so the server can refuse a file that is not
 * UTF-8 instead of importing mangled names. Preview maps and checks every row; import writes
 * all accepted rows in one transaction, or nothing.
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { clientListQuerySchema } from './crm.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';

/** Header row of the export, in order; the import recognises every one of them. */
export const CLIENT_EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Birthdate',
  'Status',
  'Preferences',
  'Allergies',
  'Last Visit',
  'Visit Count',
  'Lifetime Spend',
  'Loyalty Points',
] as const;

/** Most data rows one file may hold. */
export const CLIENT_IMPORT_MAX_ROWS = 10_000;
/** Largest file accepted, in bytes (10,000 rich rows fit well within it). */
export const CLIENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Largest request body of the preview and import calls, in bytes: the largest file in base64
 * (4 bytes per 3) plus room for the mapping. A larger body answers 413 before it is read.
 */
export const CLIENT_IMPORT_MAX_BODY_BYTES = Math.ceil((CLIENT_IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;
/** Rows shown in the preview table; the counts and errors cover the whole file. */
export const CLIENT_IMPORT_PREVIEW_ROWS = 20;
/** Row errors listed at most (the count covers them all). */
export const CLIENT_IMPORT_MAX_ERRORS = 200;

/**
 * Client fields a column can fill; `firstName` + `lastName` make `name` when there is no name
 * column. `emailMarketing` and `smsMarketing` (yes/no) record the client's marketing consent
 * (issue #32) as the import's; empty leaves the default (no marketing until opted in).
 */
export const CLIENT_IMPORT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthdate',
  'preferences',
  'allergies',
  'notes',
  'status',
  'emailMarketing',
  'smsMarketing',
] as const;
export type ClientImportField = (typeof CLIENT_IMPORT_FIELDS)[number];

export const CLIENT_IMPORT_MESSAGES = {
  empty: 'The file is empty.',
  encoding: 'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and try again.',
  malformed: 'The file could not be read as CSV',
  tooLarge: `The file is larger than ${CLIENT_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${CLIENT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it and import each part.`,
  noRows: 'The file has a header row but no clients.',
  nameColumn: 'Map a column to Name, or to First name and Last name.',
  contactColumn: 'Map a column to Email or Phone so clients can be told apart.',
  unknownColumn: 'The mapping names a column the file does not have.',
  duplicateField: 'Two columns are mapped to the same field.',
  nameRequired: 'Name is missing.',
  nameTooLong: 'Name must be at most 120 characters.',
  birthdate: 'Birthdate must be a date like 1990-04-23 or 04/23/1990.',
  status: 'Status must be active, inactive or vip.',
  consent: 'Marketing consent must be yes or no.',
  textTooLong: 'Text must be at most 2000 characters.',
  invalidRows: 'Some rows have errors. Fix the file, or choose to skip those rows.',
  establishment: 'Choose a location to import the clients into.',
  base64: 'The file content must be base64.',
  jobRunning: 'Importing clients',
  jobDone: 'Clients imported',
  jobFailed: 'Client import failed',
  exportRunning: 'Exporting clients',
  exportDone: 'Client export ready',
  exportFailed: 'Client export failed',
} as const;

/** The bell's line about a finished import: 'Imported 120 clients; skipped 3 duplicates.' */
export function clientImportSummary(r: {
  imported: number;
  skippedDuplicates: number;
  skippedInvalid: number;
}): string {
  const n = (count: number, one: string, many: string) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
  const skipped = [
    r.skippedDuplicates > 0 ? n(r.skippedDuplicates, 'duplicate', 'duplicates') : null,
    r.skippedInvalid > 0 ? n(r.skippedInvalid, 'row with errors', 'rows with errors') : null,
  ].filter(Boolean);
  return `Imported ${n(r.imported, 'client', 'clients')}${skipped.length ? `; skipped ${skipped.join(' and ')}` : ''}.`;
}

/** Column header → field (or null to ignore the column). */
export const clientImportMappingSchema = z.record(z.string(), z.enum(CLIENT_IMPORT_FIELDS).nullable());
export type ClientImportMapping = z.infer<typeof clientImportMappingSchema>;

const fileSchema = z
  .string(CLIENT_IMPORT_MESSAGES.base64)
  .max(Math.ceil((CLIENT_IMPORT_MAX_BYTES * 4) / 3) + 4, CLIENT_IMPORT_MESSAGES.tooLarge)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, CLIENT_IMPORT_MESSAGES.base64);

/** POST preview body: the file, and the mapping when the user changed the guessed one. */
export const clientImportPreviewSchema = z.object({
  establishmentId: idSchema(CLIENT_IMPORT_MESSAGES.establishment),
  contentBase64: fileSchema,
  mapping: clientImportMappingSchema.optional(),
});
export type ClientImportPreviewRequest = z.input<typeof clientImportPreviewSchema>;

/**
 * POST import body. `duplicates`: 'skip' leaves rows whose email or phone matches an existing
 * client (or an earlier row) out, 'create' imports them anyway (they can be merged later).
 * `skipInvalid`: import the valid rows when some have errors; otherwise nothing is written.
 */
export const clientImportCommitSchema = clientImportPreviewSchema.extend({
  mapping: clientImportMappingSchema,
  duplicates: z.enum(['skip', 'create']).default('skip'),
  skipInvalid: z.boolean().default(false),
});
export type ClientImportCommitRequest = z.input<typeof clientImportCommitSchema>;

export const clientImportRowErrorSchema = z.object({
  /** 1-based line of the data row in the file (the header is line 1). */
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ClientImportRowError = z.infer<typeof clientImportRowErrorSchema>;

export const clientImportPreviewRowSchema = z.object({
  line: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  status: z.string().nullable(),
  /** 'ok', 'invalid', or 'duplicate' (same email or phone as an existing client or an earlier row). */
  outcome: z.enum(['ok', 'invalid', 'duplicate']),
  /** The existing client (or earlier line) it duplicates. */
  duplicateOf: z.string().nullable(),
});

export const clientImportPreviewResponseSchema = envelope(
  z.object({
    headers: z.array(z.string()),
    mapping: clientImportMappingSchema,
    /** Why the mapping cannot be used yet (rows are not checked until it can); null when it can. */
    mappingProblem: z.string().nullable(),
    totalRows: z.number().int(),
    validRows: z.number().int(),
    invalidRows: z.number().int(),
    duplicateRows: z.number().int(),
    rows: z.array(clientImportPreviewRowSchema),
    errors: z.array(clientImportRowErrorSchema),
  }),
);
export type ClientImportPreview = z.infer<typeof clientImportPreviewResponseSchema>['data'];

export const clientImportCommitResponseSchema = envelope(
  z.object({
    imported: z.number().int(),
    skippedDuplicates: z.number().int(),
    skippedInvalid: z.number().int(),
  }),
);
export type ClientImportResult = z.infer<typeof clientImportCommitResponseSchema>['data'];

const IMPORT_LIMITS =
  `Limits: ${CLIENT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows and ${CLIENT_IMPORT_MAX_BYTES / 1024 / 1024} MB ` +
  `of file (400 past either); a body over ${CLIENT_IMPORT_MAX_BODY_BYTES.toLocaleString('en-US')} bytes answers 413.`;

/** How long a finished export stays downloadable. */
export const CLIENT_EXPORT_KEEP_HOURS = 24;

/** A finished export: its stored file. */
export const clientExportJobSchema = z.object({
  fileId: z.string(),
  /** Where the file downloads (GET, the session's cookie). */
  downloadUrl: z.string(),
  rows: z.number().int(),
});
export type ClientExportJob = z.infer<typeof clientExportJobSchema>;

/** An export queued as a background job (issue #30): ask its status by `jobId`. */
export const clientExportQueuedSchema = z.object({ jobId: z.string() });
export type ClientExportQueued = z.infer<typeof clientExportQueuedSchema>;

/** An export job's status; `file` once done, `error` once failed. */
export const clientExportStatusSchema = z.object({
  status: z.enum(['running', 'done', 'failed']),
  file: clientExportJobSchema.nullable(),
  error: z.string().nullable(),
});
export type ClientExportStatus = z.infer<typeof clientExportStatusSchema>;

/** Client import (preview, then commit) and the CSV export of the filtered list, under the CRM. */
export const CLIENT_IMPORT_ENDPOINTS = {
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/crm/clients/import/preview',
    access: { permission: 'client:create' },
    summary:
      'Reads an uploaded CSV: mapping (guessed unless given), counts, first rows, row errors. Writes nothing. ' +
      IMPORT_LIMITS,
    body: clientImportPreviewSchema,
    response: clientImportPreviewResponseSchema,
  }),
  commit: endpoint({
    method: 'POST',
    path: '/api/admin/crm/clients/import',
    access: { permission: 'client:create' },
    summary:
      "Imports the file's accepted rows in one transaction; 400 with row errors and nothing written otherwise. " +
      IMPORT_LIMITS,
    body: clientImportCommitSchema,
    response: clientImportCommitResponseSchema,
    status: 201,
  }),
  /**
   * GET with the client list's filters (paging ignored): the filtered clients as a CSV download
   * (UTF-8 with BOM so spreadsheets read accents), cells a spreadsheet would run as formulas
   * neutralised with a leading apostrophe.
   */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/crm/clients/export',
    access: { permission: 'client:create' },
    summary: "The filtered client list (the list call's query, paging ignored) as a CSV download.",
    query: clientListQuerySchema,
    response: z.string().describe('CSV text, header row CLIENT_EXPORT_COLUMNS.'),
    mediaType: 'text/csv',
  }),
  /**
   * The export as a background job in the person's bell (issues #11, #30): the filters are
   * checked (the list's 400 and 404), the job queued, and its id answered; the same CSV is
   * stored for a day and the job's notification ends with its download link.
   */
  exportJob: endpoint({
    method: 'POST',
    path: '/api/admin/crm/clients/export-jobs',
    access: { permission: 'client:create' },
    summary: 'Queues the export of the filtered list as a job; answers its id (the file is kept 24 hours).',
    query: clientListQuerySchema,
    response: envelope(clientExportQueuedSchema),
    status: 201,
  }),
  exportJobStatus: endpoint({
    method: 'GET',
    path: '/api/admin/crm/clients/export-jobs/:id',
    access: { permission: 'client:create' },
    summary:
      'One of your export jobs: running, done with its file, or failed with why (404 for anyone else’s).',
    params: z.object({ id: idSchema('Not a valid job id.') }),
    response: envelope(clientExportStatusSchema),
  }),
  exportFile: endpoint({
    method: 'GET',
    path: '/api/admin/crm/clients/export-files/:id',
    access: { permission: 'client:create' },
    summary: 'Downloads one of your stored exports (404 for someone else’s, or once expired).',
    params: z.object({ id: idSchema('Not a valid file id.') }),
    response: z.string().describe('CSV text, header row CLIENT_EXPORT_COLUMNS.'),
    mediaType: 'text/csv',
  }),
} as const;
