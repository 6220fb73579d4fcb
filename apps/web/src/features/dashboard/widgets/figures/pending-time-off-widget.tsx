/**
 * Pending time off (issue #15 "Dashboards"): requests awaiting a decision at the selected
 * location, or at every location under 'All Establishments' (one call), soonest first: who,
 * which dates and which kind.
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TIME_OFF_MESSAGES, TIME_OFF_TYPE_LABEL } from '@daybook/contracts';
import { formatDate } from '../../../../lib/format';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { WidgetCard } from '../../components/widget-card';
import { usePendingTimeOff } from '../../api/pending-time-off-api';

/** Requests listed by name; the count covers them all. */
const SHOWN = 5;

const dates = (start: string, end: string) =>
  start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;

/** Requests to decide, linking to /hr/time-off. */
export function PendingTimeOffWidget() {
  const { selectedId, isAllSelected, establishments } = useWorkspace();
  const query = usePendingTimeOff(selectedId);
  const requests = [...(query.data ?? [])].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.employeeName.localeCompare(b.employeeName),
  );
  const placeName = (id: string) => establishments.find((e) => e.id === id)?.name;
  return (
    <WidgetCard
      title="Pending time off"
      action={
        <Anchor component={Link} to="/hr/time-off" size="sm">
          Time off
        </Anchor>
      }
      query={selectedId ? query : undefined}
      errorTitle={TIME_OFF_MESSAGES.fetchFailed}
      empty={
        selectedId === null
          ? 'Choose a location to see its requests.'
          : requests.length === 0 && 'No requests are waiting.'
      }
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {requests.length} {requests.length === 1 ? 'request' : 'requests'} waiting
        </Text>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Pending requests">
          {requests.slice(0, SHOWN).map((r) => (
            <Group component="li" key={r.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {r.employeeName}
                {isAllSelected ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {placeName(r.establishmentId)}
                  </Text>
                ) : null}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {dates(r.startDate, r.endDate)} · {TIME_OFF_TYPE_LABEL[r.type]}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </WidgetCard>
  );
}
