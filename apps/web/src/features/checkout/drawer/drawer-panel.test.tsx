import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query/query-client';
import { CHECKOUT_ENDPOINTS, CHECKOUT_MESSAGES, type DrawerSession } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { DrawerPanel } from './drawer-panel';

const OPEN: DrawerSession = {
  id: 'd1',
  establishmentId: 'e1',
  status: 'open',
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
  cardSales: 0,
  transactions: 1,
  closedAt: null,
  closedBy: null,
  closedByName: null,
  counted: null,
  counts: null,
  openingCounts: { '10000': 2 },
  difference: null,
  note: null,
  movements: [],
};

function renderPanel(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient({ retry: false });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <DrawerPanel establishmentId="e1" timeZone="America/Chicago" />
    </QueryClientProvider>,
  );
}

const posts = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => u === path && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

afterEach(() => vi.unstubAllGlobals());

describe('DrawerPanel', () => {
  it('opens a closed drawer with the float counted by denomination, its total shown as typed', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST')
        return jsonResponse(201, { success: true, data: { ...OPEN, cashSales: 0, expected: 141.35 } });
      if (url.startsWith(CHECKOUT_ENDPOINTS.drawer.path))
        return jsonResponse(200, { success: true, data: null });
      return jsonResponse(404, {});
    });
    renderPanel(fetchMock);
    const form = within(await screen.findByRole('group', { name: 'Opening float' }));
    expect(form.getByTestId('drawer-float').textContent).toBe('Opening float: $0.00');
    fireEvent.change(form.getByRole('textbox', { name: 'Count of $100' }), { target: { value: '1' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Count of $20' }), { target: { value: '2' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Count of 25¢' }), { target: { value: '5' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Count of 10¢' }), { target: { value: '1' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Count of 1¢' }), { target: { value: '0' } });
    expect(form.getByTestId('drawer-float').textContent).toBe('Opening float: $141.35');
    fireEvent.click(form.getByRole('button', { name: 'Open drawer' }));
    expect(await screen.findByText('Open · $141.35 expected')).toBeTruthy();
    // The count is sent without its zeros; the server computes the total from it.
    expect(posts(fetchMock, CHECKOUT_ENDPOINTS.openDrawer.path)).toEqual([
      { establishmentId: 'e1', counts: { '10000': 1, '2000': 2, '25': 5, '10': 1 } },
    ]);
  });

  it('shows the read-only X report to print, read again when asked for', async () => {
    let reads = 0;
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.startsWith(CHECKOUT_ENDPOINTS.drawer.path)) {
        reads += 1;
        return jsonResponse(200, {
          success: true,
          data: reads === 1 ? OPEN : { ...OPEN, payOuts: 10, expected: 348.98 },
        });
      }
      return jsonResponse(404, {});
    });
    renderPanel(fetchMock);
    await screen.findByRole('group', { name: 'X report' });
    fireEvent.click(screen.getByRole('button', { name: 'X report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'X report' }));
    const cash = within(dialog.getByRole('group', { name: 'Cash' }));
    await waitFor(() =>
      expect(cash.getByText('Expected in drawer').nextSibling?.textContent).toBe('$348.98'),
    );
    expect(cash.getByText('Opening float').nextSibling?.textContent).toBe('$200.00');
    expect(cash.getByText('Pay-outs').nextSibling?.textContent).toBe('−$10.00');
    expect(cash.getByText('Cash refunds').nextSibling?.textContent).toBe('$0.00');
    expect(cash.queryByText('Counted')).toBeNull();
    const tenders = within(dialog.getByRole('group', { name: 'Sales by tender' }));
    expect(tenders.getByText('Cash').nextSibling?.textContent).toBe('$138.98');
    const counted = within(dialog.getByRole('table', { name: 'Counted by denomination' }));
    expect(counted.getByRole('row', { name: '$100 2 · $200.00' })).toBeTruthy();
    expect(dialog.getByText(/^Mid-shift · as of /)).toBeTruthy();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(dialog.getByRole('button', { name: 'Print X report' }));
    expect(print).toHaveBeenCalledOnce();
    // Reading it writes nothing.
    expect(
      fetchMock.mock.calls.every(([, init]) => (init as RequestInit | undefined)?.method !== 'POST'),
    ).toBe(true);
  });

  it('shows the X report, the difference live while counting, and the note the server asks for', async () => {
    let closeAnswers = [
      { status: 400, body: { success: false, message: CHECKOUT_MESSAGES.drawerNoteRequired } },
      {
        status: 200,
        body: {
          success: true,
          data: {
            ...OPEN,
            status: 'closed',
            closedAt: '2026-03-02T23:00:00.000Z',
            counted: 340,
            difference: -10.48,
            note: 'Short',
          },
        },
      },
    ];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const [next, ...rest] = closeAnswers;
        closeAnswers = rest;
        return jsonResponse(next!.status, next!.body);
      }
      if (url.startsWith(CHECKOUT_ENDPOINTS.drawer.path))
        return jsonResponse(200, { success: true, data: OPEN });
      return jsonResponse(404, {});
    });
    renderPanel(fetchMock);

    const x = within(await screen.findByRole('group', { name: 'X report' }));
    expect(x.getByText('Expected in drawer').nextSibling?.textContent).toBe('$350.48');
    expect(x.getByText('Pay-outs').nextSibling?.textContent).toBe('$8.50');

    fireEvent.click(screen.getByRole('button', { name: 'Close drawer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close drawer' }));
    expect(dialog.getByTestId('drawer-difference').textContent).toContain('-$350.48');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Count of $100' }), { target: { value: '3' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Count of $20' }), { target: { value: '2' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Count of 25¢' }), { target: { value: '2' } });
    expect(dialog.getByTestId('drawer-counted').textContent).toBe('Counted: $340.50');
    expect(dialog.getByTestId('drawer-difference').textContent).toBe('Difference: -$9.98 short');

    fireEvent.click(dialog.getByRole('button', { name: 'Close drawer' }));
    expect(await dialog.findByText(CHECKOUT_MESSAGES.drawerNoteRequired)).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: /Note/ }), { target: { value: 'Short' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Close drawer' }));

    expect(await screen.findByRole('group', { name: 'Z report' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetchMock, CHECKOUT_ENDPOINTS.closeDrawer.path)[1]).toEqual({
      establishmentId: 'e1',
      counts: { '10000': 3, '2000': 2, '25': 2 },
      note: 'Short',
    });
  });
});
