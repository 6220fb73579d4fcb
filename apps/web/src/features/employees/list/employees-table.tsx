/** The employees table: name, role, job title, type, pay and status; a row opens the record. */
import { Button, Table, Text } from '@mantine/core';
import type { Employee } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { toDollars } from '../employees-access';
import { TableHead } from '../../../components/table-head';
import { EmployeeStatusBadge } from './employee-badges';
import { serviceCommissionLabel } from './commission-label';

/**
 * 'Commission 45% + $18.00/h', 'Commission 30–45% tiered', '$52,000.00/yr' or '$18.00/h': the
 * commission is the plan payroll pays by (commission-label.ts).
 */
export function payLabel(e: Employee): string {
  if (e.payType === null || e.payRate === null) return '—';
  const rate = formatCurrency(toDollars(e.payRate));
  if (e.payType === 'Salary') return `${rate}/yr`;
  const commission = serviceCommissionLabel(e);
  if (e.payType === 'Commission') {
    const base = `Commission ${commission}`;
    return e.payRate > 0 ? `${base} + ${rate}/h` : base;
  }
  const paysCommission = e.commissionPercent || e.commissionPlan?.tiers;
  return `${rate}/h${paysCommission ? ` + ${commission}` : ''}`;
}

export function EmployeesTable({
  employees,
  showPay,
  onOpen,
}: {
  employees: Employee[];
  showPay: boolean;
  onOpen: (e: Employee) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Employees">
        <TableHead
          columns={['Name', 'Role', 'Job title', showPay && 'Type', showPay && 'Pay', 'Status']}
          actions
        />
        <Table.Tbody>
          {employees.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <Text fw={500}>{`${e.firstName} ${e.lastName}`}</Text>
                {e.email && (
                  <Text size="xs" c="dimmed">
                    {e.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td tt="capitalize">{e.role}</Table.Td>
              <Table.Td>{e.jobTitle ?? '—'}</Table.Td>
              {showPay && <Table.Td>{e.employeeType}</Table.Td>}
              {showPay && <Table.Td>{payLabel(e)}</Table.Td>}
              <Table.Td>
                <EmployeeStatusBadge employee={e} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => onOpen(e)}
                  aria-label={`View ${e.firstName} ${e.lastName}`}
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
}
