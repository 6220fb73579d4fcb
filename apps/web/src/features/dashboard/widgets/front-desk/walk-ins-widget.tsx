/**
 * Walk-ins (issue #15 "Dashboards", front desk): how many walk-ins of the selected location are
 * waiting and in service, and the next few waiting with their estimated wait (minutes, and the
 * local time service should start, or that no opening is left today), with a link to the queue.
 */
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { WALK_IN_MESSAGES, type Establishment, type WalkIn } from '@daybook/contracts';
import { formatDuration, formatTime } from '../../../../lib/format';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { useWalkInQueue } from '../../api/front-desk-api';
import { OneLocationWidget } from '../../components/one-location-widget';
import { QueueCounts } from '../../components/queue-counts';
import { WidgetCard } from '../../components/widget-card';
import { WidgetList, WidgetListItem } from '../../components/widget-list';

const TITLE = 'Walk-ins';
/** Waiting walk-ins listed by name; the rest are counted. */
const NEXT_SHOWN = 3;

/** "about 25 min · ~10:50 AM", "now · ~10:25 AM", or null when no opening is left today. */
function waitLabel(w: Pick<WalkIn, 'estimatedWait' | 'estimatedTime'>): string | null {
  if (w.estimatedWait === null || w.estimatedTime === null) return null;
  const wait = w.estimatedWait === 0 ? 'now' : `about ${formatDuration(w.estimatedWait)}`;
  return `${wait} · ~${formatTime(w.estimatedTime)}`;
}

const openLink = (
  <Anchor component={Link} to="/walk-ins" size="sm">
    Open walk-ins
  </Anchor>
);

/** The walk-in queue of the selected location; asks for one when all locations are selected. */
export function WalkInsWidget() {
  const { tenant } = useWorkspace();
  return (
    <OneLocationWidget title={TITLE} needs="its walk-ins">
      {(place) => <WalkIns tenantId={tenant.id} place={place} />}
    </OneLocationWidget>
  );
}

function WalkIns({ tenantId, place }: { tenantId: string; place: Establishment }) {
  const query = useWalkInQueue(tenantId, place.id);
  const queue = query.data ?? [];
  const waiting = queue.filter((w) => w.status === 'waiting');
  const serving = queue.filter((w) => w.status === 'in_service').length;
  return (
    <WidgetCard title={TITLE} action={openLink} query={query} errorTitle={WALK_IN_MESSAGES.fetchFailed}>
      <QueueCounts
        counts={[
          [waiting.length, 'waiting'],
          [serving, 'in service'],
        ]}
      />
      {waiting.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody is waiting.
        </Text>
      ) : (
        <WidgetList label="Next walk-ins">
          {waiting.slice(0, NEXT_SHOWN).map((w) => {
            const wait = waitLabel(w) ?? WALK_IN_MESSAGES.noOpening;
            return (
              <WidgetListItem key={w.id} label={`${w.clientName}, ${wait}`}>
                <Text size="sm" fw={600}>
                  {w.clientName}
                </Text>
                <Text size="xs" c="dimmed">
                  {w.serviceName} · {wait}
                </Text>
              </WidgetListItem>
            );
          })}
        </WidgetList>
      )}
      {waiting.length > NEXT_SHOWN && (
        <Text size="xs" c="dimmed" mt="xs">
          and {waiting.length - NEXT_SHOWN} more waiting
        </Text>
      )}
    </WidgetCard>
  );
}
