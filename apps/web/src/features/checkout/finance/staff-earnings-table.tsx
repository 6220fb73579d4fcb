/**
 * Earnings per staff member over the range the transaction filters show (issue #13): services
 * performed, service and product sales, tips and refunds.
 */
import type { ReactNode } from 'react';
import { Stack, Table, Text, Title } from '@mantine/core';
import type { Earnings } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { useEarnings } from '../api/transactions-api';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';

interface Props {
  establishmentId: string;
  start: string;
  end: string;
}

function EarningsRows({ staff }: { staff: Earnings['staff'] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" aria-label="Staff earnings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Staff member</Table.Th>
            <Table.Th ta="right">Services</Table.Th>
            <Table.Th ta="right">Service sales</Table.Th>
            <Table.Th ta="right">Product sales</Table.Th>
            <Table.Th ta="right">Tips</Table.Th>
            <Table.Th ta="right">Refunds</Table.Th>
            <Table.Th ta="right">Transactions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.map((s) => (
            <Table.Tr key={s.staffId}>
              <Table.Td>{s.staffName}</Table.Td>
              <Table.Td ta="right">{s.services.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{formatCurrency(s.serviceSales)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(s.productSales)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(s.tips)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(s.refunds)}</Table.Td>
              <Table.Td ta="right">{s.transactions.toLocaleString('en-US')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function StaffEarningsTable({ establishmentId, start, end }: Props) {
  const earnings = useEarnings(establishmentId, start, end, start <= end);
  let content: ReactNode;
  if (start > end) content = null;
  else if (earnings.isPending) content = <TableSkeleton label="Loading staff earnings" />;
  else if (earnings.isError)
    content = (
      <LoadError
        title="Failed to fetch earnings"
        error={earnings.error}
        onRetry={() => void earnings.refetch()}
      />
    );
  else if (earnings.data.staff.length === 0)
    content = (
      <Text c="dimmed" size="sm">
        No staff sales in this range.
      </Text>
    );
  else content = <EarningsRows staff={earnings.data.staff} />;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Staff earnings
      </Title>
      {content}
    </Stack>
  );
}
