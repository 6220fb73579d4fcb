/**
 * Allergies and preferences, first thing on a client's page: allergies in red so nobody books a
 * colour or a product the client reacts to without seeing them.
 */
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconHeart } from '@tabler/icons-react';

export function ClientCareCard({
  allergies,
  preferences,
}: {
  allergies: string | null;
  preferences: string | null;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {allergies ? (
        <Alert
          // The darkest red keeps white text readable (WCAG AA).
          color="red.9"
          variant="filled"
          title="Allergies"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          role="alert"
          aria-label="Allergies"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {allergies}
          </Text>
        </Alert>
      ) : (
        <Alert
          color="gray"
          title="Allergies"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          aria-label="Allergies"
        >
          <Text size="sm">None recorded. Ask before colour or skin treatments.</Text>
        </Alert>
      )}
      <Alert
        color="blue"
        title="Preferences"
        icon={<IconHeart size={20} aria-hidden />}
        aria-label="Preferences"
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {preferences ?? 'None recorded.'}
        </Text>
      </Alert>
    </SimpleGrid>
  );
}
