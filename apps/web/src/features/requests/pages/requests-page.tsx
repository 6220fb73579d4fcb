/** /requests (core.md §2; issue #15): the selected location's requests, or a location prompt. */
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { requestsAccess } from '../requests-access';
import { RequestsView } from '../requests-view';

export function RequestsPage() {
  const { role, user, selectedId, selected } = useWorkspace();
  if (!requestsAccess.read(role)) return <RoleCannotView title="Requests" what="requests" />;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected) {
    return (
      <LocationPrompt
        title="Requests"
        description="Internal requests: supplies, schedule changes, maintenance and client issues."
        reason="Requests are kept per location."
        subject="Requests"
      />
    );
  }
  return (
    <RequestsView
      key={selected.id}
      establishmentId={selected.id}
      establishmentName={selected.name}
      role={role}
      userId={user.id}
    />
  );
}
