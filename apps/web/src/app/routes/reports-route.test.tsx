/**
 * /reports?type=staff (issue #31 "Staff performance"): the reports page draws the performance
 * feature's staff view for the selected location — the team's figures with their change and the
 * staff table — asking the performance endpoint of that location, and of every location ('all')
 * under All Establishments.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  PERFORMANCE_ALL,
  PERFORMANCE_ENDPOINTS,
  endpointPath,
  type PerformanceReport,
} from '@daybook/contracts';
import { performanceFiguresFixture as figures } from '../../test/performance-fixture';
import { SALON_ONE, renderWithStubbedServer } from '../../test/render-with-stubbed-server';
import { ReportsRoute } from './reports-route';

const REPORT: PerformanceReport = {
  establishmentId: SALON_ONE.id,
  from: '2026-11-01',
  to: '2026-11-29',
  previousFrom: '2026-10-03',
  previousTo: '2026-10-31',
  rebookDays: 14,
  totals: {
    current: figures({ revenueCents: 77550, tickets: 7, utilisation: 0.5 }),
    previous: figures({ revenueCents: 20000, utilisation: 0.4 }),
  },
  staff: [
    {
      staffId: 'u2',
      staffName: 'Eve Employee',
      role: 'employee',
      current: figures({ revenueCents: 27550, tickets: 3 }),
      previous: figures({ revenueCents: 20000 }),
    },
    {
      staffId: 'u3',
      staffName: 'Max Manager',
      role: 'manager',
      current: figures({ revenueCents: 50000, tickets: 4 }),
      previous: figures(),
    },
  ],
  daily: [{ date: '2026-11-02', serviceRevenueCents: 77550, productRevenueCents: 0, revenueCents: 77550 }],
};
const OK: [number, unknown] = [200, { success: true, data: REPORT }];

afterEach(() => vi.unstubAllGlobals());

describe('the staff performance report', () => {
  it("shows the location's team figures and each staff member's row", async () => {
    const path = endpointPath(PERFORMANCE_ENDPOINTS.report, { id: SALON_ONE.id });
    const fetchMock = renderWithStubbedServer(<ReportsRoute />, '/reports?type=staff', path, [OK]);
    const cards = within(await screen.findByRole('list', { name: 'Team figures' }, { timeout: 10_000 }));
    const revenue = within(cards.getByRole('listitem', { name: 'Revenue' }));
    expect(revenue.getByText('$775.50')).toBeTruthy();
    expect(revenue.getByText(/\+287\.8%/)).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Staff performance' }));
    expect(table.getByRole('row', { name: /Eve Employee/ })).toBeTruthy();
    expect(table.getByRole('row', { name: /Max Manager/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Performance Report' })).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').pathname).toBe(path);
  });

  it('asks for every location under All Establishments', async () => {
    const path = endpointPath(PERFORMANCE_ENDPOINTS.report, { id: PERFORMANCE_ALL });
    renderWithStubbedServer(<ReportsRoute />, '/reports?type=staff', path, [OK], { all: true });
    expect(await screen.findByRole('list', { name: 'Team figures' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Staff performance' })).toBeTruthy();
  });
});
