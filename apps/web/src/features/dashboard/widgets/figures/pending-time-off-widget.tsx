/**
 * Pending time off (issue #15 "Dashboards"): requests awaiting a decision at the selected
 * location, or at each location under 'All Establishments', soonest first: who, which dates and
 * which kind. A location whose list fails shows its own error beside the others' requests.
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TIME_OFF_MESSAGES, TIME_OFF_TYPE_LABEL, type Establishment } from '@daybook/contracts';
import { LoadError } from '../../../../components/load-error';
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
  const { selected, isAllSelected, establishments } = useWorkspace();
  const places: readonly Establishment[] = isAllSelected ? establishments : selected ? [selected] : [];
  const queries = usePendingTimeOff(places);
  const requests = queries
    .flatMap((q) => q.data ?? [])
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.employeeName.localeCompare(b.employeeName));
  const loading = queries.length > 0 && queries.every((q) => q.isPending);
  const settled = queries.length > 0 && queries.every((q) => !q.isPending);
  const failed = places.flatMap((place, n) => (queries[n]?.isError ? [{ place, query: queries[n] }] : []));
  const placeName = (id: string) => establishments.find((e) => e.id === id)?.name;
  return (
    <WidgetCard
      title="Pending time off"
      action={
        <Anchor component={Link} to="/hr/time-off" size="sm">
          Time off
        </Anchor>
      }
      query={loading ? queries[0] : undefined}
      empty={
        places.length === 0
          ? 'Choose a location to see its requests.'
          : settled && failed.length === 0 && requests.length === 0 && 'No requests are waiting.'
      }
    >
      <Stack gap="xs">
        {failed.map(({ place, query }) => (
          <LoadError
            key={place.id}
            title={`${TIME_OFF_MESSAGES.fetchFailed} (${place.name})`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ))}
        {settled && failed.length < places.length && (
          <Text size="sm" fw={600}>
            {requests.length} {requests.length === 1 ? 'request' : 'requests'} waiting
          </Text>
        )}
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
