/**
 * Client import use cases: preview (map, check every row, find duplicates) and import (the same
 * checks, then every accepted row in one transaction). Duplicates are clients of the tenant, or
 * earlier rows of the file, with the same email or phone.
 */
import {
  CLIENT_IMPORT_MAX_ERRORS,
  CLIENT_IMPORT_MESSAGES,
  CLIENT_IMPORT_PREVIEW_ROWS,
  clientImportSummary,
  type ClientImportMapping,
  type ClientImportPreview,
  type ClientImportResult,
  type ClientImportRowError,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { clientImportCommitSchema } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { analyzeTables } from '../../db/statistics.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { addImportedClients, clientsWithAnyContact } from '../clients/index.js';
import { recordImportedConsents } from '../consent/index.js';
import { openEstablishment } from '../establishments/index.js';
import { runAsJob, type JobTexts } from '../notifications/index.js';
import { lockImports } from './client-csv.repository.js';
import { checkMapping, decodeFile, guessMapping, parseCsv } from './client-import.parse.js';
import { fieldColumns, readRow, type ClientCandidate, type RawCells } from './client-import.rows.js';

interface AnalysedRow {
  line: number;
  candidate: ClientCandidate | null;
  raw: RawCells;
  errors: ClientImportRowError[];
  /** 'Ana Ruiz (existing client)' or 'line 4': what this row repeats. */
  duplicateOf: string | null;
}

interface Analysis {
  headers: string[];
  mapping: ClientImportMapping;
  mappingProblem: string | null;
  rows: AnalysedRow[];
}

/** Existing live clients with one of the rows' emails or phones, as contact → description. */
async function existingContacts(tx: Tx, rows: AnalysedRow[]): Promise<Map<string, string>> {
  const existing = await clientsWithAnyContact(tx, {
    emails: rows.flatMap((r) => (r.candidate?.email ? [r.candidate.email] : [])),
    phones: rows.flatMap((r) => (r.candidate?.phone ? [r.candidate.phone] : [])),
  });
  const found = new Map<string, string>();
  for (const c of existing) {
    const label = `${c.name} (existing client)`;
    if (c.email) found.set(`e:${c.email}`, label);
    if (c.phone) found.set(`p:${c.phone}`, label);
  }
  return found;
}

async function analyse(
  tx: Tx,
  contentBase64: string,
  given: ClientImportMapping | undefined,
): Promise<Analysis> {
  const { headers, records } = parseCsv(decodeFile(contentBase64));
  const mapping = given ?? guessMapping(headers);
  try {
    checkMapping(headers, mapping);
  } catch (err) {
    // A guessed mapping that does not work yet is for the user to fix in the preview.
    if (given || !(err instanceof AppError)) throw err;
    return { headers, mapping, mappingProblem: err.message, rows: [] };
  }
  const columns = fieldColumns(headers, mapping);
  // Line 1 is the header; blank lines were skipped, so this is the data row's ordinal + 1.
  const rows: AnalysedRow[] = records.map((record, i) => ({
    ...readRow(record, i + 2, columns),
    line: i + 2,
    duplicateOf: null,
  }));
  const known = await existingContacts(tx, rows);
  for (const row of rows) {
    const c = row.candidate;
    if (!c) continue;
    const keys = [c.email ? `e:${c.email}` : null, c.phone ? `p:${c.phone}` : null].filter((k) => k !== null);
    row.duplicateOf = keys.map((k) => known.get(k)).find((v) => v !== undefined) ?? null;
    for (const k of keys) if (!known.has(k)) known.set(k, `line ${row.line}`);
  }
  return { headers, mapping, mappingProblem: null, rows };
}

function outcome(row: AnalysedRow): 'ok' | 'invalid' | 'duplicate' {
  if (!row.candidate) return 'invalid';
  return row.duplicateOf ? 'duplicate' : 'ok';
}

/** Preview of an upload: guessed or given mapping, counts, the first rows, and row errors. 404 out of reach. */
export function previewImport(
  db: Db,
  actor: Actor,
  input: { establishmentId: string; contentBase64: string; mapping?: ClientImportMapping },
): Promise<ClientImportPreview> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, input.establishmentId);
    const a = await analyse(tx, input.contentBase64, input.mapping);
    const count = (o: ReturnType<typeof outcome>) => a.rows.filter((r) => outcome(r) === o).length;
    return {
      headers: a.headers,
      mapping: a.mapping,
      mappingProblem: a.mappingProblem,
      totalRows: a.rows.length,
      validRows: count('ok'),
      invalidRows: count('invalid'),
      duplicateRows: count('duplicate'),
      rows: a.rows.slice(0, CLIENT_IMPORT_PREVIEW_ROWS).map((r) => ({
        line: r.line,
        // An invalid row shows its cells as written, beside its errors.
        name: r.candidate?.name ?? r.raw.name,
        email: r.candidate ? r.candidate.email : r.raw.email,
        phone: r.candidate ? r.candidate.phone : r.raw.phone,
        birthdate: r.candidate ? r.candidate.birthdate : r.raw.birthdate,
        status: r.candidate?.status ?? r.raw.status,
        outcome: outcome(r),
        duplicateOf: r.duplicateOf,
      })),
      errors: a.rows.flatMap((r) => r.errors).slice(0, CLIENT_IMPORT_MAX_ERRORS),
    };
  });
}

