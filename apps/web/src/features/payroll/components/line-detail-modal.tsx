/** One pay line: its figures, the plan it used and the sales, tips and refunds behind it (issue #14). */
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { PayRunLine } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useLineDetails } from '../api/payroll-api';
import { hoursOf } from './payroll-access';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** The figures of `line` (shared with My Earnings). */
export function LineFigures({ line }: { line: PayRunLine }) {
  const plan = line.plan.tierMode
    ? `Tiered (${line.plan.tierMode === 'all' ? 'reached tier for all' : 'progressive'}) at ${line.plan.tierPercent ?? 0}%`
    : `${line.plan.servicePercent}% services`;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <Figure label="Hours" value={hoursOf(line.minutes)} />
      <Figure label="Overtime hours" value={hoursOf(line.overtimeMinutes)} />
      <Figure label="Hourly pay" value={formatCurrency(line.hourlyPay)} />
      <Figure label="Overtime pay" value={formatCurrency(line.overtimePay)} />
      <Figure label="Salary" value={formatCurrency(line.salaryPay)} />
      <Figure label="Guarantee top-up" value={formatCurrency(line.guaranteeTopUp)} />
      <Figure label="Service sales" value={formatCurrency(line.serviceSales)} />
      <Figure label="Product sales" value={formatCurrency(line.productSales)} />
      <Figure label="Service commission" value={formatCurrency(line.serviceCommission)} />
      <Figure label="Product commission" value={formatCurrency(line.productCommission)} />
      <Figure label="Refund reversal" value={formatCurrency(line.refundReversal)} />
      <Figure label="Tips" value={formatCurrency(line.tips)} />
      {(line.adjustmentPay !== 0 || line.adjustmentMinutes !== 0) && (
        <Figure
          label="Late corrections"
          value={`${formatCurrency(line.adjustmentPay)} (${hoursOf(line.adjustmentMinutes)} h)`}
        />
      )}
      <Figure label="Plan" value={`${plan}, ${line.plan.productPercent}% products`} />
      <Figure label="Gross pay" value={formatCurrency(line.gross)} />
    </SimpleGrid>
  );
}

export function LineDetailModal({
  establishmentId,
  runId,
  line,
  onClose,
}: {
  establishmentId: string;
  runId: string;
  line: PayRunLine | null;
  onClose: () => void;
}) {
  const details = useLineDetails(establishmentId, runId, line?.id ?? null);
  return (
    <AppModal opened={line !== null} onClose={onClose} title={line?.name ?? ''} size="xl">
      {line && (
        <Stack>
          <LineFigures line={line} />
          {details.isPending ? (
            <TableSkeleton label="Loading sales and tips" />
          ) : details.isError ? (
            <LoadError
              title="Failed to load the line"
              error={details.error}
              onRetry={() => void details.refetch()}
            />
          ) : details.data.details.length === 0 ? (
            <Text c="dimmed" size="sm">
              No sales or tips in this period.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label="Sales and tips behind the line">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Sale</Table.Th>
                    <Table.Th>Item</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th ta="right">Rate</Table.Th>
                    <Table.Th ta="right">Commission</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {details.data.details.map((d, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{formatDate(d.at)}</Table.Td>
                      <Table.Td>#{d.transactionNumber}</Table.Td>
                      <Table.Td>
                        {d.kind === 'tip' || d.kind === 'refund' ? d.name : `${d.name} (${d.kind})`}
                      </Table.Td>
                      <Table.Td ta="right">{formatCurrency(d.amount)}</Table.Td>
                      <Table.Td ta="right">{d.percent === null ? '' : `${d.percent}%`}</Table.Td>
                      <Table.Td ta="right">{formatCurrency(d.commission)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </AppModal>
  );
}
