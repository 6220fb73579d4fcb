import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query/query-client';
import { CHECKOUT_ENDPOINTS, DRAWER_SESSIONS_PAGE_SIZE, type DrawerSession } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { DrawerHistory } from './drawer-history';

const Z: DrawerSession = {
  id: 'z1',
  establishmentId: 'e1',
  status: 'closed',
  openedAt: '2026-03-02T15:00:00.000Z',
  openedBy: 'u9',
  openedByName: 'Fran Desk',
  float: 200,
  cashSales: 138.98,
  cashReceived: 150,
  change: 11.02,
  cashRefunds: 0,
  payIns: 20,
  payOuts: 8.5,
  expected: 350.48,
  cardSales: 412.5,
  transactions: 7,
  closedAt: '2026-03-02T23:30:00.000Z',
  closedBy: 'u2',
  closedByName: 'Max Manager',
  counted: 340.5,
  counts: { '10000': 3, '2000': 2, '25': 2 },
  openingCounts: { '10000': 2 },
  difference: -9.98,
  note: 'Short: gave change twice',
  movements: [],
};

const PATH = CHECKOUT_ENDPOINTS.drawerSessions.path;

function renderHistory(pages: Record<string, { sessions: DrawerSession[]; count: number }>) {
  const fetchMock = vi.fn(async (url: string) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === PATH)
      return jsonResponse(200, { success: true, data: pages[u.searchParams.get('page') ?? '1'] });
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient({ retry: false });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <DrawerHistory establishmentId="e1" establishmentName="Luxe Manhattan" timeZone="America/New_York" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('DrawerHistory', () => {
  it('lists the Z reports with their over/short, a page at a time, and shows one to print', async () => {
    const older = { ...Z, id: 'z2', closedAt: '2026-03-01T23:00:00.000Z', counted: 200, difference: 0 };
    const count = DRAWER_SESSIONS_PAGE_SIZE + 1;
    const fetchMock = renderHistory({
      '1': {
        sessions: [
          Z,
          ...Array.from({ length: DRAWER_SESSIONS_PAGE_SIZE - 1 }, (_, i) => ({ ...older, id: `o${i}` })),
        ],
        count,
      },
      '2': {
        sessions: [
          { ...older, id: 'last', closedAt: '2026-02-01T23:00:00.000Z', difference: 1.5, counted: 201.5 },
        ],
        count,
      },
    });
    const table = within(await screen.findByRole('table', { name: 'Cash drawer history' }));
    const first = within(table.getAllByRole('row')[1]!);
    expect(first.getByText('Mar 2, 2026, 6:30 PM')).toBeTruthy();
    expect(first.getByText('Max Manager')).toBeTruthy();
    expect(first.getByText('$350.48')).toBeTruthy();
    expect(first.getByText('-$9.98 short')).toBeTruthy();

    fireEvent.click(first.getByRole('button', { name: 'Z report of Mar 2, 2026, 6:30 PM' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Z report' }));
    expect(dialog.getByText('Luxe Manhattan')).toBeTruthy();
    const cash = within(dialog.getByRole('group', { name: 'Cash' }));
    expect(cash.getByText('Counted').nextSibling?.textContent).toBe('$340.50');
    expect(cash.getByText('Over/short').nextSibling?.textContent).toBe('-$9.98 short');
    expect(cash.getByText('Note').nextSibling?.textContent).toBe('Short: gave change twice');
    const shift = within(dialog.getByRole('group', { name: 'Shift' }));
    expect(shift.getByText('Closed by').nextSibling?.textContent).toBe('Max Manager');
    const counted = within(dialog.getByRole('table', { name: 'Counted by denomination' }));
    expect(counted.getByRole('row', { name: '$100 2 · $200.00 3 · $300.00' })).toBeTruthy();
    expect(counted.getByRole('row', { name: '25¢ — 2 · $0.50' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Print Z report' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('+$1.50 over')).toBeTruthy();
    expect(
      fetchMock.mock.calls.map(([u]) => new URL(u, 'http://localhost').searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('says so when no drawer has been closed yet', async () => {
    renderHistory({ '1': { sessions: [], count: 0 } });
    expect(await screen.findByText(/No drawer has been closed here yet/)).toBeTruthy();
  });
});
