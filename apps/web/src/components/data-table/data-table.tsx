/**
 * Daybook's list table over mantine-datatable (issue #30): the header stays in view while the
 * rows scroll under it, the scrolling box takes keyboard focus when it overflows, and the list's
 * loading, error and empty states, sorting and server-side pages come in one place.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { DataTable as MantineDataTable, type DataTableColumn } from 'mantine-datatable';
import { useScrollStop } from '../../lib/scroll-by-keyboard';
import { LoadError } from '../load-error';
import { TableSkeleton } from '../table-skeleton';
import { DataTablePager, type DataTablePaging } from './data-table-pager';
import { SortHeader, ariaSort, nextSort, type SortStatus } from './sort-header';

export type { DataTableColumn, SortStatus };

/** A read that failed: the spec's text as title, the error, and the retry. */
export interface DataTableError {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** The retry button's text; 'Retry' unless the list's spec says otherwise. */
  retryLabel?: string;
}

/** Sorting by the columns whose accessors `columns` lists, kept by the caller. */
export interface DataTableSort<K extends string> {
  columns: readonly K[];
  status: SortStatus<K>;
  onChange: (status: SortStatus<K>) => void;
}

export interface DataTableProps<T, K extends string = never> {
  /** Names the table and its scrolling box for screen readers: 'Products'. */
  label: string;
  columns: DataTableColumn<T>[];
  /** The rows of this page; undefined until the first read answers. */
  records: readonly T[] | undefined;
  /** Announced while the first page loads: 'Loading products'. Without it, nothing shows while loading. */
  loadingLabel?: string;
  /** The failed read, shown instead of the table with its retry. */
  error?: DataTableError | null;
  /** Shown instead of the table when there are no rows: the list's own text (and its add button). */
  empty?: ReactNode;
  /** Rows of the previous page shown while the next one loads. */
  busy?: boolean;
  sort?: DataTableSort<K>;
  paging?: DataTablePaging;
  /** Below this width (px) the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
  /** The tallest the table grows before its rows scroll under the header. */
  maxHeight?: number | string;
}

/** A list's table and its states; `records` undefined with neither `loadingLabel` nor `error` draws nothing. */
export function DataTable<T, K extends string = never>({
  label,
  columns,
  records,
  loadingLabel,
  error,
  empty,
  busy = false,
  sort,
  paging,
  minWidth,
  maxHeight = '70vh',
}: DataTableProps<T, K>) {
  if (error) return <LoadError {...error} />;
  if (!records) return loadingLabel ? <TableSkeleton label={loadingLabel} /> : null;
  if (records.length === 0 && (!paging || paging.total === 0)) return empty;

  return (
    <Stack gap="sm" aria-busy={busy}>
      <ScrollingTable
        label={label}
        columns={columns}
        records={records}
        sort={sort}
        minWidth={minWidth}
        maxHeight={maxHeight}
      />
      {paging && <DataTablePager {...paging} />}
    </Stack>
  );
}

/** The table itself, mounted with its rows so that its scroll box is watched from the start. */
function ScrollingTable<T, K extends string>({
  label,
  columns,
  records,
  sort,
  minWidth,
  maxHeight,
}: Pick<DataTableProps<T, K>, 'label' | 'columns' | 'sort' | 'minWidth'> & {
  records: readonly T[];
  maxHeight: number | string;
}) {
  const scroll = useScrollStop<HTMLDivElement>();
  const [table, setTable] = useState<HTMLTableElement | null>(null);

  // mantine-datatable's own sortable header turns the cell into a button, which hides the column
  // header and its aria-sort from screen readers: the title is a button instead, and the cell
  // says how the list is sorted.
  useLayoutEffect(() => {
    if (!table || !sort) return;
    for (const th of table.querySelectorAll<HTMLTableCellElement>('thead th[data-accessor]')) {
      const column = sort.columns.find((c) => c === th.dataset.accessor);
      if (column) th.setAttribute('aria-sort', ariaSort(sort.status, column));
    }
  });

  const shown = sort ? columns.map((c) => withSortHeader(c, sort)) : columns;
  return (
    <MantineDataTable<T>
      aria-label={label}
      columns={shown}
      records={[...records]}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      verticalSpacing="sm"
      maxHeight={maxHeight}
      tableRef={setTable}
      scrollViewportRef={scroll.ref}
      scrollAreaProps={{
        viewportProps: { tabIndex: scroll.tabIndex, role: 'region', 'aria-label': label },
      }}
      styles={{ table: { minWidth } }}
    />
  );
}

function withSortHeader<T, K extends string>(
  column: DataTableColumn<T>,
  sort: DataTableSort<K>,
): DataTableColumn<T> {
  const key = sort.columns.find((c) => c === column.accessor);
  if (!key) return column;
  const label = typeof column.title === 'string' ? column.title : key;
  return {
    ...column,
    title: (
      <SortHeader
        label={label}
        sorted={ariaSort(sort.status, key)}
        end={column.textAlign === 'right'}
        onSort={() => sort.onChange(nextSort(sort.status, key))}
      />
    ),
  };
}
