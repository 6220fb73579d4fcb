/**
 * My clients today (issue #15 "Dashboards", employee): the signed-in person's appointments of
 * the day at the selected location in time order, with service and status. Only the next
 * client's record is read (the one Your next client shows), so only that row carries the
 * allergy flag: reading every client's record would cost a request per row.
 */
import { Badge, Group, Text } from '@mantine/core';
import { APPOINTMENT_MESSAGES, type Appointment, type Establishment } from '@daybook/contracts';
import { formatTime } from '../../../../lib/format';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { useClientRecord } from '../../api/employee-api';
import { useTodayAt } from '../../api/today-appointments-api';
import { AppointmentStatusBadge } from '../../../../components/appointment-status-badge';
import { OneLocationWidget } from '../../components/one-location-widget';
import { WidgetCard } from '../../components/widget-card';
import { WidgetList, WidgetListItem } from '../../components/widget-list';
import { nextAppointment, withoutCancelled } from '../../lib/appointment-day';

const TITLE = 'My clients today';

/** The signed-in person's day; asks for a location when all locations are selected. */
export function MyClientsTodayWidget() {
  const { user } = useWorkspace();
  return (
    <OneLocationWidget title={TITLE} needs="your clients today">
      {(place) => <MyClientsToday place={place} userId={user.id} />}
    </OneLocationWidget>
  );
}

/** "Next" and, when the record names allergies, "Allergies" (their text on hover). */
function NextFlags({ appointment: a }: { appointment: Appointment }) {
  const allergies = useClientRecord(a.clientId).data?.allergies;
  return (
    <>
      <Badge variant="outline" tt="none">
        Next
      </Badge>
      {allergies && (
        <Badge
          color="red.9"
          variant="filled"
          tt="none"
          title={allergies}
          aria-label={`Allergies: ${allergies}`}
        >
          Allergies
        </Badge>
      )}
    </>
  );
}

function MyClientsToday({ place, userId }: { place: Establishment; userId: string }) {
  const { query } = useTodayAt(place, userId);
  const rows = withoutCancelled(query.data ?? []);
  const next = nextAppointment(rows);
  return (
    <WidgetCard
      title={TITLE}
      query={query}
      errorTitle={APPOINTMENT_MESSAGES.fetchFailed}
      empty={rows.length === 0 && 'No clients booked for you today.'}
    >
      <WidgetList label="My appointments today">
        {rows.map((a) => (
          <WidgetListItem
            key={a.id}
            label={`${formatTime(a.startTime)}, ${a.clientName}`}
            action={<AppointmentStatusBadge status={a.status} />}
          >
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600}>
                {formatTime(a.startTime)} · {a.clientName}
              </Text>
              {a.id === next?.id && <NextFlags appointment={a} />}
            </Group>
            <Text size="xs" c="dimmed">
              {a.serviceName}
            </Text>
          </WidgetListItem>
        ))}
      </WidgetList>
    </WidgetCard>
  );
}
