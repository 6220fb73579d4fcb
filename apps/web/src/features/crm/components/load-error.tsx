/** A failed CRM fetch: the spec's text as title, the server's reason, and 'Try again' when it can be retried. */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';

/** `title` (from CLIENT_MESSAGES) over the reason of `error`; with `onRetry`, a 'Try again' button. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <Alert color="red" role="alert" title={title}>
      {onRetry ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(error, title)}</Text>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      ) : (
        errorMessage(error, title)
      )}
    </Alert>
  );
}
