import { establishmentFixture } from '../../../test/establishment-fixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  SERVICE_MESSAGES,
  type Establishment,
  type Role,
  type Service,
} from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { ServicesPage } from './services-page';

const EST: Establishment = establishmentFixture('e1', { name: 'Salon One' });

const CUT: Service = {
  id: 's1',
  name: "Women's Haircut",
  duration: 60,
  price: 85,
  taxable: false,
  description: null,
  category: 'Haircuts',
  isActive: true,
  establishmentId: 'e1',
  bufferAfter: 10,
  processingStart: null,
  processingDuration: null,
  staffIds: [],
  created_at: '',
  updated_at: '',
};

/** Only the fields the page reads; the rest of the workspace does not matter here. */
function workspace(role: Role, selectedId: string): WorkspaceValue {
  const partial: Partial<WorkspaceValue> = {
    role,
    tenant: { id: 't1', name: 'Tenant' } as WorkspaceValue['tenant'],
    establishments: [EST],
    selectedId,
    selected: selectedId === EST.id ? EST : null,
    isAllSelected: selectedId === ALL_ESTABLISHMENTS,
    selectEstablishment: () => {},
  };
  return partial as WorkspaceValue;
}

function renderPage(role: Role, selectedId = EST.id) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace(role, selectedId)}>
        <ServicesPage />
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.includes('/services/'))
      return jsonResponse(200, { success: true, data: [CUT] });
    if (method === 'GET' && url.includes('/staff/')) return jsonResponse(200, { success: true, data: [] });
    if (method === 'DELETE') {
      return jsonResponse(409, {
        success: false,
        message: SERVICE_MESSAGES.hasAppointments,
        code: 'CONFLICT',
      });
    }
    if (method === 'PUT') {
      return jsonResponse(200, { success: true, data: { ...CUT, ...JSON.parse(String(init?.body)) } });
    }
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ServicesPage', () => {
  it('offers to deactivate a service the server refuses to delete', async () => {
    const user = userEvent.setup();
    renderPage('MANAGER');
    await user.click(await screen.findByRole('button', { name: "Delete Women's Haircut" }));
    const dialog = screen.getByRole('dialog', { name: 'Delete service' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(SERVICE_MESSAGES.hasAppointments)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate instead' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(
        ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
      );
      expect(put?.[0]).toBe('/api/services/tenant/t1/services/s1');
      expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({ isActive: false });
    });
  });

  it('validates the form with the contracts schema before sending', async () => {
    const user = userEvent.setup();
    renderPage('MANAGER');
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Service' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gloss');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '45');
    await user.click(within(dialog).getByRole('switch', { name: /Processing time/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Processing starts after/ }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: /^Processing time \(minutes\)/ }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText(SERVICE_MESSAGES.processingWindow)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(false);
  });

  it('hides every change for the front desk', async () => {
    renderPage('FRONTDESK');
    expect(await screen.findByText("Women's Haircut")).toBeTruthy();
    expect(screen.getByText('$85.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Service' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Deactivate) / })).toBeNull();
  });

  it('asks for one location when all are selected', () => {
    renderPage('BUSINESS_OWNER', ALL_ESTABLISHMENTS);
    expect(screen.getByRole('heading', { name: 'Choose a location' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salon One' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
