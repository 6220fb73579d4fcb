/**
 * Your next client (issue #15 "Dashboards", employee): the signed-in person's next appointment
 * today at the selected location (the first not yet served, late or not), times in the
 * location's zone, with the client's allergies and preferences in plain view.
 */
import { Group, Stack, Text } from '@mantine/core';
import { formatShortRange } from '../../../../lib/format';
import { AppointmentStatusBadge, LateBadge } from '../../../../components/appointment-status-badge';
import { TodayWidget } from '../../components/today-widget';
import { minutesLate, nextAppointment } from '../../lib/appointment-day';
import { ClientAlerts } from './client-alerts';

const TITLE = 'Your next client';

/** The signed-in person's next client; asks for a location when all locations are selected. */
export function NextClientWidget() {
  return (
    <TodayWidget title={TITLE} needs="your next client" mine>
      {({ clock, appointments }) => {
        const next = nextAppointment(appointments);
        const late = next ? minutesLate(next, clock) : 0;
        return {
          empty: !next && 'No more clients today.',
          body: next && (
            <Stack gap="sm">
              <div>
                <Group gap="xs" wrap="wrap">
                  <Text fw={700} size="lg">
                    {next.clientName}
                  </Text>
                  <AppointmentStatusBadge status={next.status} />
                  {late > 0 && <LateBadge minutes={late} />}
                </Group>
                <Text size="sm">
                  {formatShortRange(next.startTime, next.endTime)} · {next.serviceName}
                </Text>
              </div>
              <ClientAlerts appointment={next} />
            </Stack>
          ),
        };
      }}
    </TodayWidget>
  );
}
