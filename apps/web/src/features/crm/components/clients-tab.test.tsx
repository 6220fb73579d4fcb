import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CRM_ENDPOINTS } from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { CLIENT, calledUrls, renderCrm } from '../test/crm-fixtures';
import { ClientsTab } from './clients-tab';

const SCOPE = { tenantId: 't1', establishmentId: 'e1' };
const LIST = `${CRM_ENDPOINTS.listClients.path}?`;

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith(LIST)) {
      const q = new URL(url, 'http://localhost').searchParams;
      return jsonResponse(200, {
        success: true,
        data: [CLIENT],
        pagination: { page: Number(q.get('page')), pageSize: Number(q.get('pageSize')), total: 1 },
      });
    }
    if (url.includes('/staff/')) return jsonResponse(200, { success: true, data: [] });
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const params = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('ClientsTab', () => {
  it('loads the first 50 clients of the location, then searches once typing pauses for 300 ms', async () => {
    renderCrm(<ClientsTab scope={SCOPE} />);

    expect(await screen.findByRole('link', { name: 'Ana García' })).toBeTruthy();
    // The phone shows formatted, the spend in dollars.
    expect(screen.getByText('(212) 555-0123')).toBeTruthy();
    expect(screen.getByText('$1,020.00')).toBeTruthy();
    expect(calledUrls(fetchMock, LIST).map(params)).toEqual([
      { tenantId: 't1', establishmentId: 'e1', page: '1', pageSize: '50' },
    ]);

    const search = screen.getByRole('textbox', { name: 'Search clients by name, email or phone' });
    // Keystrokes in quick succession ask nothing: the search waits for a 300 ms pause.
    for (const typed of ['5', '55', '555', '555-', '555-0', '555-01']) {
      fireEvent.change(search, { target: { value: typed } });
    }
    await new Promise((r) => setTimeout(r, 150));
    expect(calledUrls(fetchMock, LIST)).toHaveLength(1);
    await waitFor(() => expect(calledUrls(fetchMock, LIST)).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 400));

    const calls = calledUrls(fetchMock, LIST).map(params);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      tenantId: 't1',
      establishmentId: 'e1',
      search: '555-01',
      page: '1',
      pageSize: '50',
    });
  }, 15_000);

  it('sends the chosen filters and says when the last-visit range is backwards', async () => {
    const user = userEvent.setup();
    renderCrm(<ClientsTab scope={SCOPE} />);
    await screen.findByRole('link', { name: 'Ana García' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    await waitFor(() => expect(params(calledUrls(fetchMock, LIST).at(-1) ?? '').status).toBe('vip'));

    await user.type(screen.getByLabelText('Last visit from'), '2026-06-01');
    await user.type(screen.getByLabelText('Last visit to'), '2026-01-01');
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    // A backwards range is not sent.
    expect(calledUrls(fetchMock, LIST).some((u) => params(u).lastVisitTo === '2026-01-01')).toBe(false);
  }, 15_000);

  it('sorts by a column from its header, turning it around on the second choice', async () => {
    const user = userEvent.setup();
    renderCrm(<ClientsTab scope={SCOPE} />);
    await screen.findByRole('link', { name: 'Ana García' });
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Visits').getAttribute('aria-sort')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Visits' }));
    await waitFor(() =>
      expect(params(calledUrls(fetchMock, LIST).at(-1) ?? '')).toMatchObject({
        sort: 'visitCount',
        order: 'desc',
      }),
    );
    expect(header('Visits').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBeNull();

    // From the keyboard: the header is a button in the tab order.
    screen.getByRole('button', { name: 'Visits' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(header('Visits').getAttribute('aria-sort')).toBe('ascending'));
    expect(params(calledUrls(fetchMock, LIST).at(-1) ?? '')).toMatchObject({
      sort: 'visitCount',
      order: 'asc',
    });
  }, 15_000);

  it('offers adding and importing when the location has no clients', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith(LIST)
        ? jsonResponse(200, { success: true, data: [], pagination: { page: 1, pageSize: 50, total: 0 } })
        : jsonResponse(200, { success: true, data: [] }),
    );
    renderCrm(<ClientsTab scope={SCOPE} />);
    expect(await screen.findByText('No clients yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add client' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Import CSV' }).length).toBeGreaterThan(0);
  });

  it('shows an employee their clients without add, import or export', async () => {
    renderCrm(<ClientsTab scope={SCOPE} />, { role: 'EMPLOYEE' });
    await screen.findByRole('link', { name: 'Ana García' });
    expect(screen.queryByRole('button', { name: 'Add client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