type CommitParsed = z.output<typeof clientImportCommitSchema>;

/**
 * Imports the accepted rows into `establishmentId` in one transaction (source 'import', notes
 * kept as client notes by the importing user). 400 with row errors, writing nothing, when rows
 * are invalid and `skipInvalid` is off; one import per tenant at a time, so two uploads of one
 * file cannot both pass the duplicate check. Runs as a job in the person's bell (started, then
 * imported with its summary, or failed with the reason).
 */
export function commitImport(db: Db, actor: Actor, input: CommitParsed): Promise<ClientImportResult> {
  return runAsJob(db, actor, IMPORT_JOB, () => importRows(db, actor, input));
}

/** The import told in the person's bell (issue #11: a CSV import runs as a job). */
const IMPORT_JOB: JobTexts<ClientImportResult> = {
  running: CLIENT_IMPORT_MESSAGES.jobRunning,
  done: (result) => ({
    title: CLIENT_IMPORT_MESSAGES.jobDone,
    content: clientImportSummary(result),
    actionUrl: '/crm',
  }),
  failed: CLIENT_IMPORT_MESSAGES.jobFailed,
};

/** The tables an import fills in bulk, analyzed after it (db/statistics.ts). */
const IMPORTED_TABLES = ['clients', 'client_notes', 'client_consents'];

async function importRows(db: Db, actor: Actor, input: CommitParsed): Promise<ClientImportResult> {
  const result = await withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, input.establishmentId);
    await lockImports(tx, actor.tenantId);
    const a = await analyse(tx, input.contentBase64, input.mapping);
    const invalid = a.rows.filter((r) => !r.candidate);
    if (invalid.length > 0 && !input.skipInvalid) {
      const details = invalid
        .flatMap((r) => r.errors)
        .slice(0, CLIENT_IMPORT_MAX_ERRORS)
        .map((e) => ({ path: `line ${e.line}${e.field ? ` ${e.field}` : ''}`, message: e.message }));
      throw new AppError('VALIDATION', CLIENT_IMPORT_MESSAGES.invalidRows, details);
    }
    const accepted = a.rows.flatMap((r) =>
      r.candidate && (input.duplicates === 'create' || !r.duplicateOf) ? [r.candidate] : [],
    );
    const ids = await addImportedClients(
      tx,
      actor,
      input.establishmentId,
      accepted.map(({ marketing: _marketing, ...client }) => client),
    );
    // The file's marketing columns, as the import's record of consent (issue #32).
    await recordImportedConsents(
      tx,
      actor.tenantId,
      actor.userId,
      accepted.flatMap((c, n) =>
        (['email', 'sms'] as const).flatMap((channel) => {
          const granted = c.marketing[channel];
          return granted === null
            ? []
            : [{ clientId: ids[n]!, channel, purpose: 'marketing' as const, granted }];
        }),
      ),
    );
    const duplicateRows = a.rows.filter((r) => r.candidate && r.duplicateOf).length;
    return {
      imported: accepted.length,
      skippedDuplicates: input.duplicates === 'skip' ? duplicateRows : 0,
      skippedInvalid: invalid.length,
    };
  });
  if (result.imported > 0) await analyzeTables(db, IMPORTED_TABLES);
  return result;
}
