/**
 * /walk-ins (core.md §2, operations.md §2 Walk-ins; issue #15): today's queue at the selected
 * location with wait estimates; the front desk adds walk-ins and moves them along.
 */
import { ALL_ESTABLISHMENTS, hasPermission } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { WalkInQueue } from '../queue/walk-in-queue';

const TITLE = 'Walk-ins';

export function WalkInsPage() {
  const { role, user, selectedId, selected } = useWorkspace();
  if (!hasPermission(role, 'appointment:read')) return <RoleCannotView title={TITLE} what="walk-ins" />;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected) {
    return (
      <LocationPrompt
        title={TITLE}
        description="Clients who came in without a booking, and how long they will wait."
        reason="The walk-in queue belongs to one location."
        subject="Walk-ins"
      />
    );
  }
  return (
    <>
      <PageHeader title={TITLE} description={`Today's queue at ${selected.name}.`} />
      <WalkInQueue
        key={selected.id}
        tenantId={user.tenantId}
        establishmentId={selected.id}
        timeZone={selected.timeZone}
        role={role}
      />
    </>
  );
}
