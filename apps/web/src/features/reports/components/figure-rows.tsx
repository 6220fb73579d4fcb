/**
 * The frame of the rows behind one figure of a report (issue #31 "the rows behind a figure one
 * click away"), shared by the clients and the appointments reports: a modal titled with the
 * figure; inside, a skeleton while loading, the server's reason with Retry when the call fails,
 * a sentence when nothing is behind the figure, else the count, the page's table and the pages.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Group, Modal, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { formatCount } from '../lib/sales-format';

/** What a page of rows answers besides its rows. */
export interface RowsPage {
  total: number;
  page: number;
  pageSize: number;
}

/** A modal titled `title`, open while `open`; Escape or the close button closes it. */
export function FigureRowsModal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={open} onClose={onClose} size="xl" title={title}>
      {children}
    </Modal>
  );
}

/**
 * One page of the rows behind a figure: `query`'s states, then "N {noun}" above `table(page)`
 * (scrolling sideways below `minWidth` px) and the pages, whose choice goes to `onPage`.
 */
export function FigureRowsPage<P extends RowsPage>({
  query,
  failedTitle,
  noun,
  minWidth,
  onPage,
  table,
}: {
  query: UseQueryResult<P>;
  failedTitle: string;
  /** The rows' name, one and many: ['client', 'clients']. */
  noun: readonly [string, string];
  minWidth: number;
  onPage: (page: number) => void;
  table: (page: P) => ReactNode;
}) {
  if (query.isError)
    return <LoadError title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Stack gap="xs" role="status" aria-label={`Loading the ${noun[1]}`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={20} />
        ))}
      </Stack>
    );
  const list = query.data;
  if (list.total === 0) return <Text c="dimmed">No {noun[1]} behind this figure.</Text>;
  const pages = Math.ceil(list.total / list.pageSize);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {formatCount(list.total)} {list.total === 1 ? noun[0] : noun[1]}
      </Text>
      <Table.ScrollContainer minWidth={minWidth}>{table(list)}</Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={list.page}
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
