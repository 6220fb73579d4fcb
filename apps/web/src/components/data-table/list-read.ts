import type { DataTableError } from './data-table';
import type { DataTablePaging } from './data-table-pager';

/** What the table needs to know of a list's read (a TanStack Query result fits). */
export interface ListRead {
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * The `error` and `busy` props of a DataTable showing `read`: its failure titled `title` (the
 * spec's text) with a retry that reads again, and busy while the previous page stands in.
 */
export function listReadState(
  read: ListRead,
  title: string,
  retryLabel?: string,
): { error: DataTableError | null; busy: boolean } {
  return {
    error: read.isError ? { title, error: read.error, onRetry: () => void read.refetch(), retryLabel } : null,
    busy: read.isPlaceholderData,
  };
}

/**
 * The `paging` prop of a DataTable over a list whose answer carries its `total` and `pageSize`
 * (none until the first answer): page `page` of `noun`s, `onPage` choosing another.
 */
export function answerPaging(
  answer: { total: number; pageSize: number } | undefined,
  page: number,
  noun: string,
  onPage: (page: number) => void,
): DataTablePaging | undefined {
  return answer && { page, pageSize: answer.pageSize, total: answer.total, noun, onPage };
}
