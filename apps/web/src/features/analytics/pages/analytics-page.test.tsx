import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_ENDPOINTS, ANALYTICS_MESSAGES } from '@daybook/contracts';
import {
  renderWithStubbedServer,
  requestQuery,
  type StubbedServerOptions,
} from '../../../test/render-with-stubbed-server';
import { ANALYTICS, EMPTY_ANALYTICS } from '../test/analytics-fixture';
import { shiftDay, todayIn } from '../lib/analytics-range';
import { AnalyticsPage } from './analytics-page';

/** /analytics at `url` against the analytics endpoint answering `answers`; returns the fetch mock. */
const renderAnalytics = (url: string, answers: [number, unknown][], options?: StubbedServerOptions) =>
  renderWithStubbedServer(<AnalyticsPage />, url, ANALYTICS_ENDPOINTS.analytics.path, answers, options);

const OK: [number, unknown] = [200, { success: true, data: ANALYTICS }];
const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';
const today = () => todayIn('America/Chicago');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('analytics', () => {
  it('shows each metric with its change, its definition and the charts', async () => {
    renderAnalytics('/analytics?range=7d', [OK]);
    const cards = within(await screen.findByRole('list', { name: 'Analytics metrics' }));
    const card = (name: string) => within(cards.getByRole('listitem', { name }));
    expect(card('Total revenue').getByText('$210.00')).toBeTruthy();
    expect(card('Total revenue').getByText(/\+425\.0%/).textContent).toBe(
      '+425.0% (up against the previous period)',
    );
    expect(card('Inventory spend').getByText(/−12\.5%/).textContent).toContain('down');
    expect(card('Retail / backbar split').getByText('40.5% / 59.5%')).toBeTruthy();
    expect(card('Retail / backbar split').getByText(/−3\.9 pts/)).toBeTruthy();
    expect(card('Top-selling product').getByText('Shampoo')).toBeTruthy();
    expect(card('Top-selling product').getByText('3 sold, $60.00 net')).toBeTruthy();
    expect(cards.getByRole('button', { name: 'What Total revenue means' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Area chart of revenue on 3 days/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Donut chart: retail 40\.5%/ })).toBeTruthy();
    // One location: no side-by-side table.
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows "—" for a change with no previous period', async () => {
    renderAnalytics('/analytics', [
      [200, { success: true, data: { ...ANALYTICS, totals: ANALYTICS.byLocation[1] } }],
    ]);
    const cards = within(await screen.findByRole('list', { name: 'Analytics metrics' }));
    expect(
      within(cards.getByRole('listitem', { name: 'Total revenue' })).getByText('—').textContent,
    ).toContain('nothing in the previous period');
  });

  it('asks for the range chosen and keeps it in the address', async () => {
    const fetchMock = renderAnalytics('/analytics?range=7d', [OK]);
    await screen.findByRole('list', { name: 'Analytics metrics' });
    expect(Object.fromEntries(requestQuery(fetchMock, 0))).toEqual({
      establishmentId: 'e1',
      from: shiftDay(today(), -6),
      to: today(),
    });
    fireEvent.click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(address()).toBe('/analytics?range=90d'));
    await waitFor(() =>
      expect(requestQuery(fetchMock, fetchMock.mock.calls.length - 1).get('from')).toBe(
        shiftDay(today(), -89),
      ),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-03' } });
    await waitFor(() => expect(address()).toBe('/analytics?range=custom&from=2026-11-01&to=2026-11-03'));
    await waitFor(() =>
      expect(requestQuery(fetchMock, fetchMock.mock.calls.length - 1).get('to')).toBe('2026-11-03'),
    );
  });

  it('says what is wrong with custom days in the contract’s words, without asking', async () => {
    const fetchMock = renderAnalytics('/analytics?range=custom&from=2026-11-05&to=2026-11-01', [OK]);
    expect((await screen.findByRole('alert')).textContent).toBe(ANALYTICS_MESSAGES.range);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts every location side by side when all are selected', async () => {
    renderAnalytics('/analytics?range=30d', [OK], { all: true });
    const table = within(await screen.findByRole('table', { name: /locations side by side/ }));
    expect(screen.getByRole('heading', { level: 1, name: ANALYTICS_MESSAGES.systemTitle })).toBeTruthy();
    const rows = table.getAllByRole('row').map((r) => r.textContent);
    expect(rows[1]).toContain('Salon One');
    expect(rows[1]).toContain('$180.00 (+350.0%)');
    expect(rows[2]).toContain('Salon Two');
    expect(rows[2]).toContain('$30.00 (—)');
    expect(rows[3]).toContain('All locations');
    expect(rows[3]).toContain('$210.00');
  });

  it('says so when nothing happened in the period', async () => {
    renderAnalytics('/analytics', [[200, { success: true, data: EMPTY_ANALYTICS }]]);
    expect(await screen.findByRole('heading', { name: ANALYTICS_MESSAGES.noData })).toBeTruthy();
    expect(screen.getAllByText(ANALYTICS_MESSAGES.noSplit).length).toBeGreaterThan(0);
  });

  it('shows the server’s sentence when loading fails, and retries', async () => {
    const fetchMock = renderAnalytics('/analytics', [
      [500, { success: false, message: 'The database is resting.' }],
      OK,
    ]);
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('The database is resting.')).toBeTruthy();
    expect(alert.queryByText(/500/)).toBeNull();
    fireEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Analytics metrics' });
    expect(fetchMock.mock.calls.length).toBe(2);
  });

  it('refuses roles without whole-location revenue with the shared refusal', () => {
    for (const role of ['EMPLOYEE', 'FRONTDESK'] as const) {
      const fetchMock = renderAnalytics('/analytics', [OK], { role });
      expect(screen.getAllByText('Your role cannot view analytics.').length).toBeGreaterThan(0);
      expect(fetchMock).not.toHaveBeenCalled();
    }
  });
});
