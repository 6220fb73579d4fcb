/**
 * The client export as a job (issue #11): the person's bell says it started, then "Client export
 * ready" with the download link, or why it failed; the CSV is kept a day for its requester.
 */
import { text } from 'node:stream/consumers';
import {
  CLIENT_EXPORT_KEEP_HOURS,
  CLIENT_IMPORT_ENDPOINTS,
  CLIENT_IMPORT_MESSAGES,
  endpointPath,
  type ClientExportJob,
  type ClientListQueryParsed,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { runAsJob, type JobTexts } from '../notifications/index.js';
import { findExportFile, storeExportFile } from './client-csv.repository.js';
import { exportClients } from './client-export.service.js';

const HOUR_MS = 3_600_000;

const EXPORT_JOB: JobTexts<ClientExportJob> = {
  running: CLIENT_IMPORT_MESSAGES.exportRunning,
  done: (job) => ({
    title: CLIENT_IMPORT_MESSAGES.exportDone,
    content: `${job.rows.toLocaleString('en-US')} ${job.rows === 1 ? 'client' : 'clients'}; the file is kept for ${CLIENT_EXPORT_KEEP_HOURS} hours.`,
    downloadUrl: job.downloadUrl,
  }),
  failed: CLIENT_IMPORT_MESSAGES.exportFailed,
};

/** 'clients-2026-11-24.csv' for the day `now` falls on (UTC). */
export function exportFileName(now: Date): string {
  return `clients-${now.toISOString().slice(0, 10)}.csv`;
}

/** Exports the filtered list into a stored file (the list's 400/404 as errors); answers its link. */
export function exportToFile(
  db: Db,
  actor: Actor,
  query: ClientListQueryParsed,
  now: () => Date,
): Promise<ClientExportJob> {
  return runAsJob(db, actor, EXPORT_JOB, async () => {
    const counted = { rows: 0 };
    // Stored without the BOM (text() and PGlite's decoder both drop it); served with it for Excel.
    const content = (await text(await exportClients(db, actor, query, counted))).replace(/^\uFEFF/, '');
    const { rows } = counted;
    const at = now();
    const fileId = await withTenant(db, actor, (tx) =>
      storeExportFile(
        tx,
        {
          tenantId: actor.tenantId,
          userId: actor.userId,
          fileName: exportFileName(at),
          content,
          rowCount: rows,
          expiresAt: new Date(at.getTime() + CLIENT_EXPORT_KEEP_HOURS * HOUR_MS),
        },
        at,
      ),
    );
    return { fileId, rows, downloadUrl: endpointPath(CLIENT_IMPORT_ENDPOINTS.exportFile, { id: fileId }) };
  });
}

/** One of the actor's unexpired exports; 404 otherwise. */
export async function exportFile(db: Db, actor: Actor, id: string, now: Date) {
  const file = await withTenant(db, actor, (tx) => findExportFile(tx, id, actor.userId, now));
  if (!file) throw new AppError('NOT_FOUND', 'This export is no longer available.');
  return { ...file, content: `\uFEFF${file.content}` };
}
