import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  APPOINTMENTS_REPORT_ENDPOINTS,
  CLIENTS_REPORT_ENDPOINTS,
  INVENTORY_REPORT_ENDPOINTS,
  type InventoryReport,
  type Role,
} from '@daybook/contracts';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { ReportsPage } from './reports-page';

const EST = establishmentFixture('e1', { name: 'Salon One' });
const REPORT = INVENTORY_REPORT_ENDPOINTS.report.path;

const EMPTY: InventoryReport = {
  asOf: '2026-11-20T15:00:00.000Z',
  productCount: 0,
  stockValue: 0,
  retailValue: 0,
  lowStockCount: 0,
  outOfStockCount: 0,
  split: {
    retail: { products: 0, stockValue: 0 },
    backbar: { products: 0, stockValue: 0 },
    both: { products: 0, stockValue: 0 },
  },
  usage: [],
  lowStock: [],
  spendLast30Days: 0,
};

const FULL: InventoryReport = {
  ...EMPTY,
  productCount: 3,
  stockValue: 1234.5,
  retailValue: 2000,
  lowStockCount: 1,
  outOfStockCount: 1,
  split: {
    retail: { products: 1, stockValue: 740.7 },
    backbar: { products: 1, stockValue: 493.8 },
    both: { products: 1, stockValue: 0 },
  },
  usage: [
    {
      productId: 'p2',
      name: 'Color cream',
      brand: 'Acme',
      productType: 'backbar',
      unit_of_measure: 'ml',
      quantity: 140,
      min_stock_level: 50,
      usedLast30Days: 60,
      usageRate: 2,
      daysRemaining: 70,
    },
  ],
  lowStock: [
    {
      productId: 'p1',
      name: 'Shampoo',
      quantity: 0,
      min_stock_level: 5,
      supplier: 'Acme Supply',
      onOrder: 12,
    },
  ],
  spendLast30Days: 48,
};

function renderPage(url = '/reports?type=inventory', role: Role = 'MANAGER') {
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
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace}>
        <MemoryRouter initialEntries={[url]}>
          <ReportsPage />
        </MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

function answering(...bodies: [number, unknown][]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (!url.startsWith(REPORT)) return jsonResponse(404, { success: false });
    const [status, body] = bodies.length > 1 ? bodies.shift()! : bodies[0]!;
    return jsonResponse(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ReportsPage', () => {
  it('shows the inventory report of the selected location in dollars', async () => {
    const fetchMock = answering([200, { success: true, data: FULL }]);
    renderPage();
    const figures = within(await screen.findByRole('list', { name: 'Inventory figures' }));
    expect(figures.getByText('$1,234.50')).toBeTruthy();
    expect(figures.getByText('$2,000.00')).toBeTruthy();
    expect(figures.getByText('$48.00')).toBeTruthy();
    expect(screen.getByText(/60% ·/)).toBeTruthy();
    const low = within(screen.getByRole('table', { name: 'Running low' }));
    expect(low.getByText('Acme Supply')).toBeTruthy();
    expect(low.getByText('12')).toBeTruthy();
    const usage = within(screen.getByRole('table', { name: 'Usage and days remaining' }));
    expect(usage.getByText('140 ml')).toBeTruthy();
    expect(usage.getByText('70')).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').searchParams.get('establishmentId')).toBe(
      'e1',
    );
  });

  it('shows inventory without a type to a role that reads no revenue, and "No products yet" with a link to Inventory', async () => {
    answering([200, { success: true, data: EMPTY }]);
    renderPage('/reports', 'FRONTDESK');
    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory Report' })).toBeTruthy();
    // The front desk reads no sales: Inventory is the one report it is offered.
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['inventory']);
    expect(screen.getByRole('link', { name: 'Go to Inventory' }).getAttribute('href')).toBe('/inventory');
  });

  it('offers Retry after a failure', async () => {
    answering(
      [400, { success: false, message: 'Not a valid establishment id.' }],
      [200, { success: true, data: FULL }],
    );
    renderPage();
    expect(await screen.findByText('Not a valid establishment id.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Inventory figures' })).toBeTruthy());
  });

  it('tells an unknown report type and a role without access', async () => {
    answering([200, { success: true, data: FULL }]);
    renderPage('/reports?type=payroll');
    expect(await screen.findByText(/not available yet/)).toBeTruthy();
    renderPage('/reports', 'EMPLOYEE');
    expect(screen.getByText('Your role cannot view reports.')).toBeTruthy();
  });

  it('asks the clients and appointments reports for the period in the address, with the period bar and no interval', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      jsonResponse(500, { success: false, message: 'Something went wrong.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/reports?type=clients&from=2026-11-01&to=2026-11-15');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients Report' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Interval' })).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(asked.pathname).toBe(CLIENTS_REPORT_ENDPOINTS.report.path);
    expect([asked.searchParams.get('from'), asked.searchParams.get('to')]).toEqual([
      '2026-11-01',
      '2026-11-15',
    ]);
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();

    fetchMock.mockClear();
    renderPage('/reports?type=appointments&from=2026-11-01&to=2026-11-15');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').pathname).toBe(
      APPOINTMENTS_REPORT_ENDPOINTS.report.path,
    );
  });
});
