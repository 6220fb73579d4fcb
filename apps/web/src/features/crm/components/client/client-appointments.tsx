/** A client's upcoming appointments (at most CLIENT_APPOINTMENTS_MAX) or a page of the past ones. */
import type { ReactNode } from 'react';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { APPOINTMENT_STATUSES, type ClientAppointment } from '@daybook/contracts';
import { formatCurrency, formatDate, formatShortRange } from '../../../../lib/format';
import { AppointmentStatusBadge } from '../status-badges';

export interface ClientAppointmentsProps {
  title: string;
  appointments: readonly ClientAppointment[];
  empty: string;
  /** Name the location of each (when the client visits several). */
  showLocation: boolean;
  /** Under the table: the pager of a paged list. */
  footer?: ReactNode;
}

export function ClientAppointments({
  title,
  appointments,
  empty,
  showLocation,
  footer,
}: ClientAppointmentsProps) {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {appointments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={6} aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>With</Table.Th>
                  {showLocation && <Table.Th>Location</Table.Th>}
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {appointments.map((a) => {
                  const status = APPOINTMENT_STATUSES.find((s) => s === a.status);
                  return (
                    <Table.Tr key={a.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(a.date)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatShortRange(a.startTime, a.endTime)}
                      </Table.Td>
                      <Table.Td>{a.serviceName}</Table.Td>
                      <Table.Td>{a.staffName}</Table.Td>
                      {showLocation && <Table.Td>{a.establishmentName}</Table.Td>}
                      <Table.Td>{status ? <AppointmentStatusBadge status={status} /> : a.status}</Table.Td>
                      <Table.Td ta="right">{formatCurrency(a.price)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {footer}
      </Stack>
    </Card>
  );
}
