import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { INVENTORY_ENDPOINTS, INVENTORY_MESSAGES, type Product, type Role } from '@daybook/contracts';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { ProductsTab } from './products-tab';

const EST = establishmentFixture('e1', { name: 'Salon One' });
const LIST = `${INVENTORY_ENDPOINTS.products.path}?`;

function product(id: string, name: string, quantity: number, extra: Partial<Product> = {}): Product {
  return {
    id,
    establishmentId: 'e1',
    name,
    brand: null,
    category: null,
    sku: null,
    barcode: null,
    price: 24.5,
    cost_price: 10,
    taxable: true,
    quantity,
    min_stock_level: 5,
    supplier_id: null,
    supplier: null,
    productType: 'retail',
    status: quantity > 0 ? 'in-stock' : 'out-of-stock',
    lowStock: quantity <= 5,
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
    ...extra,
  };
}

function listAnswer(products: Product[]) {
  return {
    success: true,
    data: {
      products,
      total: products.length,
      page: 1,
      pageSize: 50,
      summary: { stockValue: 100, lowStock: 1, outOfStock: 1 },
    },
  };
}

function renderTab(role: Role = 'MANAGER') {
  const workspace = {
    role,
    user: { id: 'u1' },
    tenant: { id: 't1', name: 'Tenant' },
    establishments: [EST],
    selectedId: 'e1',
    selected: EST,
    isAllSelected: false,
    selectEstablishment: () => {},
  } as unknown as WorkspaceValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace}>
        <MemoryRouter>
          <ProductsTab establishmentId="e1" />
        </MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
  return client;
}

const listCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.startsWith(LIST))
    .map((u) => Object.fromEntries(new URL(u, 'http://localhost').searchParams));

afterEach(() => vi.unstubAllGlobals());

describe('ProductsTab', () => {
  it('shows stock badges, and a scanned barcode (Enter) searches at once', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith(LIST)
        ? jsonResponse(
            200,
            listAnswer([
              product('p1', 'Argan Oil', 2),
              product('p2', 'Shampoo', 0),
              product('p3', 'Conditioner', 40),
            ]),
          )
        : jsonResponse(404, { success: false }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderTab();

    expect(await screen.findByRole('button', { name: 'Argan Oil' })).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Products' }));
    expect(table.getByText('Low stock')).toBeTruthy();
    expect(table.getByText('Out of stock')).toBeTruthy();
    expect(table.getByText('In stock')).toBeTruthy();
    expect(table.getAllByText('$24.50')).toHaveLength(3);
    expect(listCalls(fetchMock)[0]).toMatchObject({ establishmentId: 'e1', sort: 'name', order: 'asc' });

    const search = screen.getByRole('textbox', { name: 'Search products by name, brand, SKU or barcode' });
    fireEvent.change(search, { target: { value: '0123456789012' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.search).toBe('0123456789012'));
  });

  it('keeps what is typed in Add product, opened after a count, while the list reads again', async () => {
    let products = [product('p1', 'Argan Oil', 2)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith(LIST)
          ? jsonResponse(200, listAnswer(products))
          : jsonResponse(404, { success: false }),
      ),
    );
    const client = renderTab();
    await screen.findByRole('button', { name: 'Argan Oil' });

    fireEvent.click(screen.getByRole('button', { name: 'Count stock' }));
    const count = await screen.findByRole('dialog', { name: 'Count stock' });
    fireEvent.click(within(count).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Count stock' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add product' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Bond Mask' } });

    // The list under the dialog empties (the table gives way to the empty state) and fills again.
    products = [];
    await client.invalidateQueries();
    await screen.findByText('No products yet');
    products = [product('p2', 'Bond Oil', 3)];
    await client.invalidateQueries();
    await screen.findByText('Bond Oil');

    expect(name.isConnected).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Bond Mask');
  });

  it('offers Add product when there are none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, listAnswer([]))),
    );
    renderTab();
    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add product' }).length).toBeGreaterThan(0);
  });

  it('shows the spec text and Retry when the list fails', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(500, { success: false, message: 'Database down' }));
    vi.stubGlobal('fetch', fetchMock);
    renderTab();
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain(INVENTORY_MESSAGES.fetchProductsFailed);
    fetchMock.mockImplementation(async () => jsonResponse(200, listAnswer([product('p1', 'Argan Oil', 9)])));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Argan Oil' })).toBeTruthy();
  }, 15_000);
});
