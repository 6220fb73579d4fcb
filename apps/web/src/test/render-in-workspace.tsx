/**
 * Test helper: a screen signed in to a workspace — the app's query client (no retries), the
 * workspace context, toasts and a router around the UI under test, in Mantine's test mode.
 * `workspace` holds only what the screen reads; the rest is left out on purpose.
 */
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Notifications } from '@mantine/notifications';
import { createQueryClient } from '../lib/query/query-client';
import { WorkspaceContext, type WorkspaceValue } from '../lib/workspace/workspace-context';
import { renderWithMantine } from './render';

/** Renders `ui` inside the providers a signed-in screen has, with `workspace` as its context. */
export function renderSignedIn(ui: ReactElement, workspace: Partial<WorkspaceValue>) {
  const client = createQueryClient({ retry: false });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace as WorkspaceValue}>
        <Notifications />
        <MemoryRouter>{ui}</MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}
