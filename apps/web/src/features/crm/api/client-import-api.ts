/**
 * Client import (preview, then commit in one transaction) and the CSV export of the filtered
 * list. The file travels as base64 inside JSON so the server can refuse text that is not UTF-8.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLIENT_IMPORT_ENDPOINTS,
  CLIENT_MESSAGES,
  type ClientImportCommitRequest,
  type ClientImportPreview,
  type ClientImportPreviewRequest,
  type ClientImportResult,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { saveCsvDownload } from '../../../lib/csv-files';
import { clientExportQuery, type ClientFilters, type CrmScope } from '../lib/client-list-params';
import { invalidateCrm } from './clients-api';
import { requireData, toastCrmError, toastCrmSuccess } from './crm-answer';

/** Reads the file with the given (or, without one, a guessed) mapping; writes nothing. */
export async function previewClientImport(body: ClientImportPreviewRequest): Promise<ClientImportPreview> {
  const answer = await callEndpoint(CLIENT_IMPORT_ENDPOINTS.preview, { body });
  return requireData(answer, CLIENT_MESSAGES.previewFailed);
}

/** Imports the accepted rows; 400 (nothing written) when rows are invalid and not skipped. */
export async function commitClientImport(body: ClientImportCommitRequest): Promise<ClientImportResult> {
  const answer = await callEndpoint(CLIENT_IMPORT_ENDPOINTS.commit, { body });
  return requireData(answer, CLIENT_MESSAGES.importFailed);
}

/**
 * Exports the clients in `scope` matching `filters` as a job (the bell keeps its download link
 * for a day), then downloads the stored file at once. Fetched with the session cookie (an anchor
 * could not report a failure), then saved through a temporary link.
 */
export async function downloadClientExport(scope: CrmScope, filters: ClientFilters): Promise<void> {
  const job = (
    await callEndpoint(CLIENT_IMPORT_ENDPOINTS.exportJob, { query: clientExportQuery(scope, filters) })
  ).data;
  await saveCsvDownload(job.downloadUrl, scope.tenantId, 'clients.csv');
}

/** Preview and commit; a commit refreshes the CRM and toasts its outcome. */
export function useClientImport() {
  const queryClient = useQueryClient();
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
      return invalidateCrm(queryClient);
    },
    onError: (error) => toastCrmError(CLIENT_MESSAGES.importFailed, error),
  });
  return { preview, commit };
}

/** The export download; failures toast 'Failed to export clients'. */
export function useClientExport() {
  return useMutation({
    mutationFn: ({ scope, filters }: { scope: CrmScope; filters: ClientFilters }) =>
      downloadClientExport(scope, filters),
    onError: (error) => toastCrmError(CLIENT_MESSAGES.exportFailed, error),
  });
}
