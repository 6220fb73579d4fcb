/**
 * /performance (core.md §2 and its navigation table; issue #14 "Performance"): staff figures of
 * the selected location, or of every location under 'All Establishments'; employees see their
 * own (core.md §6 "read own performance").
 */
import {
  ALL_ESTABLISHMENTS,
  PERFORMANCE_ALL,
  PERFORMANCE_MESSAGES,
  permissionScope,
} from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { PerformanceView } from '../components/performance-view';

export function PerformancePage() {
  const { role, selectedId, selected, establishments } = useWorkspace();
  const scope = permissionScope(role, 'performance:read');
  const title = PERFORMANCE_MESSAGES.title;
  if (!scope) return <RoleCannotView title={title} what="performance" />;
  const all = selectedId === ALL_ESTABLISHMENTS;
  const place = all ? establishments[0] : selected;
  if (!place)
    return (
      <LocationPrompt
        title={title}
        description="Revenue, utilisation and rebooking per staff member."
        reason="Performance is kept per location."
        subject="Staff figures"
      />
    );
  const own = scope === 'own';
  const where = all ? 'every location' : place.name;
  return (
    <>
      <PageHeader
        title={title}
        description={
          own
            ? `Your revenue, clients and time at ${where}.`
            : `Revenue, utilisation and rebooking per staff member at ${where}.`
        }
      />
      <PerformanceView
        key={`${all ? PERFORMANCE_ALL : place.id}`}
        establishmentId={all ? PERFORMANCE_ALL : place.id}
        timeZone={place.timeZone}
        own={own}
      />
    </>
  );
}
