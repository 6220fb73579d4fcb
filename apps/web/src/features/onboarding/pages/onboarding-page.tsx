/**
 * /onboarding-dawn (core.md §2: owners; issue #33 "Onboarding AI"): the business's setup
 * checklist. Its steps cover every location, so the page works with any location selected.
 */
import { Stack } from '@mantine/core';
import { hasPermission } from '@daybook/contracts';
import { RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { OnboardingChecklistView } from '../components/onboarding-checklist';

const TITLE = 'Onboarding AI';

export function OnboardingPage() {
  const { role } = useWorkspace();
  if (!hasPermission(role, 'tenant:settings'))
    return <RoleCannotView title={TITLE} what="the setup checklist" />;
  return (
    <Stack gap={0} maw={900}>
      <PageHeader
        title={TITLE}
        description="Set up your business step by step: each step shows what is done and opens the screen where you do it."
      />
      <OnboardingChecklistView />
    </Stack>
  );
}
