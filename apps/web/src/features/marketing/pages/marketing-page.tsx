/** /marketing (core.md §2, issue #32): segments of the tenant's clients, for managers and owners. */
import { PageHeader } from '../../../components/page-header';
import { RoleCannotView } from '../../../components/location-gate';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { canUseMarketing } from '../marketing-access';
import { MarketingView } from '../marketing-view';

export function MarketingPage() {
  const { role, tenant, establishments } = useWorkspace();
  if (!canUseMarketing(role)) return <RoleCannotView title="Marketing" what="marketing" />;
  return (
    <>
      <PageHeader
        title="Marketing"
        description="Campaigns, automated messages, client segments and social posts."
      />
      <MarketingView tenantId={tenant.id} establishments={establishments} />
    </>
  );
}
