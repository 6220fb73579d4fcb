/**
 * The location's drawer history in Finance (issue #28): its closed sessions newest first, a page
 * of DRAWER_SESSIONS_PAGE_SIZE at a time, each with when and by whom it closed, the float, the
 * expected and counted cash and the over/short, and its Z report (as frozen at close) to view
 * and print.
 */
import { useState, type ReactNode } from 'react';
import { Button, Group, Pagination, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { DRAWER_SESSIONS_PAGE_SIZE, LOCALE, type DrawerSession } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { formatCurrency } from '../../../lib/format';
import { useDrawerSessions } from '../api/drawer-api';
import { DrawerReportModal } from './drawer-report-modal';
import { overShort } from './drawer-report-sheet';

export interface DrawerHistoryProps {
  establishmentId: string;
  establishmentName: string;
  timeZone: string;
}

const at = (iso: string | null, timeZone: string) =>
  iso ? new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone }) : '—';

function differenceColor(difference: number | null): string | undefined {
  if (difference === null || difference === 0) return undefined;
  return 'var(--daybook-text-bad)';
}

function SessionRows({
  sessions,
  timeZone,
  onView,
}: {
  sessions: DrawerSession[];
  timeZone: string;
  onView: (session: DrawerSession) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label="Cash drawer history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Closed</Table.Th>
            <Table.Th>Closed by</Table.Th>
            <Table.Th ta="right">Float</Table.Th>
            <Table.Th ta="right">Expected</Table.Th>
            <Table.Th ta="right">Counted</Table.Th>
            <Table.Th ta="right">Over/short</Table.Th>
            <Table.Th>
              <VisuallyHidden>Z report</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
          {sessions.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{at(s.closedAt, timeZone)}</Table.Td>
              <Table.Td>{s.closedByName ?? '—'}</Table.Td>
              <Table.Td ta="right">{formatCurrency(s.float)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(s.expected)}</Table.Td>
              <Table.Td ta="right">{s.counted === null ? '—' : formatCurrency(s.counted)}</Table.Td>
              <Table.Td ta="right" c={differenceColor(s.difference)}>
                {s.difference === null ? '—' : overShort(s.difference)}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={`Z report of ${at(s.closedAt, timeZone)}`}
                  onClick={() => onView(s)}
                >
                  Z report
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function DrawerHistory({ establishmentId, establishmentName, timeZone }: DrawerHistoryProps) {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<DrawerSession | null>(null);
  const history = useDrawerSessions(establishmentId, page);
  let content: ReactNode;
  if (history.isPending) content = <TableSkeleton label="Loading the drawer history" />;
  else if (history.isError)
    content = (
      <LoadError
        title="Failed to load the drawer history"
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  else if (history.data.count === 0)
    content = (
      <Text c="dimmed" size="sm">
        No drawer has been closed here yet. Each close keeps its Z report here.
      </Text>
    );
  else {
    const pages = Math.ceil(history.data.count / DRAWER_SESSIONS_PAGE_SIZE);
    content = (
      <>
        <SessionRows sessions={history.data.sessions} timeZone={timeZone} onView={setShown} />
        {pages > 1 && (
          <Group justify="flex-end">
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          </Group>
        )}
      </>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="drawer-history-title">
      <Title order={2} size="h3" id="drawer-history-title">
        Cash drawer history
      </Title>
      {content}
      <DrawerReportModal
        session={shown}
        timeZone={timeZone}
        establishmentName={establishmentName}
        onClose={() => setShown(null)}
      />
    </Stack>
  );
}
