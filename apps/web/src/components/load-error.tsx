/** A failed fetch: the spec's text as title, the server's reason, and a Retry button (or `retryLabel`). */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../lib/api-client';

export function LoadError({
  title,
  error,
  onRetry,
  retryLabel = 'Retry',
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, title)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
