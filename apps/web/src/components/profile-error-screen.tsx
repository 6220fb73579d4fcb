import { Alert, Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES } from '@daybook/contracts';

/** Blocks the app when the profile (or tenant) cannot load; Retry reloads the page (spec §2). */
export function ProfileErrorScreen({ message }: { message: string }) {
  return (
    <Center mih="100vh" p="md">
      <Stack maw={480} w="100%">
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Title order={1} size="h3" mb="xs">
            {MESSAGES.profileLoadingError}
          </Title>
          <Text>{message}</Text>
        </Alert>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </Stack>
    </Center>
  );
}
