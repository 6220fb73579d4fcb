/**
 * My clients today (issue #15 "Dashboards", employee): the signed-in person's appointments of
 * the day at the selected location in time order, with service and status. Only the next
 * client's record is read (the one Your next client shows), so only that row carries the
 * allergy flag: reading every client's record would cost a request per row.
 */
import { Badge, Group, Text } from '@mantine/core';
import type { Appointment } from '@daybook/contracts';
import { formatTime } from '../../../../lib/format';
import { useClientRecord } from '../../api/employee-api';
import { AppointmentStatusBadge } from '../../../../components/appointment-status-badge';
import { TodayWidget } from '../../components/today-widget';
import { WidgetList, WidgetListItem } from '../../components/widget-list';
import { nextAppointment, withoutCancelled } from '../../lib/appointment-day';

const TITLE = 'My clients today';

/** The signed-in person's day; asks for a location when all locations are selected. */
export function MyClientsTodayWidget() {
  return (
    <TodayWidget title={TITLE} needs="your clients today" mine>
      {({ appointments }) => {
        const rows = withoutCancelled(appointments);
        const next = nextAppointment(rows);
        return {
          empty: rows.length === 0 && 'No clients booked for you today.',
          body: (
            <WidgetList label="My appointments today">
              {rows.map((a) => (
                <WidgetListItem
                  key={a.id}
                  label={`${formatTime(a.startTime)}, ${a.clientName}`}
                  action={<AppointmentStatusBadge status={a.status} />}
                >
                  {/* On a phone the flags go under a long name rather than shrink to "N…". */}
                  <Group gap={6} wrap="wrap">
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
          ),
        };
      }}
    </TodayWidget>
  );
}

/** "Next" and, when the record names allergies, "Allergies" (their text on hover). */
function NextFlags({ appointment: a }: { appointment: Appointment }) {
  const allergies = useClientRecord(a.clientId).data?.allergies;
  return (
    <>
      <Badge variant="outline" tt="none" style={{ flexShrink: 0 }}>
        Next
      </Badge>
      {allergies && (
        <Badge
          color="red.9"
          variant="filled"
          tt="none"
          style={{ flexShrink: 0 }}
          title={allergies}
          aria-label={`Allergies: ${allergies}`}
        >
          Allergies
        </Badge>
      )}
    </>
  );
}
