/**
 * The front desk's one-click way to the register for a visit (issue #28): /register?appointment=
 * <id> (the register opens the visit's ticket from it, as the calendar's Checkout does), or an
 * open ticket's own link. Drawn only for roles that take payments.
 */
import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { hasPermission } from '@daybook/contracts';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';

export function CheckOutLink({ to, name }: { to: string; name: string }) {
  const { role } = useWorkspace();
  if (!hasPermission(role, 'payment:create')) return null;
  return (
    <Button component={Link} to={to} size="compact-sm" variant="light" aria-label={`Check out ${name}`}>
      Check out
    </Button>
  );
}

/** The register's address for a visit by one of its appointments. */
export const checkOutPath = (appointmentId: string) =>
  `/register?appointment=${encodeURIComponent(appointmentId)}`;
