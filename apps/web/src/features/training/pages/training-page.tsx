/**
 * /hr/training (core.md §2; spec operations.md §2 HR screens; issue #14): the location's
 * training in three tabs, Modules, Progress and Certifications. Managers and owners manage
 * them; an employee sees their own progress and certifications and marks their own progress.
 */
import { Tabs } from '@mantine/core';
import { ALL_ESTABLISHMENTS, TRAINING_MESSAGES, hasPermission } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useTrainingOverview } from '../api/training-api';
import { CertificationsTab } from '../certifications/certifications-tab';
import { ModulesTab } from '../modules/modules-tab';
import { ProgressTab } from '../progress/progress-tab';
import { managesTraining } from '../training-display';

export function TrainingPage() {
  const { role, selectedId, selected } = useWorkspace();
  if (!hasPermission(role, 'training:read')) return <RoleCannotView title="Training" what="training" />;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected)
    return (
      <LocationPrompt
        title="Training"
        description="Modules, progress and certifications."
        reason="Training is tracked per location."
        subject="Training records"
      />
    );
  return (
    <TrainingContent key={selected.id} establishmentId={selected.id} establishmentName={selected.name} />
  );
}

function TrainingContent({
  establishmentId,
  establishmentName,
}: {
  establishmentId: string;
  establishmentName: string;
}) {
  const { role, user } = useWorkspace();
  const canManage = managesTraining(role);
  const query = useTrainingOverview(establishmentId);
  const header = (
    <PageHeader
      title="Training"
      description={
        canManage
          ? `Modules, progress and certifications of the team at ${establishmentName}.`
          : `Your training and certifications at ${establishmentName}.`
      }
    />
  );
  if (query.isPending)
    return (
      <>
        {header}
        <TableSkeleton label="Loading training" />
      </>
    );
  if (query.isError)
    return (
      <>
        {header}
        <LoadError
          title={TRAINING_MESSAGES.fetchFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  const overview = query.data;
  const flagged = overview.certifications.filter((c) => c.expiringSoon || c.status === 'expired').length;
  return (
    <>
      {header}
      <Tabs defaultValue={canManage ? 'modules' : 'progress'} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="modules">Modules</Tabs.Tab>
          <Tabs.Tab value="progress">{canManage ? 'Progress' : 'My Progress'}</Tabs.Tab>
          <Tabs.Tab value="certifications">
            {canManage ? 'Certifications' : 'My Certifications'}
            {flagged > 0 ? ` (${flagged} to renew)` : ''}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="modules">
          <ModulesTab
            establishmentId={establishmentId}
            establishmentName={establishmentName}
            modules={overview.modules}
            canManage={canManage}
          />
        </Tabs.Panel>
        <Tabs.Panel value="progress">
          <ProgressTab
            establishmentId={establishmentId}
            overview={overview}
            canManage={canManage}
            selfId={user.id}
          />
        </Tabs.Panel>
        <Tabs.Panel value="certifications">
          <CertificationsTab
            establishmentId={establishmentId}
            certifications={overview.certifications}
            people={overview.people}
            canManage={canManage}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
