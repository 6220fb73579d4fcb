/**
 * The onboarding checklist (issue #33): how many steps are done, then each step with a done or
 * not-done mark, its title, what it asks for, what is there or missing, and a link to the screen
 * where it is done ("Set up" while missing, "Review" once done).
 */
import { Alert, Button, Card, Group, Loader, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { OnboardingStep } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { TintedBadge } from '../../../components/tinted-badge';
import { useOnboardingChecklist } from '../api/onboarding-api';

const LOAD_FAILED = 'Could not load the setup checklist';

/** One step as a row of the list. */
function StepRow({ step }: { step: OnboardingStep }) {
  return (
    <Card
      withBorder
      component="li"
      padding="md"
      aria-label={`${step.title}: ${step.done ? 'done' : 'not done'}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <ThemeIcon variant="light" radius="xl" size="lg" color={step.done ? 'green' : 'gray'} aria-hidden>
            {step.done ? <IconCircleCheck size={20} /> : <IconCircleDashed size={20} />}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} size="h4">
                {step.title}
              </Title>
              <TintedBadge color={step.done ? 'green' : 'gray'}>{step.done ? 'Done' : 'To do'}</TintedBadge>
            </Group>
            <Text size="sm" c="dimmed">
              {step.description}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {step.detail}
            </Text>
          </Stack>
        </Group>
        {/* The words wrap; the button keeps its width (a long booking link squeezed it to "Rev"). */}
        <Button
          component={Link}
          to={step.href}
          style={{ flex: 'none' }}
          size="xs"
          variant={step.done ? 'default' : 'filled'}
          aria-label={`${step.done ? 'Review' : 'Set up'} ${step.title}`}
        >
          {step.done ? 'Review' : 'Set up'}
        </Button>
      </Group>
    </Card>
  );
}

/** The checklist with its loading and failure states, and a notice once every step is done. */
export function OnboardingChecklistView() {
  const query = useOnboardingChecklist();
  if (query.isPending)
    return (
      <Stack align="center" py="xl" role="status" aria-label="Loading the setup checklist">
        <Loader />
      </Stack>
    );
  if (query.isError)
    return <LoadError title={LOAD_FAILED} error={query.error} onRetry={() => void query.refetch()} />;
  const { steps, completed, total } = query.data;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fw={600}>
          {completed} of {total} done
        </Text>
        <Progress
          value={total === 0 ? 0 : (completed / total) * 100}
          aria-label={`${completed} of ${total} steps done`}
        />
      </Stack>
      {completed === total && (
        <Alert color="green" role="status" title="Your business is set up">
          Every step is done. Review any of them below when something changes.
        </Alert>
      )}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step) => (
          <StepRow key={step.key} step={step} />
        ))}
      </Stack>
    </Stack>
  );
}
