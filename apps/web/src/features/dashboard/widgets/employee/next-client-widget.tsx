/**
 * Your next client (issue #15 "Dashboards", employee): the signed-in person's next appointment
 * today at the selected location (the first not yet served, late or not), times in the
 * location's zone, with the client's allergies and preferences in plain view.
 */
import { Group, Stack, Text } from '@mantine/core';
import { APPOINTMENT_MESSAGES, type Establishment } from '@daybook/contracts';
import { formatShortRange } from '../../../../lib/format';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { useTodayAt } from '../../api/today-appointments-api';
import { AppointmentStatusBadge, LateBadge } from '../../../../components/appointment-status-badge';
import { OneLocationWidget } from '../../components/one-location-widget';
import { WidgetCard } from '../../components/widget-card';
import { minutesLate, nextAppointment } from '../../lib/appointment-day';
import { ClientAlerts } from './client-alerts';

const TITLE = 'Your next client';

/** The signed-in person's next client; asks for a location when all locations are selected. */
export function NextClientWidget() {
  const { user } = useWorkspace();
  return (
    <OneLocationWidget title={TITLE} needs="your next client">
      {(place) => <NextClient place={place} userId={user.id} />}
    </OneLocationWidget>
  );
}

function NextClient({ place, userId }: { place: Establishment; userId: string }) {
  const { clock, query } = useTodayAt(place, userId);
  const next = nextAppointment(query.data ?? []);
  const late = next ? minutesLate(next, clock) : 0;
  return (
    <WidgetCard
      title={TITLE}
      query={query}
      errorTitle={APPOINTMENT_MESSAGES.fetchFailed}
      empty={!next && 'No more clients today.'}
    >
      {next && (
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
      )}
    </WidgetCard>
  );
}
