/**
 * Today's arrivals (issue #15 "Dashboards", front desk): the selected location's appointments
 * of the day in time order, times in its IANA zone, each with its client, service, staff
 * member and status, "Late" once the start has passed without the client, a one-click
 * check-in, and once arrived a one-click Check out to the register while the visit is unpaid
 * (issue #28). Cancelled appointments are left out. On a phone (issue #28) the time leads the
 * client's name and the status sits under it, so the status and the Check in button stay on
 * screen, unclipped, without scrolling sideways.
 */
import { Group, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatTime } from '../../../../lib/format';
import { AppointmentStatusBadge, LateBadge } from '../../../../components/appointment-status-badge';
import { TodayWidget } from '../../components/today-widget';
import { isExpected, minutesLate, withoutCancelled } from '../../lib/appointment-day';
import { canCheckOut } from '../../../../lib/visit-checkout';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { CheckInButton } from './check-in-button';
import { CheckOutLink, checkOutPath } from './check-out-link';
import { TableHead } from '../../../../components/table-head';
import { scrollByKeyboard } from '../../../../lib/scroll-by-keyboard';

const TITLE = "Today's arrivals";

/** The arrivals widget of the selected location; asks for one when all locations are selected. */
export function ArrivalsWidget() {
  const { role } = useWorkspace();
  const narrow = useMediaQuery('(max-width: 40em)');
  return (
    <TodayWidget title={TITLE} needs="today's arrivals">
      {({ place, clock, appointments }) => {
        const rows = withoutCancelled(appointments);
        return {
          empty: rows.length === 0 && 'No appointments today.',
          // A busy day has dozens: the list scrolls under its header instead of pushing the rest down.
          // Late in the day no row has a button to tab to: the scrolling box takes focus itself.
          body: (
            <Table.ScrollContainer
              minWidth={narrow ? 0 : 460}
              maxHeight={440}
              scrollAreaProps={scrollByKeyboard(`${TITLE}, scrollable`)}
            >
              <Table stickyHeader verticalSpacing={6} aria-label={TITLE}>
                <TableHead columns={narrow ? ['Client'] : ['Time', 'Client', 'Status']} actions />
                <Table.Tbody>
                  {rows.map((a) => {
                    const late = minutesLate(a, clock);
                    const status = (
                      <Group gap={4} mt={narrow ? 4 : undefined} wrap={narrow ? 'wrap' : 'nowrap'}>
                        <AppointmentStatusBadge status={a.status} />
                        {late > 0 && <LateBadge minutes={late} />}
                      </Group>
                    );
                    return (
                      <Table.Tr key={a.id}>
                        {!narrow && (
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTime(a.startTime)}</Table.Td>
                        )}
                        {/* Service and staff under the name keep the check-in button in view on a phone. */}
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {narrow ? `${formatTime(a.startTime)} · ${a.clientName}` : a.clientName}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {a.serviceName} · {a.staffName}
                          </Text>
                          {narrow && status}
                        </Table.Td>
                        {!narrow && <Table.Td>{status}</Table.Td>}
                        <Table.Td ta="right">
                          {isExpected(a) ? (
                            <CheckInButton appointment={a} establishmentId={place.id} />
                          ) : (
                            canCheckOut(a, role) && (
                              <CheckOutLink to={checkOutPath(a.id)} name={a.clientName} />
                            )
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ),
        };
      }}
    </TodayWidget>
  );
}
