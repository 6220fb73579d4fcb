import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { BusinessDetailsCard } from './business-details-card';

const TENANT = {
  id: 't1',
  name: 'Luxe Salon',
  email: 'hello@luxe.example',
  phone: '+12125550142',
  address: null,
  description: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** Renders the card over a stubbed server; `refuse` is the PUT's 400 body when it refuses. */
function renderCard(refuse?: object) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    expect(url).toContain('/api/admin/tenants/t1');
    if (init?.method === 'PUT') {
      if (refuse) return jsonResponse(400, refuse);
      const body = JSON.parse(String(init.body)) as object;
      return jsonResponse(200, { success: true, data: { ...TENANT, ...body } });
    }
    return jsonResponse(200, { success: true, data: TENANT });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <BusinessDetailsCard tenantId="t1" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof renderCard>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

afterEach(() => vi.unstubAllGlobals());

describe('business details card', () => {
  it("shows the business's details and saves them through PUT /api/admin/tenants/:tenantId", async () => {
    const fetchMock = renderCard();
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    expect((name as HTMLInputElement).value).toBe('Luxe Salon');
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('(212) 555-0142');
    fireEvent.change(name, { target: { value: 'Luxe Hair Studio' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), {
      target: { value: '12 Spring St, New York, NY 10012' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(puts(fetchMock)[0]![1]!.body))).toEqual({
      name: 'Luxe Hair Studio',
      email: 'hello@luxe.example',
      phone: '(212) 555-0142',
      address: '12 Spring St, New York, NY 10012',
    });
  });

  it("shows the server's field error under its field", async () => {
    renderCard({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Enter a valid email address.',
      details: [{ path: 'email', message: 'Enter a valid email address.' }],
    });
    await screen.findByRole('textbox', { name: 'Business name' });
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
  });

  it('checks a blank name before sending anything', async () => {
    const fetchMock = renderCard();
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Business name is required.')).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);
  });
});
