/**
 * One-click check-in of an expected client (issue #15 "Dashboards"), shown to roles that may
 * change appointments (contracts appointment:update).
 */
import { Button } from '@mantine/core';
import { hasPermission, type Appointment } from '@daybook/contracts';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { useCheckIn } from '../../api/today-appointments-api';

/** The "Check in" button of appointment `a` of location `establishmentId`. */
export function CheckInButton({
  appointment: a,
  establishmentId,
}: {
  appointment: Appointment;
  establishmentId: string;
}) {
  const { role } = useWorkspace();
  const checkIn = useCheckIn(establishmentId);
  if (!hasPermission(role, 'appointment:update')) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={checkIn.isPending}
      onClick={() => checkIn.mutate(a.id)}
      aria-label={`Check in ${a.clientName}`}
    >
      Check in
    </Button>
  );
}
