/** /hr/time-off (core.md §2; issue #14): the selected location's time off, or a location prompt. */
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { timeOffAccess } from '../time-off-access';
import { TimeOffView } from '../time-off-view';

export function TimeOffPage() {
  const { role, selectedId, selected } = useWorkspace();
  if (!timeOffAccess.read(role)) return <RoleCannotView title="Time Off" what="time off" />;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected) {
    return (
      <LocationPrompt
        title="Time Off"
        description="Time off requests and leave balances."
        reason="Time off is kept per location."
        subject="Time off requests"
      />
    );
  }
  return (
    <TimeOffView
      key={selected.id}
      establishmentId={selected.id}
      establishmentName={selected.name}
      timeZone={selected.timeZone}
    />
  );
}
