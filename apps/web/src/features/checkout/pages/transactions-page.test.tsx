import { useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  CHECKOUT_ENDPOINTS,
  STAFF_ENDPOINTS,
  endpointPath,
  type Establishment,
  type Role,
  type TransactionList,
} from '@daybook/contracts';
import { createQueryClient } from '../../../lib/query/query-client';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { locationOptions } from '../../../lib/workspace/location-selection';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { EST, callsTo, transactionFixture } from '../transactions/test/checkout-fixtures';
import { formatDateTime } from '../transactions/local-dates';
import { TransactionsPage } from './transactions-page';

const LIST = CHECKOUT_ENDPOINTS.transactions.path;
const WEST = establishmentFixture('44444444-4444-4444-8444-444444444444', {
  name: 'Salon West',
  timeZone: 'America/Los_Angeles',
});
const AT = '2026-03-02T07:30:00.000Z';
const EAST_SALE = transactionFixture({ createdAt: AT });
const WEST_SALE = transactionFixture({
  id: '55555555-5555-4555-8555-555555555555',
  number: 2001,
  establishmentId: WEST.id,
  customerName: 'Wes Coast',
  createdAt: AT,
});

const answer = (results = [EAST_SALE, WEST_SALE]): TransactionList => ({
  results,
  count: results.length,
  page: 1,
  pageSize: 50,
  summary: { sales: 216, refunds: 0, net: 216, tips: 0, tax: 16 },
});

/** Shows the router's address for the test to read. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** The workspace of `role` over `places`, starting on `selected`; switching works as the app's does. */
function Workspace({ role, places, selected }: { role: Role; places: Establishment[]; selected: string }) {
  const [selectedId, select] = useState(selected);
  const value = useMemo(() => {
    const locations = locationOptions(places);
    return {
      role,
      user: { id: 'u1', email: 'me@example.com' },
      profile: { first_name: 'Olga', last_name: 'Owner' },
      tenant: { id: 't1', name: 'Tenant' },
      establishments: places,
      locations,
      selectedId,
      selected: places.find((p) => p.id === selectedId) ?? null,
      isAllSelected: selectedId === ALL_ESTABLISHMENTS,
      selectEstablishment: (id: string) => {
        if (locations.some((l) => l.id === id)) select(id);
      },
    } as unknown as WorkspaceValue;
  }, [role, places, selectedId]);
  return (
    <WorkspaceContext.Provider value={value}>
      <TransactionsPage />
      <Address />
    </WorkspaceContext.Provider>
  );
}

