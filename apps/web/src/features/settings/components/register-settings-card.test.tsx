import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { RegisterSettingsCard } from './register-settings-card';

const EST = establishmentFixture('e1', { name: 'Luxe Downtown' });

function renderCard(role: 'BUSINESS_OWNER' | 'MANAGER') {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as object;
      return jsonResponse(200, { success: true, data: { establishmentId: 'e1', ...body } });
    }
    expect(url).toContain('/api/register/settings?establishmentId=e1');
    return jsonResponse(200, {
      success: true,
      data: {
        establishmentId: 'e1',
        taxRate: 0.08,
        drawerDifferenceThreshold: 5,
        tipCeilingPercent: 100,
        suggestedTipOnServices: true,
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <RegisterSettingsCard establishment={EST} role={role} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('register settings of a location', () => {
  it('lets an owner set an 8.875 % tax rate, sent as the fraction the register uses', async () => {
    const fetchMock = renderCard('BUSINESS_OWNER');
    const rate = await screen.findByRole('textbox', { name: 'Sales tax rate' });
    expect((rate as HTMLInputElement).value).toBe('8 %');
    fireEvent.change(rate, { target: { value: '8.875' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save register settings' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      taxRate: 0.08875,
      drawerDifferenceThreshold: 5,
      tipCeilingPercent: 100,
      suggestedTipOnServices: true,
    });
  });

  it('lets an owner set the tip ceiling and count products in suggested tips (issue #28)', async () => {
    const fetchMock = renderCard('BUSINESS_OWNER');
    const ceiling = await screen.findByRole('textbox', { name: 'Tip ceiling' });
    expect((ceiling as HTMLInputElement).value).toBe('100 %');
    fireEvent.change(ceiling, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Suggest tips on services only/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save register settings' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      tipCeilingPercent: 50,
      suggestedTipOnServices: false,
    });
  });

  it('shows a manager the figures without letting them change', async () => {
    renderCard('MANAGER');
    expect(await screen.findByRole('textbox', { name: 'Sales tax rate' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save register settings' })).toBeNull();
    expect(screen.getByText('Only the business owner changes these.')).toBeTruthy();
  });
});
