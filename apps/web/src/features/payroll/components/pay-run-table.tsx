/** A pay run's lines with their totals (issue #14); a row opens the line's sales and tips. */
import { Table, Text, UnstyledButton } from '@mantine/core';
import type { PayRun, PayRunLine } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { hoursOf } from './payroll-access';

const commissionOf = (l: PayRunLine) => l.serviceCommission + l.productCommission + l.refundReversal;

export function PayRunTable({ run, onOpen }: { run: PayRun; onOpen: (line: PayRunLine) => void }) {
  if (run.lines.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No one worked or sold in this period.
      </Text>
    );
  const t = run.totals;
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table striped highlightOnHover aria-label="Pay run lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee</Table.Th>
            <Table.Th>Pay type</Table.Th>
            <Table.Th ta="right">Hours</Table.Th>
            <Table.Th ta="right">Hourly pay</Table.Th>
            <Table.Th ta="right">Salary</Table.Th>
            <Table.Th ta="right">Sales</Table.Th>
            <Table.Th ta="right">Commission</Table.Th>
            <Table.Th ta="right">Tips</Table.Th>
            <Table.Th ta="right">Gross pay</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>
                <UnstyledButton
                  onClick={() => onOpen(l)}
                  aria-label={`Details of ${l.name}`}
                  fw={600}
                  c="var(--daybook-action-blue)"
                  td="underline"
                >
                  {l.name}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{l.payType}</Table.Td>
              <Table.Td ta="right">{hoursOf(l.minutes)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.hourlyPay + l.guaranteeTopUp)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.salaryPay)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.serviceSales + l.productSales)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(commissionOf(l))}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.tips)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatCurrency(l.gross)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th />
            <Table.Th ta="right">{hoursOf(t.minutes)}</Table.Th>
            <Table.Th ta="right">{formatCurrency(t.hourlyPay)}</Table.Th>
            <Table.Th ta="right">{formatCurrency(t.salaryPay)}</Table.Th>
            <Table.Th ta="right">
              {formatCurrency(run.lines.reduce((s, l) => s + l.serviceSales + l.productSales, 0))}
            </Table.Th>
            <Table.Th ta="right">{formatCurrency(t.commission)}</Table.Th>
            <Table.Th ta="right">{formatCurrency(t.tips)}</Table.Th>
            <Table.Th ta="right">{formatCurrency(t.gross)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
