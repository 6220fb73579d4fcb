/**
 * One walk-in of the queue: client, service, requested staff, check-in time, the wait estimate
 * while waiting, the status badge, and the moves its status allows (Start, Done, Left); a done
 * walk-in with an appointment links to its checkout in the register.
 */
import { Link } from 'react-router';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WALK_IN_MESSAGES, type WalkIn, type WalkInStatus } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { STATUS_COLOR, STATUS_LABEL, clockIn, waitLabel } from './walk-in-format';

export interface WalkInCardProps {
  walkIn: WalkIn;
  timeZone: string;
  canChange: boolean;
  /** The move in flight for this walk-in, if any. */
  pending: WalkInStatus | null;
  onStart: () => void;
  onStatus: (status: 'done' | 'left') => void;
}

export function WalkInCard({ walkIn: w, timeZone, canChange, pending, onStart, onStatus }: WalkInCardProps) {
  // On a phone the estimate and buttons wrap under the client: aligned left with the rest.
  const narrow = useMediaQuery('(max-width: 40em)');
  const side = narrow ? 'flex-start' : 'flex-end';
  // With no opening left today (after closing, or booked up) the card says so rather than guess.
  const wait = waitLabel(w) ?? (w.status === 'waiting' ? WALK_IN_MESSAGES.noOpening : null);
  const who = w.status === 'waiting' ? w.staffName : (w.servingStaffName ?? w.staffName);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      aria-label={`${w.clientName}, ${STATUS_LABEL[w.status]}`}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{w.clientName}</Text>
            <Badge
              color={STATUS_COLOR[w.status]}
              variant="light"
              // The light tints' own text is too faint on them (axe contrast); the theme's text reads.
              c="var(--mantine-color-text)"
              style={{ flex: 'none' }}
            >
              {STATUS_LABEL[w.status]}
            </Badge>
          </Group>
          <Text size="sm">
            {w.serviceName}
            {who ? ` · ${w.status === 'waiting' ? 'asked for' : 'with'} ${who}` : ' · first available'}
          </Text>
          <Text size="sm" c="dimmed">
            Checked in {clockIn(w.checkedInAt, timeZone)}
            {w.phone ? ` · ${formatPhone(w.phone)}` : ''}
          </Text>
          {w.notes && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {w.notes}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" align={side} style={{ flex: '0 1 auto' }}>
          {wait && (
            <Text size="sm" fw={500} data-testid="walk-in-wait">
              {wait}
            </Text>
          )}
          {w.status === 'waiting' && w.servingStaffName && (
            <Text size="xs" c="dimmed">
              likely with {w.servingStaffName}
            </Text>
          )}
          <Group gap="xs" wrap="wrap" justify={side}>
            {canChange && w.status === 'waiting' && (
              <>
                <Button
                  size="xs"
                  onClick={onStart}
                  loading={pending === 'in_service'}
                  aria-label={`Start: ${w.clientName}`}
                >
                  Start
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onStatus('left')}
                  loading={pending === 'left'}
                >
                  Left
                </Button>
              </>
            )}
            {canChange && w.status === 'in_service' && (
              <Button
                size="xs"
                color="teal.9"
                onClick={() => onStatus('done')}
                loading={pending === 'done'}
                aria-label={`Done: ${w.clientName}`}
              >
                Done
              </Button>
            )}
            {w.appointmentId && w.status !== 'left' && (
              <Button
                size="xs"
                variant={w.status === 'done' ? 'filled' : 'default'}
                color="teal.9"
                component={Link}
                to={`/register?appointment=${w.appointmentId}`}
                aria-label={`Check out: ${w.clientName}`}
              >
                Check out
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
