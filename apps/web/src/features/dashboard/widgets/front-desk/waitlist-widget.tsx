/**
 * Waitlist (issue #15 "Dashboards", front desk): how many clients of the selected location wait
 * for an opening and how many hold a pending offer of a freed slot (status offered, the count
 * the waitlist's badge shows), the first few in queue order, and a link to the waitlist.
 */
import { Link } from 'react-router';
import { Anchor, Badge, Text } from '@mantine/core';
import { WAITLIST_MESSAGES, type Establishment } from '@daybook/contracts';
import { useWaitlistQueue } from '../../api/front-desk-api';
import { OneLocationWidget } from '../../components/one-location-widget';
import { QueueCounts } from '../../components/queue-counts';
import { WidgetCard } from '../../components/widget-card';
import { WidgetList, WidgetListItem } from '../../components/widget-list';

const TITLE = 'Waitlist';
/** Entries listed by name; the rest are counted. */
const NEXT_SHOWN = 3;

const openLink = (
  <Anchor component={Link} to="/waitlist" size="sm">
    Open waitlist
  </Anchor>
);

/** The waitlist of the selected location; asks for one when all locations are selected. */
export function WaitlistWidget() {
  return (
    <OneLocationWidget title={TITLE} needs="its waitlist">
      {(place) => <Waitlist place={place} />}
    </OneLocationWidget>
  );
}

function Waitlist({ place }: { place: Establishment }) {
  const query = useWaitlistQueue(place.id);
  const queue = query.data ?? [];
  const waiting = queue.filter((e) => e.status === 'waiting').length;
  const offered = queue.filter((e) => e.status === 'offered').length;
  return (
    <WidgetCard title={TITLE} action={openLink} query={query} errorTitle={WAITLIST_MESSAGES.fetchFailed}>
      <QueueCounts
        counts={[
          [waiting, 'waiting'],
          [offered, offered === 1 ? 'offer pending' : 'offers pending'],
        ]}
      />
      {queue.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody is on the waitlist.
        </Text>
      ) : (
        <WidgetList label="Next on the waitlist">
          {queue.slice(0, NEXT_SHOWN).map((e) => (
            <WidgetListItem
              key={e.id}
              label={`${e.client_name}, ${e.service_name}${e.status === 'offered' ? ', offer pending' : ''}`}
              action={
                e.status === 'offered' && (
                  // The tint carries the colour; the page's text reads at 4.5:1 on it (teal read 4.3:1).
                  <Badge color="teal" variant="light" tt="none" c="var(--mantine-color-text)">
                    Offer pending
                  </Badge>
                )
              }
            >
              <Text size="sm" fw={600}>
                {e.client_name}
              </Text>
              <Text size="xs" c="dimmed">
                {e.service_name}
                {e.preferred_staff ? ` with ${e.preferred_staff}` : ''}
              </Text>
            </WidgetListItem>
          ))}
        </WidgetList>
      )}
      {queue.length > NEXT_SHOWN && (
        <Text size="xs" c="dimmed" mt="xs">
          and {queue.length - NEXT_SHOWN} more
        </Text>
      )}
    </WidgetCard>
  );
}
