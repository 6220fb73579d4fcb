/** Client and lead statuses as coloured badges. */
import { Badge } from '@mantine/core';
import {
  APPOINTMENT_STATUS_TITLE,
  CLIENT_STATUS_LABEL,
  LEAD_SOURCE_LABEL,
  LEAD_STATUS_LABEL,
  type AppointmentStatus,
  type ClientStatus,
  type LeadStatus,
} from '@daybook/contracts';

/** Badges in narrow table cells would otherwise cut their label to 'INACT…'. */
const NO_TRUNCATION = { minWidth: 'max-content' } as const;

/** Filled badges in dark shades: white text on them passes WCAG AA contrast, light ones did not. */
const CLIENT_STATUS_COLOR: Record<ClientStatus, string> = {
  active: 'teal.9',
  inactive: 'gray.7',
  vip: 'grape.9',
};
const LEAD_STATUS_COLOR: Record<LeadStatus, string> = {
  new: 'blue.9',
  contacted: 'cyan.9',
  qualified: 'teal.9',
  lost: 'gray.7',
};

const APPOINTMENT_STATUS_COLOR: Record<AppointmentStatus, string> = {
  booked: 'blue.9',
  confirmed: 'indigo.9',
  checked_in: 'cyan.9',
  in_service: 'grape.9',
  completed: 'teal.9',
  cancelled: 'gray.7',
  no_show: 'orange.9',
};

/** An appointment's status on a client's page (the calendar's light badges are too faint on white cards). */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge
      component="span"
      color={APPOINTMENT_STATUS_COLOR[status]}
      variant="filled"
      tt="none"
      style={NO_TRUNCATION}
    >
      {APPOINTMENT_STATUS_TITLE[status]}
    </Badge>
  );
}

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return (
    <Badge component="span" color={CLIENT_STATUS_COLOR[status]} variant="filled" style={NO_TRUNCATION}>
      {CLIENT_STATUS_LABEL[status]}
    </Badge>
  );
}

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge component="span" color={LEAD_STATUS_COLOR[status]} variant="filled" style={NO_TRUNCATION}>
      {LEAD_STATUS_LABEL[status]}
    </Badge>
  );
}

/** A lead source's label: the known ones by name, others as typed. */
export function leadSourceLabel(source: string): string {
  const labels: Readonly<Record<string, string>> = LEAD_SOURCE_LABEL;
  return labels[source] ?? source;
}

export function LeadSourceBadge({ source }: { source: string | null }) {
  if (!source) return null;
  return (
    <Badge variant="default" style={NO_TRUNCATION}>
      {leadSourceLabel(source)}
    </Badge>
  );
}
