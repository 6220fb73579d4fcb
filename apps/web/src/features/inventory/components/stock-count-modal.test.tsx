import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { INVENTORY_ENDPOINTS, INVENTORY_MESSAGES, type Product } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { StockCountModal } from './stock-count-modal';

const LIST = `${INVENTORY_ENDPOINTS.products.path}?`;

function product(id: string, name: string, quantity: number, category: string | null): Product {
  return {
    id,
    establishmentId: 'e1',
    name,
    brand: null,
    category,
    sku: null,
    barcode: null,
    price: 10,
    cost_price: 5,
    taxable: true,
    quantity,
    min_stock_level: 5,
    supplier_id: null,
    supplier: null,
    productType: 'retail',
    status: 'in-stock',
    lowStock: false,
    description: null,
    location: null,
    unit_of_measure: 'unit',
    currentWeight: null,
    originalWeight: null,
    usageRate: 0,
    daysRemaining: null,
    lastOrdered: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const PRODUCTS = [
  product('p1', 'Argan Oil', 8, 'Oils'),
  product('p2', 'Shampoo', 4, 'Wash'),
  product('p3', 'Gloves', 10, null),
];

function renderModal(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <StockCountModal opened onClose={onClose} establishmentId="e1" establishmentName="Salon One" />
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => vi.unstubAllGlobals());

describe('StockCountModal', () => {
  it('sends only the rows given a count, and closes', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(LIST))
        return jsonResponse(200, {
          success: true,
          data: {
            products: PRODUCTS,
            total: 3,
            page: 1,
            pageSize: 500,
            summary: { stockValue: 0, lowStock: 0, outOfStock: 0 },
          },
        });
      if (init?.method === 'POST')
        return jsonResponse(201, { success: true, data: { id: 'c1', adjusted: 1, products: [] } });
      return jsonResponse(404, { success: false });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = renderModal();

    const dialog = await screen.findByRole('dialog', { name: 'Count stock' });
    const table = within(await within(dialog).findByRole('table', { name: 'Products to count' }));
    expect(table.getByText('Argan Oil')).toBeTruthy();
    const list = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith(LIST)) ?? '';
    expect(Object.fromEntries(new URL(list, 'http://x').searchParams)).toMatchObject({
      establishmentId: 'e1',
      pageSize: '500',
    });

    // Nothing counted yet: the form says so and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record count' }));
    expect(await within(dialog).findByText(INVENTORY_MESSAGES.countEmpty)).toBeTruthy();

    fireEvent.change(table.getByRole('textbox', { name: 'Counted, Shampoo' }), { target: { value: '3' } });
    expect(await table.findByText('−1')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record count' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
    );
    expect(post?.[0]).toBe(INVENTORY_ENDPOINTS.count.path);
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({
      establishmentId: 'e1',
      lines: [{ product_id: 'p2', counted: 3 }],
      note: '',
    });
  });
});
