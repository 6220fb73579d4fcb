/**
 * In the chair (issue #15 "Dashboards", front desk): the selected location's appointments in
 * service now, with the staff member and when each ends (local time), and a Check out link for
 * a visit not yet paid (issue #28).
 */
import { Group, Text } from '@mantine/core';
import { formatTime } from '../../../../lib/format';
import { TodayWidget } from '../../components/today-widget';
import { WidgetList, WidgetListItem } from '../../components/widget-list';
import { inChair } from '../../lib/appointment-day';
import { CheckOutLink, checkOutPath } from './check-out-link';

const TITLE = 'In the chair';

/** Who is being served at the selected location; asks for one when all locations are selected. */
export function InChairWidget() {
  return (
    <TodayWidget title={TITLE} needs="who is in the chair">
      {({ appointments }) => {
        const rows = inChair(appointments);
        return {
          empty: rows.length === 0 && 'Nobody is in service right now.',
          body: (
            <WidgetList label="In service">
              {rows.map((a) => (
                <WidgetListItem
                  key={a.id}
                  label={`${a.clientName} with ${a.staffName}`}
                  action={
                    <Group gap="xs" wrap="nowrap">
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        until {formatTime(a.endTime)}
                      </Text>
                      {!a.paid && <CheckOutLink to={checkOutPath(a.id)} name={a.clientName} />}
                    </Group>
                  }
                >
                  <Text size="sm" fw={600}>
                    {a.clientName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.serviceName} with {a.staffName}
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
