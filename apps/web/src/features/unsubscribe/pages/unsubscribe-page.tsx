/**
 * /unsubscribe/:token (issue #32): the public page a marketing message links to. It asks before
 * it acts: link scanners open links, so loading the page changes nothing; the client confirms
 * with one button, then sees the confirmation. A link that does not verify says so plainly.
 * Mail clients that support RFC 8058 skip this page and POST the same endpoint directly.
 */
import { useParams } from 'react-router';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CONSENT_MESSAGES, consentMessagesName } from '@daybook/contracts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUnsubscribe, useUnsubscribeState } from '../api/unsubscribe-api';

export function UnsubscribePage() {
  const { token = '' } = useParams();
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);

  let body;
  if (state.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading…</Text>
      </Group>
    );
  } else if (state.isError) {
    const invalid = state.error instanceof ApiError && state.error.status === 404;
    body = (
      <>
        <Title order={1} size="h2">
          {invalid ? 'This link is not valid' : 'Something went wrong'}
        </Title>
        <Alert color="red" role="alert">
          {errorMessage(state.error, CONSENT_MESSAGES.linkInvalid)}
        </Alert>
      </>
    );
  } else {
    const { businessName, channel, purpose, granted } = state.data;
    const what = consentMessagesName(channel, purpose);
    body = (
      <>
        <Title order={1} size="h2">
          {businessName}
        </Title>
        {granted ? (
          <>
            <Text>
              Unsubscribe from {businessName}’s {what}? Messages about your own appointments are not affected.
            </Text>
            {unsubscribe.isError && (
              <Alert color="red" role="alert" title={CONSENT_MESSAGES.unsubscribeFailed}>
                {errorMessage(unsubscribe.error, CONSENT_MESSAGES.unsubscribeFailed)}
              </Alert>
            )}
            <Group>
              <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
                Unsubscribe
              </Button>
            </Group>
          </>
        ) : (
          // The title in the page's text colour: Mantine draws it in the alert's own colour,
          // green on its green tint, 3.8:1 where small bold text needs 4.5:1.
          <Alert color="green" role="status" title={`You’re unsubscribed from ${what}.`}>
            {businessName} will not send you {what} any more.
          </Alert>
        )}
      </>
    );
  }

  return (
    <Container size="xs" py="xl" component="main">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">{body}</Stack>
      </Paper>
    </Container>
  );
}
