/**
 * The appointments behind one figure of the appointments report (issue #31 "the rows behind a
 * figure one click away"): a modal titled with the figure and the period, listing them newest
 * first a page at a time (date, time, client, service, staff, location, status, reason, online);
 * a skeleton while loading, a sentence when none is behind the figure, the server's reason with
 * Retry when the call fails.
 */
import { useState } from 'react';
import { Table } from '@mantine/core';
import {
  APPOINTMENT_STATUS_REASON_LABEL,
  APPOINTMENT_STATUS_TITLE,
  NO_REASON,
  NO_REASON_LABEL,
  type AppointmentsListFigure,
} from '@daybook/contracts';
import { formatDate, formatTime } from '../../../lib/format';
import {
  APPOINTMENTS_LIST_FAILED,
  useAppointmentsOfFigure,
  type AppointmentsSelection,
} from '../api/appointments-report-api';
import { formatDayRange } from '../lib/sales-format';
import { FigureRowsModal, FigureRowsPage } from './figure-rows';

/** The figures' names in the modal's title. */
export const APPOINTMENTS_FIGURE_LABEL: Record<AppointmentsListFigure, string> = {
  booked: 'Booked appointments',
  completed: 'Completed appointments',
  cancelled: 'Cancellations',
  no_show: 'No-shows',
  online: 'Appointments booked online',
};

/** The modal's title: the figure, its reason row's reason if any, and the period. */
export function selectionTitle(selection: AppointmentsSelection, from: string, to: string): string {
  const reason =
    selection.reason === undefined
      ? ''
      : ` (${selection.reason === NO_REASON ? NO_REASON_LABEL : APPOINTMENT_STATUS_REASON_LABEL[selection.reason]})`;
  return `${APPOINTMENTS_FIGURE_LABEL[selection.figure]}${reason}, ${formatDayRange(from, to)}`;
}

export interface AppointmentsFigureModalProps {
  /** A location's id or ALL_ESTABLISHMENTS. */
  establishmentId: string;
  from: string;
  to: string;
  /** The figure shown; null: the modal is closed. */
  selection: AppointmentsSelection | null;
  onClose: () => void;
}

function AppointmentsOfFigure({
  establishmentId,
  from,
  to,
  selection,
}: Omit<AppointmentsFigureModalProps, 'onClose' | 'selection'> & { selection: AppointmentsSelection }) {
  const [page, setPage] = useState(1);
  const query = useAppointmentsOfFigure(establishmentId, from, to, selection, page);
  return (
    <FigureRowsPage
      query={query}
      failedTitle={APPOINTMENTS_LIST_FAILED}
      noun={['appointment', 'appointments']}
      minWidth={900}
      onPage={setPage}
      table={(list) => (
        <Table striped aria-label={APPOINTMENTS_FIGURE_LABEL[selection.figure]}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Time</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Staff</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Booked online</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.appointments.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{formatDate(a.date)}</Table.Td>
                <Table.Td>{formatTime(a.time)}</Table.Td>
                <Table.Td>{a.clientName}</Table.Td>
                <Table.Td>{a.serviceName}</Table.Td>
                <Table.Td>{a.staffName || '—'}</Table.Td>
                <Table.Td>{a.establishmentName}</Table.Td>
                <Table.Td>{APPOINTMENT_STATUS_TITLE[a.status]}</Table.Td>
                <Table.Td>{a.reason === null ? '—' : APPOINTMENT_STATUS_REASON_LABEL[a.reason]}</Table.Td>
                <Table.Td>{a.bookedOnline ? 'Yes' : 'No'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    />
  );
}

/** The modal of `selection`'s appointments; Escape or the close button closes it. */
export function AppointmentsFigureModal({
  establishmentId,
  from,
  to,
  selection,
  onClose,
}: AppointmentsFigureModalProps) {
  return (
    <FigureRowsModal
      open={selection !== null}
      onClose={onClose}
      title={selection ? selectionTitle(selection, from, to) : ''}
    >
      {selection && (
        <AppointmentsOfFigure
          key={`${selection.figure}:${selection.reason ?? ''}`}
          establishmentId={establishmentId}
          from={from}
          to={to}
          selection={selection}
        />
      )}
    </FigureRowsModal>
  );
}
