/**
 * Running late (issue #15 "Dashboards", front desk): today's expected clients of the selected
 * location whose start has passed on its clock, with how many minutes late and a one-click
 * check-in.
 */
import { Text } from '@mantine/core';
import { formatTime } from '../../../../lib/format';
import { TodayWidget } from '../../components/today-widget';
import { WidgetList, WidgetListItem } from '../../components/widget-list';
import { minutesLate } from '../../lib/appointment-day';
import { CheckInButton } from './check-in-button';

const TITLE = 'Running late';

/** The late clients of the selected location; asks for one when all locations are selected. */
export function LateWidget() {
  return (
    <TodayWidget title={TITLE} needs="who is running late">
      {({ place, clock, appointments }) => {
        const late = appointments
          .map((a) => ({ a, minutes: minutesLate(a, clock) }))
          .filter((row) => row.minutes > 0);
        return {
          empty: late.length === 0 && 'Nobody is running late.',
          body: (
            <WidgetList label="Late clients">
              {late.map(({ a, minutes }) => (
                <WidgetListItem
                  key={a.id}
                  label={`${a.clientName}, ${minutes} min late`}
                  action={<CheckInButton appointment={a} establishmentId={place.id} />}
                >
                  <Text size="sm" fw={600}>
                    {a.clientName}
                  </Text>
                  <Text size="xs" c="var(--daybook-text-bad)">
                    {minutes} min late · due {formatTime(a.startTime)}
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
