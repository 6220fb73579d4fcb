/** The location's pay runs, newest period first (issue #14); a row shows its period above. */
import { Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { PAYROLL_MESSAGES } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useRuns } from '../api/payroll-api';
import { PayRunStatusBadge } from './pay-run-status-badge';

export function RunHistory({
  establishmentId,
  onPick,
}: {
  establishmentId: string;
  onPick: (start: string) => void;
}) {
  const runs = useRuns(establishmentId);
  let body;
  if (runs.isPending) body = <TableSkeleton label="Loading pay runs" />;
  else if (runs.isError)
    body = (
      <LoadError title={PAYROLL_MESSAGES.loadFailed} error={runs.error} onRetry={() => void runs.refetch()} />
    );
  else if (runs.data.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        {PAYROLL_MESSAGES.noRuns}
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Pay run history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Period</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Finalised</Table.Th>
              <Table.Th ta="right">Gross pay</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.data.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => onPick(r.periodStart)}
                    c="var(--daybook-action-blue)"
                    td="underline"
                  >
                    {formatDate(r.periodStart)} – {formatDate(r.periodEnd)}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>
                  <PayRunStatusBadge status={r.status} />
                </Table.Td>
                <Table.Td>
                  {r.finalisedAt
                    ? `${formatDate(r.finalisedAt)}${r.finalisedByName ? `, ${r.finalisedByName}` : ''}`
                    : ''}
                </Table.Td>
                <Table.Td ta="right">{formatCurrency(r.totals.gross)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack gap="xs" mt="md">
      <Title order={2} size="h4">
        History
      </Title>
      {body}
    </Stack>
  );
}
