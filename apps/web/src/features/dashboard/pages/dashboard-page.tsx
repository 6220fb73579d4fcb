/** /dashboard: greets the signed-in person with their role and the selected location. */
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ALL_ESTABLISHMENTS_NAME, ROLE_LABEL } from '@daybook/contracts';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';

function greeting(now: Date): string {
  const h = now.getHours();
  if (h < 12) return 'Good morning';
  if (h < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The dashboard page. */
export function DashboardPage() {
  const { profile, user, role, tenant, selected, isAllSelected, establishments } = useWorkspace();
  const firstName = profile.first_name || user.first_name || user.email;

  return (
    <>
      <PageHeader title={`${greeting(new Date())}, ${firstName}`} description={tenant.name} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Your role
            </Title>
            <Group>
              <Badge size="lg" variant="light">
                {ROLE_LABEL[role]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Signed in as {user.email}
            </Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Selected location
            </Title>
            {isAllSelected ? (
              <>
                <Text fw={600}>{ALL_ESTABLISHMENTS_NAME}</Text>
                <Text size="sm" c="dimmed">
                  Viewing {establishments.length} locations together.
                </Text>
              </>
            ) : selected ? (
              <>
                <Text fw={600}>{selected.name}</Text>
                <Text size="sm">
                  {[selected.address.city, selected.address.state].filter(Boolean).join(', ') || 'No address'}
                </Text>
                <Text size="sm" c="dimmed">
                  Time zone: {selected.timeZone}
                </Text>
              </>
            ) : (
              <Text size="sm">
                No location yet.{' '}
                <Anchor component={Link} to="/establishments">
                  Manage Establishments
                </Anchor>
              </Text>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
    </>
  );
}
