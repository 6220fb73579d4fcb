/** A failed fetch: the spec's text as title, the server's reason, and a Retry button. */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../lib/api-client';

export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, title)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
