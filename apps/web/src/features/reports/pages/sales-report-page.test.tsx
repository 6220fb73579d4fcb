import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_ESTABLISHMENTS, SALES_REPORT_ENDPOINTS } from '@daybook/contracts';
import {
  SALON_ONE,
  renderWithStubbedServer,
  requestQuery,
  type StubbedServerOptions,
} from '../../../test/render-with-stubbed-server';
import { catchCsvDownloads } from '../../../test/csv-download';
import { EMPTY_SALES_REPORT, SALES_REPORT } from '../test/sales-report-fixture';
import { presetRange, todayIn } from '../lib/sales-periods';
import { ReportsPage } from './reports-page';

/** /reports at `url` against the sales report endpoint answering `answers`; returns the fetch mock. */
const renderSalesReport = (url: string, answers: [number, unknown][], options?: StubbedServerOptions) =>
  renderWithStubbedServer(<ReportsPage />, url, SALES_REPORT_ENDPOINTS.report.path, answers, options);

const URL_NOV = '/reports?type=sales&from=2026-11-01&to=2026-11-03&interval=day';
const OK: [number, unknown] = [200, { success: true, data: SALES_REPORT }];

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sales report', () => {
  it("shows the period's figures in dollars with their change against the previous period", async () => {
    const fetchMock = renderSalesReport(URL_NOV, [OK]);
    const figures = within(await screen.findByRole('list', { name: 'Sales figures' }));
    const card = (name: string) => within(figures.getByRole('listitem', { name }));
    expect(card('Net sales').getByText('$1,160.00')).toBeTruthy();
    expect(card('Net sales').getByText(/\+22\.1%/).textContent).toBe(
      '+22.1% (up against the previous period)',
    );
    expect(card('Refunds').getByText(/−20\.0%/).textContent).toContain('down against the previous period');
    // Nothing discounted before: no percent to give.
    expect(card('Discounts').getByText('—')).toBeTruthy();
    expect(card('Tickets').getByText('10')).toBeTruthy();
    expect(card('Collected').getByText('$1,322.50')).toBeTruthy();
    expect(figures.getByRole('button', { name: 'What Net sales means' })).toBeTruthy();
    expect(
      screen.getByText('Nov 1 – Nov 3, 2026, by day; compared with Oct 29 – Oct 31, 2026.'),
    ).toBeTruthy();

    const q = requestQuery(fetchMock, 0);
    expect(Object.fromEntries(q)).toEqual({
      establishmentId: 'e1',
      from: '2026-11-01',
      to: '2026-11-03',
      interval: 'day',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sales Report' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Sales' })).toHaveProperty('checked', true);
  });

  it('draws the series as a chart and a table whose days open their transactions, and the breakdowns', async () => {
    renderSalesReport(URL_NOV, [OK]);
    const series = within(await screen.findByRole('table', { name: 'Sales by day' }));
    expect(
      within(series.getAllByRole('row')[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Period', 'Gross sales', 'Discounts', 'Refunds', 'Net sales', 'Tax', 'Tips', 'Tickets']);
    const day = series.getByRole('link', { name: 'Nov 2, 2026: transactions' });
    expect(day.getAttribute('href')).toBe('/transactions?from=2026-11-02&to=2026-11-02&establishmentId=e1');
    expect(series.getByText('-$40.00')).toBeTruthy();
    expect(series.getByText('Total')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Daily sales' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /services and retail sales in 3 periods/ })).toBeTruthy();

    const category = within(screen.getByRole('table', { name: 'Sales by category' }));
    expect(category.getAllByRole('row').map((r) => r.textContent?.slice(0, 14))).toEqual([
      'TypeCategoryQu',
      'ServicesColor5',
      'ServicesNo cat',
      'RetailHair car',
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Sales by staff member' })).getByText('No staff member'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Sales by payment type' })).getByText('$1,057.50'),
    ).toBeTruthy();
    // By location only for every location.
    expect(screen.queryByRole('table', { name: 'Sales by location' })).toBeNull();
  });

  it('asks again when the interval or the period changes, and keeps them in the address', async () => {
    const fetchMock = renderSalesReport(URL_NOV, [OK]);
    await screen.findByRole('list', { name: 'Sales figures' });

    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requestQuery(fetchMock, 1).get('interval')).toBe('week');
    expect(address()).toContain('interval=week');

    fireEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    const week = presetRange('last7', todayIn(SALON_ONE.timeZone));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(requestQuery(fetchMock, 2).get('from')).toBe(week.from);
    expect(requestQuery(fetchMock, 2).get('to')).toBe(week.to);
    expect(requestQuery(fetchMock, 2).get('interval')).toBe('week');
    expect(address()).toBe(`/reports?type=sales&from=${week.from}&to=${week.to}&interval=week`);

    fireEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Custom dates' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-05' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(requestQuery(fetchMock, 3).get('from')).toBe('2026-10-05');
  });

  it('opens on the last 30 days by day when the address names no days', async () => {
    const fetchMock = renderSalesReport('/reports', [OK]);
    await screen.findByRole('list', { name: 'Sales figures' });
    const month = presetRange('last30', todayIn(SALON_ONE.timeZone));
    expect(Object.fromEntries(requestQuery(fetchMock, 0))).toEqual({
      establishmentId: 'e1',
      ...month,
      interval: 'day',
    });
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveProperty('value', 'Last 30 days');
  });

  it('says when from is after to, without asking the server', async () => {
    const fetchMock = renderSalesReport('/reports?type=sales&from=2026-11-05&to=2026-11-01', [OK]);
    expect((await screen.findByRole('alert')).textContent).toBe('from must not be after to.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('downloads the tables as a CSV named after the location and the days', async () => {
    const csv = catchCsvDownloads();
    renderSalesReport(URL_NOV, [OK]);
    await screen.findByRole('list', { name: 'Sales figures' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(csv.names).toEqual(['sales-report-salon-one-2026-11-01-to-2026-11-03.csv']);
    const lines = await csv.lines();
    expect(lines[0]).toBe('Period,Gross sales,Discounts,Refunds,Net sales,Tax,Tips,Tickets');
    expect(lines[1]).toBe('"Nov 1, 2026",500.00,20.00,0.00,480.00,33.00,50.00,4');
    expect(lines).toContain('Card,1100.00,42.50,1057.50');
  });

  it('prints the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderSalesReport(URL_NOV, [OK]);
    await screen.findByRole('list', { name: 'Sales figures' });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("covers every location with a table by location, its days opening every location's transactions", async () => {
    const all = {
      ...SALES_REPORT,
      establishmentId: 'all',
      byLocation: [{ ...SALES_REPORT.totals, establishmentId: 'e1', name: 'Salon One' }],
    };
    const fetchMock = renderSalesReport(URL_NOV, [[200, { success: true, data: all }]], { all: true });
    const locations = within(await screen.findByRole('table', { name: 'Sales by location' }));
    expect(locations.getByText('Salon One')).toBeTruthy();
    const day = within(screen.getByRole('table', { name: 'Sales by day' })).getByRole('link', {
      name: 'Nov 2, 2026: transactions',
    });
    expect(day.getAttribute('href')).toBe(
      `/transactions?from=2026-11-02&to=2026-11-02&establishmentId=${ALL_ESTABLISHMENTS}`,
    );
    expect(requestQuery(fetchMock, 0).has('establishmentId')).toBe(false);
    expect(screen.getByText('Reports of all locations.')).toBeTruthy();
  });

  it('says plainly when nothing was sold', async () => {
    renderSalesReport(URL_NOV, [[200, { success: true, data: EMPTY_SALES_REPORT }]]);
    expect(await screen.findByRole('heading', { name: 'No sales in this period' })).toBeTruthy();
    expect(
      screen.getByText(/Nothing was sold or refunded at Salon One from Nov 1 – Nov 3, 2026/),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Sales figures' })).toBeNull();
  });

  it("shows the server's sentence when the report fails, never its status, and Retry", async () => {
    renderSalesReport(URL_NOV, [
      [503, { success: false, message: 'The reports are being updated. Try again in a minute.' }],
      OK,
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the sales report');
    expect(alert.textContent).toContain('The reports are being updated. Try again in a minute.');
    expect(alert.textContent).not.toContain('503');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Sales figures' })).toBeTruthy();
  });

  it('shows a skeleton while the report loads', async () => {
    renderSalesReport(URL_NOV, [OK]);
    expect(screen.getByRole('status', { name: 'Loading the sales report' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Sales figures' });
  });

  it('refuses the roles that do not read whole-location revenue', async () => {
    renderSalesReport(URL_NOV, [OK], { role: 'FRONTDESK' });
    expect(screen.getByText('Your role cannot view sales reports.')).toBeTruthy();
    renderSalesReport(URL_NOV, [OK], { role: 'EMPLOYEE' });
    expect(screen.getByText('Your role cannot view reports.')).toBeTruthy();
  });
});
