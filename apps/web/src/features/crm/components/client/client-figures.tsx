/**
 * A client's figures (derived by the server from completed visits) and their favourite services.
 * Spend shows once, as the lifetime spend: the total spent on services equals it until product
 * sales are recorded (contracts' clientSchema), and two tiles with one number read as a mistake.
 */
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Client } from '@daybook/contracts';
import { formatCurrency, formatDate } from '../../../../lib/format';

export function ClientFigures({ client }: { client: Client }) {
  const figures: { label: string; value: string }[] = [
    { label: 'Last visit', value: client.lastVisit ? formatDate(client.lastVisit) : 'Never' },
    { label: 'Visits', value: client.visitCount.toLocaleString('en-US') },
    { label: 'Lifetime spend', value: formatCurrency(client.lifetimeSpend) },
    { label: 'Average per visit', value: formatCurrency(client.averageSpend) },
    { label: 'Loyalty points', value: client.loyaltyPoints.toLocaleString('en-US') },
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          {figures.map((f) => (
            <Stack key={f.label} gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {f.label}
              </Text>
              <Text fw={700} size="lg">
                {f.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack gap={6}>
          <Title order={2} size="h5">
            Favourite services
          </Title>
          {client.favoriteServices.length > 0 ? (
            <Group gap="xs">
              {client.favoriteServices.map((s) => (
                <Badge key={s} variant="light" size="lg" tt="none">
                  {s}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              None yet: they show once the client has completed visits.
            </Text>
          )}
          {client.favoriteProducts.length > 0 && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Products:
              </Text>
              {client.favoriteProducts.map((p) => (
                <Badge key={p} variant="outline" tt="none">
                  {p}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
