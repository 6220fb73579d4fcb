/**
 * "Communication preferences" on a client's page (issue #32): the four consent switches (email
 * and text, marketing and reminders) with where each stands, and under them the history of
 * changes: who, when, from where. Staff without client:update see it read-only.
 */
import { Alert, Card, List, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import {
  CONSENT_LABELS,
  CONSENT_MESSAGES,
  CONSENT_SOURCE_LABELS,
  type ConsentChange,
  type ConsentCurrent,
} from '@daybook/contracts';
import { errorMessage } from '../../../../lib/api-client';
import { useClientConsent, useConsentChange } from '../../api/consent-api';

export interface ClientConsentCardProps {
  clientId: string;
  clientName: string;
  /** May change the switches (client:update) and the record is not erased. */
  canUpdate: boolean;
}

/** 'Nov 29, 2026, 9:15 PM' in the viewer's zone. */
function formatChangedAt(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function standing(current: ConsentCurrent): string {
  if (current.changedAt === null)
    return current.purpose === 'marketing' ? 'Default: off until the client opts in' : 'Default: on';
  return `${CONSENT_SOURCE_LABELS[current.source]}, ${formatChangedAt(current.changedAt)}`;
}

function who(change: ConsentChange): string {
  const from = CONSENT_SOURCE_LABELS[change.source];
  const name = change.changedBy ? `${change.changedBy.name} (${from})` : from;
  return change.detail ? `${name}, ${change.detail}` : name;
}

export function ClientConsentCard({ clientId, clientName, canUpdate }: ClientConsentCardProps) {
  const consent = useClientConsent(clientId);
  const change = useConsentChange(clientId, clientName);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="consent-title">
      <Title order={2} size="h4" mb="sm" id="consent-title">
        Communication preferences
      </Title>
      {consent.isPending && <Skeleton height={160} aria-label="Loading communication preferences" />}
      {consent.isError && (
        <Alert color="red" title={CONSENT_MESSAGES.loadFailed}>
          {errorMessage(consent.error, CONSENT_MESSAGES.loadFailed)}
        </Alert>
      )}
      {consent.data && (
        <Stack gap="sm">
          {!canUpdate && (
            <Text size="sm" c="dimmed">
              You can see these preferences but not change them.
            </Text>
          )}
          {consent.data.current.map((current) => {
            const label = CONSENT_LABELS[current.channel][current.purpose];
            const saving =
              change.isPending &&
              change.variables.channel === current.channel &&
              change.variables.purpose === current.purpose;
            return (
              <Switch
                key={`${current.channel}-${current.purpose}`}
                label={label}
                description={standing(current)}
                checked={current.granted}
                disabled={!canUpdate || saving}
                onChange={(event) =>
                  change.mutate({
                    channel: current.channel,
                    purpose: current.purpose,
                    granted: event.currentTarget.checked,
                  })
                }
              />
            );
          })}
          <Title order={3} size="h6" mt="xs">
            History
          </Title>
          {consent.data.history.length === 0 ? (
            <Text size="sm" c="dimmed">
              No changes recorded. Reminders are on and marketing is off until the client opts in.
            </Text>
          ) : (
            <List size="sm" spacing={4} listStyleType="none" aria-label="Preference history">
              {consent.data.history.map((h) => (
                <List.Item key={`${h.changedAt}-${h.channel}-${h.purpose}`}>
                  <Text size="sm" span fw={500}>
                    {CONSENT_LABELS[h.channel][h.purpose]} {h.granted ? 'on' : 'off'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {who(h)} · <time dateTime={h.changedAt}>{formatChangedAt(h.changedAt)}</time>
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Card>
  );
}
