import { establishmentFixture } from '../../test/establishment-fixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ALL_ESTABLISHMENTS, type AuthUser, type Establishment } from '@daybook/contracts';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { setApiContext } from '../api-client';
import { STORAGE_KEYS } from '../storage';
import { jsonResponse, renderWithMantine } from '../../test/render';
import { WorkspaceProvider, useWorkspace } from './workspace-context';

const USER: AuthUser = {
  id: 'u1',
  email: 'm@luxe.example',
  first_name: 'Mia',
  last_name: 'M',
  role: 'manager',
  user_metadata: { role: 'manager', tenantId: 't1' },
  tenantId: 't1',
  establishment_id: 'e2',
  establishments: ['e2'],
};

const est = (id: string): Establishment => establishmentFixture(id);

const auth: AuthContextValue = {
  status: 'signed-in',
  user: USER,
  signedOutByUser: false,
  signIn: async () => USER,
  adoptUser: () => {},
  signOut: async () => {},
};

function Probe() {
  const ws = useWorkspace();
  return (
    <p>
      {ws.role} at {ws.selected?.name ?? ws.selectedId}
    </p>
  );
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <WorkspaceProvider>
          <Probe />
        </WorkspaceProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  setApiContext({ tenantId: 't1', establishmentId: null });
});
afterEach(() => vi.unstubAllGlobals());

const OWNER: AuthUser = {
  ...USER,
  id: 'o1',
  email: 'o@luxe.example',
  role: 'owner',
  user_metadata: { role: 'owner', tenantId: 't1' },
  establishment_id: null,
  establishments: ['e1', 'e2', 'e3'],
};

function OwnerProbe() {
  const ws = useWorkspace();
  return (
    <>
      <p>At {ws.selectedId}</p>
      <button type="button" onClick={() => ws.selectEstablishment('e2')}>
        Switch
      </button>
    </>
  );
}

function mountOwner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={{ ...auth, user: OWNER }}>
        <WorkspaceProvider>
          <OwnerProbe />
        </WorkspaceProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

function ownerServer(metadataCalls: unknown[]) {
  return async (url: string, init: RequestInit) => {
    if (url.endsWith('/me-migrate')) return jsonResponse(200, { success: true, data: OWNER });
    if (url.endsWith('/update-metadata')) {
      metadataCalls.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { success: true, data: { ...OWNER, establishment_id: 'e2' } });
    }
    if (url.endsWith('/tenants/t1'))
      return jsonResponse(200, { success: true, data: { id: 't1', name: 'Luxe' } });
    if (url.endsWith('/establishments'))
      return jsonResponse(200, { success: true, data: [est('e1'), est('e2'), est('e3')] });
    return jsonResponse(404, {});
  };
}

describe('WorkspaceProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts an owner with several locations on All Establishments, and records a switch as the last visit', async () => {
    const calls: unknown[] = [];
    fetchMock.mockImplementation(ownerServer(calls));
    const first = mountOwner();
    expect(await screen.findByText(`At ${ALL_ESTABLISHMENTS}`)).toBeTruthy();
    // Starting somewhere is not a visit: nothing is recorded until the owner switches.
    expect(calls).toEqual([]);
    screen.getByRole('button', { name: 'Switch' }).click();
    expect(await screen.findByText('At e2')).toBeTruthy();
    await vi.waitFor(() => expect(calls).toEqual([{ tenantId: 't1', establishmentId: 'e2' }]));
    first.unmount();
    // A new tab (no session storage, no saved choice) starts where they last went.
    sessionStorage.clear();
    localStorage.removeItem(STORAGE_KEYS.savedEstablishment(OWNER.id));
    mountOwner();
    expect(await screen.findByText('At e2')).toBeTruthy();
  });

  it('loads profile, tenant and establishments, resolves the role and keeps a manager to assigned locations', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url.endsWith('/me-migrate')) {
        return jsonResponse(200, {
          success: true,
          data: { ...USER, tenantId: 't1', establishments: ['e2'] },
        });
      }
      if (url.endsWith('/tenants/t1'))
        return jsonResponse(200, { success: true, data: { id: 't1', name: 'Luxe' } });
      if (url.endsWith('/establishments'))
        return jsonResponse(200, { success: true, data: [est('e1'), est('e2')] });
      return jsonResponse(404, {});
    });
    mount();
    expect(screen.getByText('Loading your profile...')).toBeTruthy();
    expect(await screen.findByText('MANAGER at Salon e2')).toBeTruthy();
  });

  it('blocks the app with the Profile Loading Error screen when the profile fails', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(403, { success: false, message: 'No access.' }));
    mount();
    expect(await screen.findByText('Profile Loading Error')).toBeTruthy();
    expect(screen.getByText('Failed to fetch user profile: No access.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reports a missing tenant', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.endsWith('/me-migrate')
        ? jsonResponse(200, { success: true, data: { ...USER, establishments: [] } })
        : jsonResponse(404, {}),
    );
    mount();
    expect(await screen.findByText('Tenant not found')).toBeTruthy();
  });
});
