/**
 * My pay by period (issue #14 "My Earnings"): the signed-in person's lines of finalised pay
 * runs, newest first, each opening the sales, tips and refunds behind it.
 */
import { useState } from 'react';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { PAYROLL_MESSAGES, type MyEarningsPeriod } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useMyPay } from '../api/payroll-api';
import { LineDetailModal } from './line-detail-modal';
import { hoursOf } from './payroll-access';

export function MyPayByPeriod() {
  const pay = useMyPay();
  const [open, setOpen] = useState<MyEarningsPeriod | null>(null);
  let body;
  if (pay.isPending) body = <TableSkeleton label="Loading my pay" />;
  else if (pay.isError)
    body = (
      <LoadError title={PAYROLL_MESSAGES.loadFailed} error={pay.error} onRetry={() => void pay.refetch()} />
    );
  else if (pay.data.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        {PAYROLL_MESSAGES.myEarningsEmpty}
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={PAYROLL_MESSAGES.myEarnings}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Period</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th ta="right">Hours</Table.Th>
              <Table.Th ta="right">Commission</Table.Th>
              <Table.Th ta="right">Tips</Table.Th>
              <Table.Th ta="right">Gross pay</Table.Th>
              <Table.Th>Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pay.data.map((p) => (
              <Table.Tr key={p.runId}>
                <Table.Td>
                  {formatDate(p.periodStart)} – {formatDate(p.periodEnd)}
                </Table.Td>
                <Table.Td>{p.establishmentName}</Table.Td>
                <Table.Td ta="right">{hoursOf(p.line.minutes)}</Table.Td>
                <Table.Td ta="right">
                  {formatCurrency(
                    p.line.serviceCommission + p.line.productCommission + p.line.refundReversal,
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatCurrency(p.line.tips)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatCurrency(p.line.gross)}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setOpen(p)}
                    aria-label={`Details of ${formatDate(p.periodStart)} – ${formatDate(p.periodEnd)}`}
                  >
                    View
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack gap="xs" mt="xl">
      <Title order={2} size="h3">
        {PAYROLL_MESSAGES.myEarnings}
      </Title>
      {body}
      {open && (
        <LineDetailModal
          establishmentId={open.establishmentId}
          runId={open.runId}
          line={open.line}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
