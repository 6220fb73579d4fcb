/**
 * Client import (preview, then commit in one transaction) and the CSV export of the filtered
 * list. The file travels as base64 inside JSON so the server can refuse text that is not UTF-8.
 */
import { useMutation } from '@tanstack/react-query';
import {
  CLIENT_IMPORT_ENDPOINTS,
  CLIENT_MESSAGES,
  type ClientImportCommitRequest,
  type ClientImportPreview,
  type ClientImportPreviewRequest,
  type ClientImportResult,
  type DomainEntity,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { saveCsvDownload } from '../../../lib/csv-files';
import { clientExportQuery, type ClientFilters, type CrmScope } from '../lib/client-list-params';
import { toastFailure } from '../../../lib/query/toast-failure';
import { toastCrmSuccess } from './crm-answer';

/** Reads the file with the given (or, without one, a guessed) mapping; writes nothing. */
export async function previewClientImport(body: ClientImportPreviewRequest): Promise<ClientImportPreview> {
  const answer = await callEndpoint(CLIENT_IMPORT_ENDPOINTS.preview, { body });
  return answer.data;
}

/** Imports the accepted rows; 400 (nothing written) when rows are invalid and not skipped. */
export async function commitClientImport(body: ClientImportCommitRequest): Promise<ClientImportResult> {
  const answer = await callEndpoint(CLIENT_IMPORT_ENDPOINTS.commit, { body });
  return answer.data;
}

/** What a commit adds: the clients, and their imported notes as client notes. */
const IMPORT_WRITES: readonly DomainEntity[] = ['client', 'client_note'];

/** How long the button waits for an export job before leaving the file to the bell, ms. */
const EXPORT_WAIT_MS = 120_000;

/** The export is still running after EXPORT_WAIT_MS: the bell will link to it. */
export class ExportStillRunning extends Error {
  constructor() {
    super('The export is still running: the bell will link to the file when it is ready.');
  }
}

/**
 * Exports the clients in `scope` matching `filters` as a background job (issue #30: the bell
 * keeps its download link for a day), waits for the job, then downloads the stored file.
 * Fetched with the session cookie (an anchor could not report a failure), then saved through a
 * temporary link. Throws the job's error when it failed, ExportStillRunning when it takes long.
 */
export async function downloadClientExport(scope: CrmScope, filters: ClientFilters): Promise<void> {
  const { jobId } = (
    await callEndpoint(CLIENT_IMPORT_ENDPOINTS.exportJob, { query: clientExportQuery(scope, filters) })
  ).data;
  const until = Date.now() + EXPORT_WAIT_MS;
  // Small lists are done within a few polls; the wait grows so a long export costs few requests.
  for (let wait = 250; Date.now() < until; wait = Math.min(wait * 1.5, 2_000)) {
    const status = (await callEndpoint(CLIENT_IMPORT_ENDPOINTS.exportJobStatus, { params: { id: jobId } }))
      .data;
    if (status.file) return saveCsvDownload(status.file.downloadUrl, scope.tenantId, 'clients.csv');
    if (status.status === 'failed') throw new Error(status.error ?? CLIENT_MESSAGES.exportFailed);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  throw new ExportStillRunning();
}

/** Preview and commit; a commit refreshes the client readers and toasts its outcome. */
export function useClientImport() {
  const preview = useMutation({ mutationFn: previewClientImport });
  const commit = useMutation({
    mutationFn: commitClientImport,
    onSuccess: (r) => {
      const skipped = r.skippedDuplicates + r.skippedInvalid;
      toastCrmSuccess(
        `Imported ${r.imported.toLocaleString('en-US')} ${r.imported === 1 ? 'client' : 'clients'}`,
        skipped > 0
          ? `Skipped ${r.skippedDuplicates} duplicate and ${r.skippedInvalid} invalid ${skipped === 1 ? 'row' : 'rows'}.`
          : 'Every row was imported.',
      );
    },
    meta: { errorTitle: CLIENT_MESSAGES.importFailed, writes: IMPORT_WRITES },
  });
  return { preview, commit };
}

/** The export download; failures toast 'Failed to export clients'. */
export function useClientExport() {
  return useMutation({
    mutationFn: ({ scope, filters }: { scope: CrmScope; filters: ClientFilters }) =>
      downloadClientExport(scope, filters),
    onError: (error) =>
      error instanceof ExportStillRunning
        ? toastCrmSuccess('Export still running', error.message)
        : toastFailure(CLIENT_MESSAGES.exportFailed, error),
  });
}
