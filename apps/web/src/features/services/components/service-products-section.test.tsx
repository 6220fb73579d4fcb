import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ServiceProduct } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { ServiceProductsSection } from './service-products-section';

const USED: ServiceProduct[] = [
  {
    product_id: 'p1',
    product_name: 'Wella Koleston Perfect 7/0',
    unit_of_measure: 'tube',
    quantity: 1,
    onHand: 12,
  },
  { product_id: 'p2', product_name: 'Nitrile gloves', unit_of_measure: 'box', quantity: 0.02, onHand: 3 },
];

function stubFetch() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { items: { product_id: string; quantity: number }[] };
      return jsonResponse(200, {
        success: true,
        data: USED.filter((u) => body.items.some((i) => i.product_id === u.product_id)),
      });
    }
    if (url.includes('/products?'))
      return jsonResponse(200, {
        success: true,
        data: {
          products: [],
          total: 0,
          page: 1,
          pageSize: 500,
          summary: { stockValue: 0, lowStock: 0, outOfStock: 0 },
        },
      });
    if (url.includes('/services/s1/products')) return jsonResponse(200, { success: true, data: USED });
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSection(canEdit: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <ServiceProductsSection serviceId="s1" establishmentId="e1" canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ServiceProductsSection', () => {
  it('lists what the service uses, read-only without inventory:update', async () => {
    const fetchMock = stubFetch();
    renderSection(false);
    const table = within(await screen.findByRole('table', { name: 'Products used' }));
    expect(table.getByText('Wella Koleston Perfect 7/0')).toBeTruthy();
    expect(table.getByText('0.02')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save products used' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/products?'))).toBe(false);
  });

  it('removes a product and saves the list', async () => {
    const fetchMock = stubFetch();
    renderSection(true);
    const table = within(await screen.findByRole('table', { name: 'Products used' }));
    const save = screen.getByRole('button', { name: 'Save products used' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(table.getByRole('button', { name: 'Remove Nitrile gloves' }));
    fireEvent.change(
      table.getByRole('textbox', { name: 'Quantity per service, Wella Koleston Perfect 7/0' }),
      {
        target: { value: '1.5' },
      },
    );
    fireEvent.click(save);
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(
        ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
      );
      expect(put?.[0]).toBe('/api/admin/inventory/services/s1/products');
      expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({
        items: [{ product_id: 'p1', quantity: 1.5 }],
      });
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save products used' })).toHaveProperty('disabled', true),
    );
  });
});
