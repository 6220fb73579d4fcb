/**
 * Test helper: catches a Download CSV of the reports or analytics (saveCsv: a blob URL clicked
 * as a link) — the file names asked for, and the last file's lines without the byte-order mark.
 */
import { vi } from 'vitest';

/** Starts catching; read `names` after the click, and `lines()` for the last file's content. */
export function catchCsvDownloads(): { names: string[]; lines: () => Promise<string[]> } {
  let saved: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, {
      createObjectURL: (blob: Blob) => {
        saved = blob;
        return 'blob:report';
      },
      revokeObjectURL: () => {},
    }),
  );
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    names,
    lines: async () => {
      if (!saved) throw new Error('No CSV was downloaded.');
      return (await saved.text()).replace(/^\uFEFF/, '').split('\r\n');
    },
  };
}
