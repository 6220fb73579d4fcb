/**
 * One entry of the queue (spec operations.md §3 Waitlist entry): position, client, service,
 * preferred staff, wanted window, wait estimate, priority and status; an open offer is
 * highlighted with a badge and can be sent by email or text. The desk books or removes it.
 */
import { Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { WAITLIST_MESSAGES as M, type WaitlistEntry } from '@daybook/contracts';
import { formatDate, formatDuration, formatTime, formatTimeRange } from '../../../lib/format';
import { WaitlistPriorityBadge, WaitlistStatusBadge } from './entry-badges';

const WEEKDAYS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wanted window in words: dates, weekdays and times. */
export function windowText(e: WaitlistEntry): string {
  const dates =
    e.earliest_date === e.latest_date
      ? formatDate(e.earliest_date)
      : `${formatDate(e.earliest_date)} – ${formatDate(e.latest_date)}`;
  const days = e.days_of_week?.length ? ` · ${e.days_of_week.map((d) => WEEKDAYS[d]).join(', ')}` : '';
  return `${dates}${days} · ${timesText(e.time_from, e.time_to)}`;
}

/** The wanted hours in words ('HH:MM' local times, either open-ended). */
function timesText(from: string | null, to: string | null): string {
  if (from && to) return formatTimeRange(from, to);
  if (from) return `from ${formatTime(from)}`;
  if (to) return `until ${formatTime(to)}`;
  return 'all day';
}

export interface EntryCardProps {
  entry: WaitlistEntry;
  canWrite: boolean;
  smsConfigured: boolean;
  busy: boolean;
  onBook: (entry: WaitlistEntry) => void;
  onRemove: (entry: WaitlistEntry) => void;
  onSend: (entry: WaitlistEntry, channel: 'email' | 'sms') => void;
}

export function EntryCard({
  entry: e,
  canWrite,
  smsConfigured,
  busy,
  onBook,
  onRemove,
  onSend,
}: EntryCardProps) {
  const offer = e.offers[0];
  const textTip = !smsConfigured ? M.smsOff : !e.phone ? M.noPhone : null;
  return (
    <Card
      component="article"
      aria-label={e.client_name}
      withBorder
      radius="md"
      padding="md"
      style={offer ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Badge
            size="lg"
            variant="light"
            c="var(--mantine-color-text)"
            circle
            aria-label={`Position ${e.position ?? ''}`}
          >
            {e.position}
          </Badge>
          <Stack gap={2}>
            <Text fw={600}>{e.client_name}</Text>
            <Text size="sm">
              {e.service_name}
              {e.preferred_staff ? ` · with ${e.preferred_staff}` : ' · first available'}
            </Text>
            <Text size="sm" c="dimmed">
              {windowText(e)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={4} align="flex-end" style={{ flex: 'none', maxWidth: '45%' }}>
          <Group gap={4} justify="flex-end">
            <WaitlistPriorityBadge priority={e.priority} />
            <WaitlistStatusBadge status={e.status} />
          </Group>
          {e.estimated_wait !== null ? (
            <Text size="xs" c="dimmed" ta="right">
              ~{formatDuration(e.estimated_wait)}
              {e.estimated_time ? ` (${formatTime(e.estimated_time)})` : ''}
            </Text>
          ) : (
            // In the queue with no opening left today: say so rather than guess.
            e.position !== null && (
              <Text size="xs" c="dimmed" ta="right">
                {M.noOpening}
              </Text>
            )
          )}
        </Stack>
      </Group>
      {offer && (
        <Text size="sm" mt="sm" fw={600}>
          Slot open: {formatDate(offer.date)}, {formatTimeRange(offer.start_time, offer.end_time)}
          {offer.staff_name ? ` with ${offer.staff_name}` : ''}
          {offer.emailed_at ? ' · emailed' : ''}
          {offer.texted_at ? ' · texted' : ''}
        </Text>
      )}
      {e.notes && (
        <Text size="sm" mt={4} c="dimmed">
          {e.notes}
        </Text>
      )}
      {canWrite && (
        <Group gap="xs" mt="sm">
          <Button size="xs" onClick={() => onBook(e)} disabled={busy} aria-label={`Book: ${e.client_name}`}>
            Book
          </Button>
          {offer && (
            <>
              <Button
                size="xs"
                variant="light"
                disabled={busy || !e.email}
                onClick={() => onSend(e, 'email')}
                aria-label={`Email offer: ${e.client_name}`}
              >
                Email offer
              </Button>
              <Tooltip label={textTip} disabled={!textTip}>
                <span>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={busy || textTip !== null}
                    onClick={() => onSend(e, 'sms')}
                    aria-label={`Text offer: ${e.client_name}`}
                  >
                    Text offer
                  </Button>
                </span>
              </Tooltip>
            </>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={busy}
            onClick={() => onRemove(e)}
            aria-label={`Remove: ${e.client_name}`}
          >
            Remove
          </Button>
        </Group>
      )}
      {canWrite && offer && textTip === M.smsOff && (
        <Text size="xs" c="dimmed" mt={4}>
          {M.smsOff}.
        </Text>
      )}
    </Card>
  );
}
