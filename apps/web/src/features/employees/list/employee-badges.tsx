/** An employee's standing and their sign-in access, in words (spec operations.md §4 Employee). */
import { Badge } from '@mantine/core';
import type { Employee } from '@daybook/contracts';
import { formatDate } from '../../../lib/format';

/** Active, or Terminated with the date when one is given. Filled dark shades keep white at 4.5:1. */
export function EmployeeStatusBadge({
  employee,
  withDate = false,
}: {
  employee: Pick<Employee, 'status' | 'terminationDate'>;
  withDate?: boolean;
}) {
  const active = employee.status === 'active';
  const date = withDate && employee.terminationDate ? ` ${formatDate(employee.terminationDate)}` : '';
  return (
    <Badge color={active ? 'teal.9' : 'gray.7'} variant="filled">
      {active ? 'Active' : `Terminated${date}`}
    </Badge>
  );
}

/** 'System access active' or otherwise, from the employee's login. */
export function SystemAccessBadge({ access }: { access: Employee['systemAccess'] }) {
  return (
    <Badge color={access.status === 'active' ? 'blue.9' : 'gray.7'} variant="filled">
      {`System access ${access.status}`}
    </Badge>
  );
}
