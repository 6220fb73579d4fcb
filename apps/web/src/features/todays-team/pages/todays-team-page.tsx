/**
 * /todays-team (core.md §2, operations.md §2 Today's team; issue #14): who is in today at the
 * selected location, with check in, breaks and check out. Employees see themselves.
 */
import { ALL_ESTABLISHMENTS, hasPermission } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { TeamView } from '../team/team-view';

const TITLE = "Today's Team";

export function TodaysTeamPage() {
  const { role, user, selectedId, selected } = useWorkspace();
  if (!hasPermission(role, 'time_clock:read')) return <RoleCannotView title={TITLE} what="the time clock" />;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected) {
    return (
      <LocationPrompt
        title={TITLE}
        description="Check-ins, breaks and check-outs of the day."
        reason="The time clock belongs to one location."
        subject="Team members"
      />
    );
  }
  return (
    <>
      <PageHeader title={TITLE} description={`Who is in today at ${selected.name}.`} />
      <TeamView
        key={selected.id}
        establishmentId={selected.id}
        timeZone={selected.timeZone}
        role={role}
        userId={user.id}
      />
    </>
  );
}
