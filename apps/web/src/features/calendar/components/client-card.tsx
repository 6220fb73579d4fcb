/**
 * What the front desk must see before the client sits down, at the top of the appointment
 * panel: allergies first and in red, then preferences, the phone (a tel: link, so a phone
 * calls it), visits and the last one, the notes count, "New client" before a first visit, and
 * who booked the appointment and how.
 */
import { Alert, Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Appointment } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { formatDate } from '../../../lib/format';
import { useClientCard } from '../api/calendar-api';

/** 'Booked online' or 'Booked by Fiona Walsh', from the first status entry (no user: the online form). */
export function bookedByLabel(a: Pick<Appointment, 'statusHistory'>): string | null {
  const first = a.statusHistory?.[0];
  if (!first) return null;
  if (first.by === null) return 'Booked online';
  return `Booked by ${first.byName ?? 'a former staff member'}`;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function ClientCard({ appointment: a }: { appointment: Appointment }) {
  const card = useClientCard(a.clientId);
  const booked = bookedByLabel(a);
  const c = card.data;

  return (
    <Stack gap={6} data-testid="client-card">
      {a.clientId && card.isPending && <Skeleton height={48} />}
      {a.clientId && card.isError && (
        <Text size="sm" c="dimmed">
          The client&rsquo;s record could not be loaded.
        </Text>
      )}
      {c?.allergies && (
        <Alert
          // The darkest red keeps white text readable (red 6 read 3.3:1), as on the dashboard.
          color="red.9"
          variant="filled"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Allergies"
          data-testid="client-allergies"
        >
          {c.allergies}
        </Alert>
      )}
      {c?.preferences && (
        <Alert color="blue" title="Preferences" data-testid="client-preferences">
          {c.preferences}
        </Alert>
      )}
      <Group gap="xs" wrap="wrap">
        {c && c.visitCount === 0 && (
          <Badge color="grape.9" variant="filled" tt="none">
            New client
          </Badge>
        )}
        {c && c.visitCount > 0 && (
          <Text size="sm">
            {plural(c.visitCount, 'visit')}
            {c.lastVisit ? ` · last ${formatDate(c.lastVisit)}` : ''}
          </Text>
        )}
        {c && c.notes.length > 0 && (
          <Anchor component={Link} to={`/crm/clients/${c.id}`} size="sm">
            {plural(c.notes.length, 'note')}
          </Anchor>
        )}
      </Group>
      {c?.phone && (
        <Anchor href={`tel:${c.phone}`} size="sm" title="Call">
          {formatPhone(c.phone)}
        </Anchor>
      )}
      {!a.clientId && (
        <Text size="sm" c="dimmed">
          Walk-in booked by name (no client record).
        </Text>
      )}
      {booked && (
        <Text size="xs" c="dimmed" data-testid="booked-by">
          {booked}
        </Text>
      )}
    </Stack>
  );
}
