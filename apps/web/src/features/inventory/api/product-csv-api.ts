/**
 * Product import from CSV (preview, then commit in one transaction) and the CSV export of the
 * filtered product list (issue #12, on the CRM's client import pattern). The file travels as
 * base64 inside JSON so the server can refuse text that is not UTF-8.
 */
import { useMutation } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  PRODUCT_CSV_ENDPOINTS,
  PRODUCT_CSV_MESSAGES,
  productImportTitle,
  type ProductExportQuery,
  type ProductImportCommitRequest,
  type ProductImportPreview,
  type ProductImportPreviewRequest,
  type ProductImportResult,
} from '@daybook/contracts';
import { callEndpoint, endpointUrl, getApiContext } from '../../../lib/api-client';
import { saveCsvDownload } from '../../../lib/csv-files';
import { toastInventorySuccess } from './inventory-api';

/** Reads the file and checks every row; writes nothing. */
export async function previewProductImport(body: ProductImportPreviewRequest): Promise<ProductImportPreview> {
  const answer = await callEndpoint(PRODUCT_CSV_ENDPOINTS.preview, { body });
  return answer.data;
}

/** Creates the ready rows; 400 (nothing written) when rows have errors and are not skipped. */
export async function commitProductImport(body: ProductImportCommitRequest): Promise<ProductImportResult> {
  const answer = await callEndpoint(PRODUCT_CSV_ENDPOINTS.commit, { body });
  return answer.data;
}

/** What the export asks for: the location shown (all when every location) and the list's filters. */
export interface ProductExportFilters {
  establishmentId: string;
  search?: string;
  stock?: 'low' | 'out';
}

/**
 * Downloads the products matching `filters` as CSV: fetched with the session cookie (an anchor
 * could not report a failure), then saved through a temporary link.
 */
export async function downloadProductExport(filters: ProductExportFilters): Promise<void> {
  const query: ProductExportQuery = {
    establishmentId: filters.establishmentId === ALL_ESTABLISHMENTS ? undefined : filters.establishmentId,
    search: filters.search?.trim() ? filters.search.trim() : undefined,
    stock: filters.stock,
  };
  await saveCsvDownload(
    endpointUrl(PRODUCT_CSV_ENDPOINTS.export, { query }),
    getApiContext().tenantId ?? null,
    'products.csv',
  );
}

/** Preview and commit; a commit refreshes the readers of products and toasts 'Imported N products'. */
export function useProductImport() {
  const preview = useMutation({ mutationFn: previewProductImport });
  const commit = useMutation({
    mutationFn: commitProductImport,
    onSuccess: (r) => {
      const skipped = r.skippedDuplicates + r.skippedInvalid;
      toastInventorySuccess(
        productImportTitle(r.imported),
        skipped > 0
          ? `Skipped ${r.skippedDuplicates} duplicate and ${r.skippedInvalid} invalid ${skipped === 1 ? 'row' : 'rows'}.`
          : 'Every row was imported.',
      );
    },
    meta: { errorTitle: PRODUCT_CSV_MESSAGES.importFailed, writes: ['product'] },
  });
  return { preview, commit };
}

/** The export download; failures toast 'Failed to export products'. */
export function useProductExport() {
  return useMutation({
    mutationFn: downloadProductExport,
    meta: { errorTitle: PRODUCT_CSV_MESSAGES.exportFailed },
  });
}
