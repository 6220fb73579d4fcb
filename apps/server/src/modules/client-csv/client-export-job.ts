/**
 * The client export as a background job (issues #11, #30): queued by the request, run by one
 * instance's worker; the person's bell says it started, then "Client export ready" with the
 * download link, or why it failed; the CSV is kept a day for its requester.
 */
import { text } from 'node:stream/consumers';
import {
  CLIENT_EXPORT_KEEP_HOURS,
  CLIENT_IMPORT_ENDPOINTS,
  CLIENT_IMPORT_MESSAGES,
  endpointPath,
  type ClientExportJob,
  type ClientExportQueued,
  type ClientExportStatus,
  type ClientListQueryParsed,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { runAsJob, type JobTexts } from '../notifications/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { clientExportReader } from '../clients/index.js';
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

/** The export queue: a failed export is tried once more, then shows as failed in the bell. */
export const EXPORT_QUEUE = 'client-csv.export';
export const EXPORT_RULES = { retryLimit: 1, batchSize: 1 };

/** What an export job carries: who asked, and the list's filters. */
export interface ExportJobData {
  tenantId: string;
  userId: string;
  actor: Actor;
  query: ClientListQueryParsed;
}

/**
 * Checks the filters as the list would (400, 404 as errors now, not in the bell later), then
 * queues the export for `actor`; answers the job's id. Permission client:create.
 */
export async function queueExport(
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  query: ClientListQueryParsed,
): Promise<ClientExportQueued> {
  await withTenant(db, actor, (tx) => clientExportReader(tx, actor, query));
  const data: ExportJobData = { tenantId: actor.tenantId, userId: actor.userId, actor, query };
  const jobId = await jobs.send(EXPORT_QUEUE, data);
  if (!jobId) throw new Error('export job not queued');
  return { jobId };
}

/** The job: exports the filtered list into a stored file, told in the bell; answers the file. */
export function runExport(db: Db, data: ExportJobData, now: () => Date): Promise<ClientExportJob> {
  const { actor, query } = data;
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

/** The actor's export job `id`: running, done with its file, or failed; 404 for anyone else's. */
export async function exportStatus(jobs: JobQueue, actor: Actor, id: string): Promise<ClientExportStatus> {
  const job = await jobs.jobOf(EXPORT_QUEUE, id);
  const data = job?.data as Partial<ExportJobData> | undefined;
  if (!job || data?.tenantId !== actor.tenantId || data.userId !== actor.userId)
    throw new AppError('NOT_FOUND', 'This export job was not found.');
  return {
    status: job.state,
    file: job.state === 'done' ? (job.output as ClientExportJob) : null,
    error: job.error,
  };
}

/** One of the actor's unexpired exports; 404 otherwise. */
export async function exportFile(db: Db, actor: Actor, id: string, now: Date) {
  const file = await withTenant(db, actor, (tx) => findExportFile(tx, id, actor.userId, now));
  if (!file) throw new AppError('NOT_FOUND', 'This export is no longer available.');
  return { ...file, content: `\uFEFF${file.content}` };
}
