/**
 * CSV files in and out of the browser: a chosen file as base64 for an import's JSON body, a
 * server's CSV saved as a download (fetched with the session, so a failure can be reported), and
 * a CSV built in the browser (a report's or analytics' Download CSV, issue #31) saved as one.
 */
import { TENANT_HEADER, type ErrorBody } from '@daybook/contracts';
import { ApiError } from './api-client';

/** The bytes of `file` as base64 (no data-URL prefix), read in chunks to spare the call stack. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const chunk = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** 'clients.csv' from `attachment; filename="clients.csv"`, else `fallback`. */
export function downloadName(contentDisposition: string | null, fallback: string): string {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Fetches the CSV at `url` with the session cookie and the tenant header and saves it under
 * the server's file name (else `fallback`); an error answer throws an ApiError with its message.
 */
export async function saveCsvDownload(url: string, tenantId: string | null, fallback: string): Promise<void> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'text/csv', ...(tenantId ? { [TENANT_HEADER]: tenantId } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new ApiError(response.status, response.statusText, body?.message ?? body?.error ?? null, null);
  }
  saveBlob(await response.blob(), downloadName(response.headers.get('Content-Disposition'), fallback));
}

/** 'luxe-salon-manhattan' for 'Luxe Salon — Manhattan', for a file name; 'all' for every location (null). */
export function locationSlug(locationName: string | null): string {
  if (!locationName) return 'all';
  return (
    locationName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'location'
  );
}

/** Saves `text` as the download `fileName` (a CSV, UTF-8 with a byte-order mark for spreadsheets). */
export function saveCsv(text: string, fileName: string): void {
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Hands `blob` to the browser as the download `fileName` (a blob URL clicked as a link); a PDF's too. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the download to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
