/**
 * An appointment's status as a coloured badge (contracts APPOINTMENT_STATUS_TITLE words), for
 * the calendar's drawer and the dashboards, and a "Late" badge.
 */
import { Badge } from '@mantine/core';
import { APPOINTMENT_STATUS_TITLE, type AppointmentStatus } from '@daybook/contracts';
import { TintedBadge } from './tinted-badge';

const STATUS_COLOR: Record<AppointmentStatus, string> = {
  booked: 'blue',
  confirmed: 'indigo',
  checked_in: 'teal',
  in_service: 'grape',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'orange',
};

/** The status badge of one appointment. */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return <TintedBadge color={STATUS_COLOR[status]}>{APPOINTMENT_STATUS_TITLE[status]}</TintedBadge>;
}

/** "Late" in red, naming how many minutes late for screen readers and on hover. */
export function LateBadge({ minutes }: { minutes: number }) {
  const label = `${minutes} min late`;
  return (
    <Badge
      color="red.9"
      variant="filled"
      tt="none"
      title={label}
      aria-label={`Late, ${label}`}
      style={{ flex: 'none' }}
    >
      Late
    </Badge>
  );
}
