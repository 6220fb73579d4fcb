import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  APPOINTMENTS_REPORT_ENDPOINTS,
  CLIENTS_REPORT_ENDPOINTS,
  INVENTORY_REPORT_ENDPOINTS,
  type InventoryReport,
  type Role,
} from '@daybook/contracts';
import { renderWithStubbedServer } from '../../../test/render-with-stubbed-server';
import { ReportsPage } from './reports-page';

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

/** The page at `url` for `role`, the inventory report answering `answers` (the last repeating). */
const renderPage = (url: string, answers: [number, unknown][], role: Role = 'MANAGER') =>
  renderWithStubbedServer(<ReportsPage />, url, REPORT, answers, { role });

afterEach(() => vi.unstubAllGlobals());

describe('ReportsPage', () => {
  it('shows the inventory report of the selected location in dollars', async () => {
    const fetchMock = renderPage('/reports?type=inventory', [[200, { success: true, data: FULL }]]);
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
    renderPage('/reports', [[200, { success: true, data: EMPTY }]], 'FRONTDESK');
    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory Report' })).toBeTruthy();
    // The front desk reads no sales: Inventory is the one report it is offered.
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['inventory']);
    expect(screen.getByRole('link', { name: 'Go to Inventory' }).getAttribute('href')).toBe('/inventory');
  });

  it('offers Retry after a failure', async () => {
    renderPage('/reports?type=inventory', [
      [400, { success: false, message: 'Not a valid establishment id.' }],
      [200, { success: true, data: FULL }],
    ]);
    expect(await screen.findByText('Not a valid establishment id.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Inventory figures' })).toBeTruthy());
  });

  it('tells an unknown report type and a role without access', async () => {
    renderPage('/reports?type=payroll', [[200, { success: true, data: FULL }]]);
    expect(await screen.findByText(/not available yet/)).toBeTruthy();
    renderPage('/reports', [[200, { success: true, data: FULL }]], 'EMPLOYEE');
    expect(screen.getByText('Your role cannot view reports.')).toBeTruthy();
  });

  it('asks the clients and appointments reports for the period in the address, with the period bar and no interval', async () => {
    const failed: [number, unknown] = [500, { success: false, message: 'Something went wrong.' }];
    const fetchMock = renderWithStubbedServer(
      <ReportsPage />,
      '/reports?type=clients&from=2026-11-01&to=2026-11-15',
      CLIENTS_REPORT_ENDPOINTS.report.path,
      [failed],
      { role: 'MANAGER' },
    );
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

    const appointmentsMock = renderWithStubbedServer(
      <ReportsPage />,
      '/reports?type=appointments&from=2026-11-01&to=2026-11-15',
      APPOINTMENTS_REPORT_ENDPOINTS.report.path,
      [failed],
      { role: 'MANAGER' },
    );
    await waitFor(() => expect(appointmentsMock).toHaveBeenCalled());
    expect(new URL(String(appointmentsMock.mock.calls[0]![0]), 'http://x').pathname).toBe(
      APPOINTMENTS_REPORT_ENDPOINTS.report.path,
    );
  });
});
