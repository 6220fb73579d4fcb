/**
 * /dawn-ai (core.md §2: managers and owners; operations.md §1–§4, §9; issue #33): Dawn AI, the
 * assistant, with the person's own threads. Threads belong to the person, not to a location:
 * the page works with every location selected; direct actions use the selected one.
 */
import { ALL_ESTABLISHMENTS, hasPermission } from '@daybook/contracts';
import { RoleCannotView } from '../../../components/location-gate';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { AssistantView } from '../components/assistant-view';

export function DawnAiPage() {
  const { role, selectedId } = useWorkspace();
  if (!hasPermission(role, 'assistant:read')) return <RoleCannotView title="Dawn AI" what="Dawn AI" />;
  return (
    <AssistantView
      establishmentId={selectedId && selectedId !== ALL_ESTABLISHMENTS ? selectedId : null}
      isOwner={hasPermission(role, 'tenant:settings')}
    />
  );
}
