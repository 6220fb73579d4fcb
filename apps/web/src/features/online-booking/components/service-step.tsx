import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { BookingService } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { formatDuration } from '../lib/booking-dates';
import { ChoiceButton } from './choice-button';

/** Services grouped by category (the server's order: category, then name). */
function byCategory(services: BookingService[]): [string, BookingService[]][] {
  const groups = new Map<string, BookingService[]>();
  for (const s of services) {
    const key = s.category ?? 'Other services';
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.entries()];
}

/** Step 1: the service, with its length and price. */
export function ServiceStep({
  services,
  selectedId,
  onSelect,
}: {
  services: BookingService[];
  selectedId: string | null;
  onSelect: (service: BookingService) => void;
}) {
  if (services.length === 0) {
    return (
      <Text c="dimmed">This location has no services to book online right now. Please call to book.</Text>
    );
  }
  return (
    <Stack gap="lg">
      {byCategory(services).map(([category, list]) => (
        <Stack key={category} gap="xs" component="section" aria-label={category}>
          <Title order={3} size="h5" c="dimmed" tt="uppercase">
            {category}
          </Title>
          {list.map((s) => (
            <ChoiceButton key={s.id} onClick={() => onSelect(s)} selected={s.id === selectedId}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600}>{s.name}</Text>
                  {s.description && (
                    <Text size="sm" c="dimmed">
                      {s.description}
                    </Text>
                  )}
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text fw={600}>{formatCurrency(s.price)}</Text>
                  <Badge variant="light" color="gray">
                    {formatDuration(s.duration)}
                  </Badge>
                </Stack>
              </Group>
            </ChoiceButton>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
