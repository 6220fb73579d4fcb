/** Shared fixtures of the CRM tests: a workspace, a client, and the providers the screens need. */
import { establishmentFixture } from '../../../test/establishment-fixture';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query/query-client';
import { ALL_ESTABLISHMENTS, type ClientDetail, type Establishment, type Role } from '@daybook/contracts';
import { renderWithMantine } from '../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';

export const EST: Establishment = establishmentFixture('e1', { name: 'Salon One' });

export const CLIENT: ClientDetail = {
  id: 'c1',
  tenantId: 't1',
  establishmentId: 'e1',
  establishmentName: 'Salon One',
  name: 'Ana García',
  email: 'ana@example.com',
  phone: '+12125550123',
  birthdate: '1990-04-23',
  preferredStylist: null,
  preferredStylistName: null,
  preferences: 'Cool water rinse only.',
  allergies: 'Latex',
  status: 'vip',
  source: 'manual',
  lastVisit: '2026-10-02',
  visitCount: 12,
  totalSpent: 1020,
  averageSpend: 85,
  lifetimeSpend: 1020,
  loyaltyPoints: 1020,
  loyaltyPointsAdjustment: 0,
  favoriteServices: ["Women's Haircut"],
  favoriteProducts: [],
  erasedAt: null,
  createdAt: '2024-01-05T15:00:00.000Z',
  updatedAt: '2026-10-02T15:00:00.000Z',
  notes: [],
  upcomingAppointments: [],
  duplicates: [],
};

/** Only the fields the CRM screens read. */
export function workspace(role: Role, selectedId = EST.id): WorkspaceValue {
  const partial: Partial<WorkspaceValue> = {
    role,
    user: { id: 'u1' } as WorkspaceValue['user'],
    tenant: { id: 't1', name: 'Tenant' } as WorkspaceValue['tenant'],
    establishments: [EST],
    selectedId,
    selected: selectedId === EST.id ? EST : null,
    isAllSelected: selectedId === ALL_ESTABLISHMENTS,
    selectEstablishment: () => {},
  };
  return partial as WorkspaceValue;
}

/** Renders `ui` at `path` (matched by `route`) with Mantine, a fresh query client and the workspace. */
export function renderCrm(ui: ReactElement, options: { role?: Role; path?: string; route?: string } = {}) {
  const { role = 'FRONTDESK', path = '/', route = '/' } = options;
  const client = createQueryClient({ retry: false });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace(role)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
        </MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

/** The paths (with query) of the calls `fetchMock` received that start with `prefix`. */
export function calledUrls(fetchMock: { mock: { calls: unknown[][] } }, prefix: string): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith(prefix));
}
