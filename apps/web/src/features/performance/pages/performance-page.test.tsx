/** /performance: a manager's KPI cards, change arrows, charts and sortable table; an employee's own figures; errors. */
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  FIGURE_DEFINITIONS,
  PERFORMANCE_ENDPOINTS,
  endpointPath,
  type PerformanceReport,
  type Role,
} from '@daybook/contracts';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { performanceFiguresFixture } from '../../../test/performance-fixture';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { PerformancePage } from './performance-page';

const EST = establishmentFixture('11111111-1111-4111-8111-111111111111', { name: 'Salon One' });
const PATH = endpointPath(PERFORMANCE_ENDPOINTS.report, { id: EST.id });

const figures = performanceFiguresFixture;

const eve = {
  staffId: 'u2',
  staffName: 'Eve Employee',
  role: 'employee' as const,
  current: figures({
    serviceRevenueCents: 24000,
    productRevenueCents: 3550,
    revenueCents: 27550,
    tickets: 3,
    averageTicketCents: 9183,
    utilisation: 0.5,
    rebookingRate: 0.25,
  }),
  previous: figures({ revenueCents: 20000, utilisation: 0.4 }),
};
const max = {
  staffId: 'u3',
  staffName: 'Max Manager',
  role: 'manager' as const,
  current: figures({ serviceRevenueCents: 50000, revenueCents: 50000, tickets: 4 }),
  previous: figures(),
};

function answer(staff: PerformanceReport['staff']): PerformanceReport {
  const total = staff.reduce((sum, p) => sum + p.current.revenueCents, 0);
  return {
    establishmentId: EST.id,
    from: '2026-03-01',
    to: '2026-03-02',
    previousFrom: '2026-02-27',
    previousTo: '2026-02-28',
    rebookDays: 14,
    totals: {
      current: figures({ revenueCents: total, tickets: 7, utilisation: 0.5 }),
      previous: figures({ revenueCents: 20000, utilisation: 0.4 }),
    },
    staff,
    daily: [
      { date: '2026-03-01', serviceRevenueCents: 40000, productRevenueCents: 0, revenueCents: 40000 },
      { date: '2026-03-02', serviceRevenueCents: 34000, productRevenueCents: 3550, revenueCents: 37550 },
    ],
  };
}

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (..._args: unknown[]) => jsonResponse(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAs(role: Role, ui: ReactElement) {
  const workspace = {
    role,
    user: { id: 'u2', email: 'me@example.com' },
    establishments: [EST],
    locations: [],
    selectedId: EST.id,
    selected: EST,
    isAllSelected: false,
    selectEstablishment: () => {},
  } as unknown as WorkspaceValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace}>
        <MemoryRouter initialEntries={['/performance']}>{ui}</MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PerformancePage', () => {
  it('shows a manager the team cards with their change, the charts and a sortable table', async () => {
    const fetchMock = stubFetch(200, { success: true, data: answer([eve, max]) });
    renderAs('MANAGER', <PerformancePage />);
    const cards = within(await screen.findByRole('list', { name: 'Team figures' }, { timeout: 10_000 }));
    const revenue = within(cards.getByRole('listitem', { name: 'Revenue' }));
    expect(revenue.getByText('$775.50')).toBeTruthy();
    fireEvent.click(revenue.getByRole('button', { name: 'What Revenue means' }));
    expect(await screen.findByText(FIGURE_DEFINITIONS.revenueCents)).toBeTruthy();
    expect(revenue.getByText(/\+287\.8%/)).toBeTruthy();
    expect(
      within(cards.getByRole('listitem', { name: 'Utilisation' })).getByText(/\+10\.0 pts/),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Revenue by staff member' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Daily revenue' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Staff performance' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Max Manager', 'Eve Employee']);
    fireEvent.click(within(table).getByRole('button', { name: /Revenue/ }));
    expect(names()).toEqual(['Eve Employee', 'Max Manager']);
    expect(screen.getByLabelText('Role', { selector: 'input' })).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe(PATH);
    expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('shows an employee their own figures without the people filters or table', async () => {
    stubFetch(200, { success: true, data: answer([eve]) });
    renderAs('EMPLOYEE', <PerformancePage />);
    expect(await screen.findByRole('list', { name: 'Your figures' })).toBeTruthy();
    expect(screen.queryByLabelText('Role', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Staff performance' })).toBeNull();
  });

  it('shows the server error with a Retry button, and tells the front desk it cannot view it', async () => {
    stubFetch(400, { success: false, message: 'A period covers at most 366 days.' });
    const { unmount } = renderAs('MANAGER', <PerformancePage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch performance')).toBeTruthy();
    expect(within(alert).getByText('A period covers at most 366 days.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    unmount();
    renderAs('FRONTDESK', <PerformancePage />);
    expect(screen.getByText('Your role cannot view performance.')).toBeTruthy();
  });
});
