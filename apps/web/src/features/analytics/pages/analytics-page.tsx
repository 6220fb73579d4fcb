/**
 * /analytics (core.md §2, for managers and owners; the admin's System Analytics is the same page
 * with all locations selected): gated on whole-location revenue (`revenue:read` over all, as the
 * server checks); other roles see the shared refusal.
 */
import { ALL_ESTABLISHMENTS, ANALYTICS_MESSAGES, permissionScope } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { AnalyticsView } from '../components/analytics-view';

export function AnalyticsPage() {
  const { role, selectedId, selected, establishments } = useWorkspace();
  if (permissionScope(role, 'revenue:read') !== 'all')
    return <RoleCannotView title={ANALYTICS_MESSAGES.title} what="analytics" />;
  if (!selectedId)
    return (
      <LocationPrompt
        title={ANALYTICS_MESSAGES.title}
        description="Revenue, orders and stock against the previous period."
        reason="Analytics cover a location, or all of them."
        subject="Analytics"
      />
    );
  const single = selected && selectedId !== ALL_ESTABLISHMENTS ? selected : null;
  // Every location's days are cut in its own zone; the presets end on today in the first one's.
  const timeZone =
    single?.timeZone ?? establishments[0]?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="daybook-analytics">
      <PageHeader
        title={single ? ANALYTICS_MESSAGES.title : ANALYTICS_MESSAGES.systemTitle}
        description={`Analytics of ${single ? single.name : 'all locations'}.`}
      />
      <AnalyticsView
        key={selectedId}
        establishmentId={selectedId}
        locationName={single ? single.name : null}
        timeZone={timeZone}
      />
    </div>
  );
}
