/**
 * Test helpers: fetch stubbed to answer one endpoint with queued answers (the last one repeats)
 * and anything else with a 404; and a page of the signed-in app against it — the workspace of
 * `role` on Salon One (or every location), the page under a memory router whose address the
 * test reads ('Address').
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ALL_ESTABLISHMENTS, type Role } from '@daybook/contracts';
import { createQueryClient } from '../lib/query/query-client';
import { WorkspaceContext, type WorkspaceValue } from '../lib/workspace/workspace-context';
import { establishmentFixture } from './establishment-fixture';
import { jsonResponse, renderWithMantine } from './render';

export const SALON_ONE = establishmentFixture('e1', { name: 'Salon One' });
const SALON_TWO = establishmentFixture('e2', { name: 'Salon Two' });

/** Shows the router's address ('/reports?…') for the test to read. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** The query of the `n`th request (0: the first). */
export function requestQuery(fetchMock: ReturnType<typeof vi.fn>, n: number): URLSearchParams {
  return new URL(String(fetchMock.mock.calls[n]![0]), 'http://localhost').searchParams;
}

/**
 * Stubs fetch: requests under `path` (an endpoint's path, matched as a prefix) get `answers`
 * ([status, body], one per request, the last repeating), anything else a 404. Returns the mock.
 */
export function stubEndpoint(path: string, answers: [number, unknown][]) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (input: string) => {
    if (!input.startsWith(path)) return jsonResponse(404, { success: false });
    const [status, body] = queue.length > 1 ? queue.shift()! : queue[0]!;
    return jsonResponse(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Who looks at the page: `role` (the owner unless given); `all` selects every location. */
export interface StubbedServerOptions {
  role?: Role;
  all?: boolean;
}

/** Renders `page` at `url`, fetch answering `path` with `answers` (stubEndpoint). Returns the fetch mock. */
export function renderWithStubbedServer(
  page: ReactElement,
  url: string,
  path: string,
  answers: [number, unknown][],
  { role = 'BUSINESS_OWNER', all = false }: StubbedServerOptions = {},
) {
  const fetchMock = stubEndpoint(path, answers);
  const workspace = {
    role,
    user: { id: 'u1' },
    tenant: { id: 't1', name: 'Tenant' },
    establishments: [SALON_ONE, SALON_TWO],
    selectedId: all ? ALL_ESTABLISHMENTS : SALON_ONE.id,
    selected: all ? null : SALON_ONE,
    isAllSelected: all,
    selectEstablishment: () => {},
  } as unknown as WorkspaceValue;
  renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <WorkspaceContext.Provider value={workspace}>
        <MemoryRouter initialEntries={[url]}>
          {page}
          <Address />
        </MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
  return fetchMock;
}