/** /transactions at `url` for `role`; fetch answers the list with `list` and each staff list with one person. */
function renderPage(
  url: string,
  selected: string,
  { role = 'BUSINESS_OWNER' as Role, places = [EST, WEST], list = answer() } = {},
) {
  const fetchMock = vi.fn(async (input: string) => {
    if (input.startsWith(LIST)) return jsonResponse(200, list);
    const place = places.find((p) => input.includes(p.id));
    if (place && input.includes('/api/admin/staff/'))
      return jsonResponse(200, {
        success: true,
        data: [{ id: `staff-${place.id}`, name: `Cashier of ${place.name}` }],
      });
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[url]}>
        <Workspace role={role} places={places} selected={selected} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';
const headers = (table: HTMLElement) =>
  within(within(table).getAllByRole('row')[0]!)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the transactions page', () => {
  it("lists every location's transactions with a Location column when all locations are selected", async () => {
    const fetchMock = renderPage('/transactions?from=2026-03-01&to=2026-03-02', ALL_ESTABLISHMENTS);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(screen.getByText('Sales, refunds and receipts of all locations.')).toBeTruthy();
    expect(headers(table)).toContain('Location');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText(EST.name)).toBeTruthy();
    expect(within(rows[1]!).getByText(WEST.name)).toBeTruthy();
    // The same instant, each in its own location's zone: 1:30 AM in Chicago, 11:30 PM the day before in LA.
    expect(within(rows[0]!).getByText(formatDateTime(AT, EST.timeZone))).toBeTruthy();
    expect(within(rows[1]!).getByText(formatDateTime(AT, WEST.timeZone))).toBeTruthy();
    expect(formatDateTime(AT, EST.timeZone)).not.toBe(formatDateTime(AT, WEST.timeZone));

    const query = callsTo(fetchMock, LIST)[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      establishmentId: ALL_ESTABLISHMENTS,
      start_date: '2026-03-01',
      end_date: '2026-03-02',
    });
    // The cashier filter offers the staff of every location.
    for (const place of [EST, WEST])
      await waitFor(() =>
        expect(
          callsTo(
            fetchMock,
            endpointPath(STAFF_ENDPOINTS.list, { tenantId: 't1', establishmentId: place.id }),
          ),
        ).toHaveLength(1),
      );
  });

  it("opens a row of another location with that location's time and name on its receipt", async () => {
    renderPage('/transactions?from=2026-03-01&to=2026-03-02', ALL_ESTABLISHMENTS);
    fireEvent.click(await screen.findByRole('button', { name: `Open transaction #${WEST_SALE.number}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Transaction #${WEST_SALE.number}` }));
    expect(dialog.getByText(formatDateTime(AT, WEST.timeZone))).toBeTruthy();
    fireEvent.click(dialog.getByRole('tab', { name: 'Receipt' }));
    expect(await dialog.findByText(WEST.name)).toBeTruthy();
  });

  it('has no Location column for one location, and asks for that location alone', async () => {
    const fetchMock = renderPage('/transactions', EST.id, { list: answer([EAST_SALE]) });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(headers(table)).not.toContain('Location');
    expect(screen.getByText(`Sales, refunds and receipts of ${EST.name}.`)).toBeTruthy();
    expect(callsTo(fetchMock, LIST)[0]!.url.searchParams.get('establishmentId')).toBe(EST.id);
  });

  it('opens the location a link names (all of them), then leaves the choice to the switcher', async () => {
    const fetchMock = renderPage(
      `/transactions?from=2026-03-02&to=2026-03-02&establishmentId=${ALL_ESTABLISHMENTS}`,
      EST.id,
    );
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(headers(table)).toContain('Location');
    await waitFor(() => expect(address()).toBe('/transactions?from=2026-03-02&to=2026-03-02'));
    const asked = callsTo(fetchMock, LIST).map((c) => c.url.searchParams.get('establishmentId'));
    expect(new Set(asked)).toEqual(new Set([ALL_ESTABLISHMENTS]));
    expect(screen.getByText('Sales, refunds and receipts of all locations.')).toBeTruthy();
  });

  it('opens one location a link names from all locations', async () => {
    const fetchMock = renderPage(
      `/transactions?from=2026-03-02&to=2026-03-02&establishmentId=${WEST.id}`,
      ALL_ESTABLISHMENTS,
      {
        list: answer([WEST_SALE]),
      },
    );
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(headers(table)).not.toContain('Location');
    expect(screen.getByText(`Sales, refunds and receipts of ${WEST.name}.`)).toBeTruthy();
    await waitFor(() => expect(address()).toBe('/transactions?from=2026-03-02&to=2026-03-02'));
    expect(callsTo(fetchMock, LIST).every((c) => c.url.searchParams.get('establishmentId') === WEST.id)).toBe(
      true,
    );
  });

  it('ignores a location the person may not use, and offers no all-locations list with one location', async () => {
    const fetchMock = renderPage(`/transactions?establishmentId=${ALL_ESTABLISHMENTS}`, EST.id, {
      role: 'FRONTDESK',
      places: [EST],
      list: answer([EAST_SALE]),
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(headers(table)).not.toContain('Location');
    await waitFor(() => expect(address()).toBe('/transactions'));
    expect(callsTo(fetchMock, LIST)[0]!.url.searchParams.get('establishmentId')).toBe(EST.id);
  });

  it('shows the empty state for all locations when nothing matches', async () => {
    renderPage('/transactions', ALL_ESTABLISHMENTS, { list: answer([]) });
    expect(await screen.findByText('No transactions')).toBeTruthy();
  });
});
