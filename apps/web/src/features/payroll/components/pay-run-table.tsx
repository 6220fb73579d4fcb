/**
 * A pay run's lines with their totals (issue #14); a row opens the line's sales and tips.
 * Overtime hours and pay have their own columns, and late corrections of earlier periods one
 * when the run pays any (issue #28); "Hourly pay" is the regular hours' pay.
 */
import { Table, Text, UnstyledButton } from '@mantine/core';
import type { PayRun, PayRunLine } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { hoursOf } from './payroll-access';

/**
 * Commission and refunds as the CSV export has them ("Commission", "Refund reversal"): the
 * screen and the file a payroll provider reads show the same figures (issue #28).
 */
const commissionOf = (l: PayRunLine) => l.serviceCommission + l.productCommission;

/** A column's total in cents, back to dollars, so the cents of the lines add up exactly. */
const sumOf = (run: PayRun, figure: (l: PayRunLine) => number) =>
  run.lines.reduce((s, l) => s + Math.round(figure(l) * 100), 0) / 100;

export function PayRunTable({ run, onOpen }: { run: PayRun; onOpen: (line: PayRunLine) => void }) {
  if (run.lines.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No one worked or sold in this period.
      </Text>
    );
  const t = run.totals;
  const adjusted = run.lines.some((l) => l.adjustmentPay !== 0 || l.adjustmentMinutes !== 0);
  return (
    <Table.ScrollContainer minWidth={adjusted ? 1320 : 1200}>
      <Table striped highlightOnHover aria-label="Pay run lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee</Table.Th>
            <Table.Th>Pay type</Table.Th>
            <Table.Th ta="right">Hours</Table.Th>
            <Table.Th ta="right">Overtime hours</Table.Th>
            <Table.Th ta="right">Hourly pay</Table.Th>
            <Table.Th ta="right">Overtime pay</Table.Th>
            <Table.Th ta="right">Salary</Table.Th>
            <Table.Th ta="right">Sales</Table.Th>
            <Table.Th ta="right">Commission</Table.Th>
            <Table.Th ta="right">Refund reversal</Table.Th>
            <Table.Th ta="right">Tips</Table.Th>
            {adjusted && <Table.Th ta="right">Adjustments</Table.Th>}
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
              <Table.Td ta="right">{hoursOf(l.overtimeMinutes)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.hourlyPay + l.guaranteeTopUp)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.overtimePay)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.salaryPay)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.serviceSales + l.productSales)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(commissionOf(l))}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.refundReversal)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.tips)}</Table.Td>
              {adjusted && <Table.Td ta="right">{formatCurrency(l.adjustmentPay)}</Table.Td>}
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
            <Table.Th ta="right">{hoursOf(t.overtimeMinutes)}</Table.Th>
            <Table.Th ta="right">{formatCurrency(t.hourlyPay)}</Table.Th>
            <Table.Th ta="right">{formatCurrency(t.overtimePay)}</Table.Th>
            <Table.Th ta="right">{formatCurrency(t.salaryPay)}</Table.Th>
            <Table.Th ta="right">
              {formatCurrency(run.lines.reduce((s, l) => s + l.serviceSales + l.productSales, 0))}
            </Table.Th>
            <Table.Th ta="right">{formatCurrency(sumOf(run, commissionOf))}</Table.Th>
            <Table.Th ta="right">{formatCurrency(sumOf(run, (l) => l.refundReversal))}</Table.Th>
            <Table.Th ta="right">{formatCurrency(t.tips)}</Table.Th>
            {adjusted && <Table.Th ta="right">{formatCurrency(t.adjustmentPay)}</Table.Th>}
            <Table.Th ta="right">{formatCurrency(t.gross)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
