import { Link } from 'react-router';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** / for visitors: what Daybook is and where to sign in (signed-in users go to /dashboard). */
export function LandingPage() {
  useDocumentTitle('Daybook');
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" maw={640} gap="lg">
        <Title order={1} ta="center">
          Daybook
        </Title>
        <Text size="lg" ta="center" c="dimmed">
          Run every location of your salon, spa or barbershop: bookings, clients, the front desk, staff, stock
          and reports in one place.
        </Text>
        <Group>
          <Button component={Link} to="/login">
            Sign in
          </Button>
          <Button component={Link} to="/free-trial" variant="light">
            Start a free trial
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
