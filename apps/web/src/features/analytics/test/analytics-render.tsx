/**
 * Rendering /analytics against a stubbed analytics endpoint: the workspace of `role` on one
 * location (or all), the page under a memory router whose address the test reads, and fetch
 * answering the endpoint with the queued answers (the last one repeats).
 */
import { vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ALL_ESTABLISHMENTS, ANALYTICS_ENDPOINTS, type Role } from '@daybook/contracts';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { createQueryClient } from '../../../lib/query/query-client';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { AnalyticsPage } from '../pages/analytics-page';

const SALON_ONE = establishmentFixture('e1', { name: 'Salon One' });
const SALON_TWO = establishmentFixture('e2', { name: 'Salon Two' });

/** Shows the router's address for the test to read. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** The query of the `n`th request (0: the first). */
export function requestQuery(fetchMock: ReturnType<typeof vi.fn>, n: number): URLSearchParams {
  return new URL(String(fetchMock.mock.calls[n]![0]), 'http://localhost').searchParams;
}

/** Renders the page at `url` for `role`; `all` selects every location. Returns the fetch mock. */
export function renderAnalytics(
  url: string,
  answers: [number, unknown][],
  { role = 'BUSINESS_OWNER', all = false }: { role?: Role; all?: boolean } = {},
) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (input: string) => {
    if (!input.startsWith(ANALYTICS_ENDPOINTS.analytics.path)) return jsonResponse(404, { success: false });
    const [status, body] = queue.length > 1 ? queue.shift()! : queue[0]!;
    return jsonResponse(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
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
          <AnalyticsPage />
          <Address />
        </MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
  return fetchMock;
}
