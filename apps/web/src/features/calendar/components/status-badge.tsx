/** An appointment status as a coloured badge. */
import { Badge } from '@mantine/core';
import { APPOINTMENT_STATUS_TITLE, type AppointmentStatus } from '@daybook/contracts';

export const STATUS_COLOR: Record<AppointmentStatus, string> = {
  booked: 'blue',
  confirmed: 'indigo',
  checked_in: 'teal',
  in_service: 'grape',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'orange',
};

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none">
      {APPOINTMENT_STATUS_TITLE[status]}
    </Badge>
  );
}
