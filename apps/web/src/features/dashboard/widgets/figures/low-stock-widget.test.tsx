/** Low stock widget: the count, the lowest products against their minimum, the link to /inventory. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ALL_ESTABLISHMENTS, INVENTORY_ENDPOINTS, endpointPath, type Product } from '@daybook/contracts';
import { EST_A, EST_B, renderInWorkspace, stubFetch } from '../../test/manager-fixtures';
import { LowStockWidget } from './low-stock-widget';

function product(id: string, name: string, quantity: number, min: number, establishmentId: string): Product {
  return {
    id,
    establishmentId,
    name,
    brand: null,
    category: null,
    sku: null,
    barcode: null,
    price: 20,
    cost_price: 10,
    taxable: true,
    quantity,
    min_stock_level: min,
    supplier_id: null,
    supplier: null,
    productType: 'retail',
    status: 'in-stock',
    lowStock: true,
    description: null,
    location: null,
    unit_of_measure: 'pcs',
    currentWeight: null,
    originalWeight: null,
    usageRate: 0,
    daysRemaining: null,
    lastOrdered: null,
    created_at: '',
    updated_at: '',
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('LowStockWidget', () => {
  it("lists every location's lowest products with quantity against minimum", async () => {
    const fetchMock = stubFetch(() => [
      200,
      {
        success: true,
        data: {
          products: [product('p1', 'Shampoo', 0, 4, EST_A.id), product('p2', 'Hair oil', 2, 5, EST_B.id)],
          total: 7,
          page: 1,
          pageSize: 5,
          summary: { stockValue: 0, lowStock: 7, outOfStock: 1 },
        },
      },
    ]);
    renderInWorkspace(<LowStockWidget />, { selected: 'all' });
    const widget = within(screen.getByRole('region', { name: 'Low stock' }));
    expect(await widget.findByText('7 products at or under the minimum')).toBeTruthy();
    const items = within(widget.getByRole('list', { name: 'Lowest stock' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Shampoo · Salon One0 of min 4 pcs',
      'Hair oil · Salon Two2 of min 5 pcs',
    ]);
    expect(widget.getByRole('link', { name: 'Inventory' }).getAttribute('href')).toBe('/inventory');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe(endpointPath(INVENTORY_ENDPOINTS.products, {}));
    expect(url.searchParams.get('establishmentId')).toBe(ALL_ESTABLISHMENTS);
    expect(url.searchParams.get('stock')).toBe('low');
  });

  it('says so when nothing is low', async () => {
    stubFetch(() => [
      200,
      {
        success: true,
        data: {
          products: [],
          total: 0,
          page: 1,
          pageSize: 5,
          summary: { stockValue: 0, lowStock: 0, outOfStock: 0 },
        },
      },
    ]);
    renderInWorkspace(<LowStockWidget />);
    expect(await screen.findByText('Every product is above its minimum.')).toBeTruthy();
  });
});
