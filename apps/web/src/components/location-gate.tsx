/**
 * Pages whose data belong to one location (services, calendar) show this in place of their
 * content when no single location is selected: a button per location, or a link to add one.
 */
import { Link } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { PageHeader } from './page-header';
import { useWorkspace } from '../lib/workspace/workspace-context';

export interface LocationPromptProps {
  title: string;
  /** Under the page title, e.g. 'Appointments of one location.' */
  description: string;
  /** Why a location is needed, e.g. 'The calendar shows one location at a time.' */
  reason: string;
  /** What belongs to a location, e.g. 'Appointments' (for the no-location text). */
  subject: string;
}

/** The 'Choose a location' prompt with one button per establishment. */
export function LocationPrompt({ title, description, reason, subject }: LocationPromptProps) {
  const { establishments, selectEstablishment } = useWorkspace();
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm">
          <IconMapPin size={40} aria-hidden />
          <Title order={2} size="h4">
            {establishments.length > 0 ? 'Choose a location' : 'No location yet'}
          </Title>
          {establishments.length > 0 ? (
            <>
              <Text c="dimmed" size="sm" ta="center" maw={480}>
                {reason} Pick one here or with the location switcher at the top.
              </Text>
              <Group justify="center" gap="sm">
                {establishments.map((e) => (
                  <Button key={e.id} variant="light" onClick={() => selectEstablishment(e.id)}>
                    {e.name}
                  </Button>
                ))}
              </Group>
            </>
          ) : (
            <Text c="dimmed" size="sm">
              {subject} belong to a location.{' '}
              <Anchor component={Link} to="/establishments">
                Manage Establishments
              </Anchor>
            </Text>
          )}
        </Stack>
      </Card>
    </>
  );
}

/** The notice for a role that may not read a page's data. */
export function RoleCannotView({ title, what }: { title: string; what: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert color="gray" role="status">
        Your role cannot view {what}.
      </Alert>
    </>
  );
}
