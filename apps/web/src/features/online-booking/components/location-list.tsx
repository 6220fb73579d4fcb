import { Link } from 'react-router';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { BookingLocation } from '@daybook/contracts';

/** The business's locations, each a link to its booking page (the tenant stays in the URL for "back"). */
export function LocationList({ tenantId, locations }: { tenantId: string; locations: BookingLocation[] }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {locations.map((l) => (
        <li key={l.id}>
          <UnstyledButton
            component={Link}
            to={`/book/${l.id}?tenant=${encodeURIComponent(tenantId)}`}
            className="booking-choice"
          >
            <Text fw={600}>{l.name}</Text>
            <Text size="sm" c="dimmed">
              {[l.city, l.state].filter(Boolean).join(', ')}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
