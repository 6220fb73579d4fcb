/**
 * Everything a signed-in page stands in: the workspace start-up, then the shell. Its own lazy
 * chunk, so that the sign-in and booking pages do not download the sidebar and its start-up.
 */
import { WorkspaceProvider } from '../../lib/workspace/workspace-context';
import { AppLayout } from './app-layout';

/** The workspace provider around the top bar, sidebar and the page. */
export function SignedInShell() {
  return (
    <WorkspaceProvider>
      <AppLayout />
    </WorkspaceProvider>
  );
}
