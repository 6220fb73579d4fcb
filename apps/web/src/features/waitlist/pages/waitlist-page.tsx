/**
 * /waitlist (core.md §2, operations.md §2 "Waitlist: view, add, and call the next entry"; issue
 * #15): the queue of the selected location. Employees see it; the desk and managers change it.
 */
import { ALL_ESTABLISHMENTS, hasPermission } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { WaitlistView } from '../components/waitlist-view';

const TITLE = 'Waitlist';

export function WaitlistPage() {
  const { role, user, selectedId, selected } = useWorkspace();
  if (!hasPermission(role, 'appointment:read')) return <RoleCannotView title={TITLE} what="the waitlist" />;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected) {
    return (
      <LocationPrompt
        title={TITLE}
        description="Clients waiting for a slot."
        reason="The waitlist belongs to one location."
        subject="Waitlist entries"
      />
    );
  }
  return (
    <>
      <PageHeader title={TITLE} description={`Clients waiting for a slot at ${selected.name}.`} />
      <WaitlistView
        key={selected.id}
        tenantId={user.tenantId}
        establishmentId={selected.id}
        timeZone={selected.timeZone}
        role={role}
      />
    </>
  );
}
