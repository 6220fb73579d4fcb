/**
 * The clients report view (issue #31) against a stubbed endpoint: the figures with their change
 * and definitions, the chart, the retention table newest first, the question it asks, the empty,
 * loading and failed states, the CSV, and the clients behind a figure in a modal.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ALL_ESTABLISHMENTS,
  CLIENTS_REPORT_ENDPOINTS,
  type ClientsList,
  type ClientsReport,
  type RetentionCohort,
} from '@daybook/contracts';
import { renderSignedIn } from '../../../test/render-in-workspace';
import { stubEndpoint } from '../../../test/render-with-stubbed-server';
import { catchCsvDownloads } from '../../../test/csv-download';
import { jsonResponse } from '../../../test/render';
import { ClientsReportView } from './clients-report';

const cohort = (month: string, clients: number, returned: (number | null)[]): RetentionCohort => ({
  month,
  clients,
  returned: [...returned, ...Array<null>(12 - returned.length).fill(null)],
  retention: [...returned, ...Array<null>(12 - returned.length).fill(null)].map((n) =>
    n === null || clients === 0 ? null : n / clients,
  ),
});

const REPORT: ClientsReport = {
  establishmentId: 'e1',
  from: '2027-06-01',
  to: '2027-06-30',
  previousFrom: '2027-05-02',
  previousTo: '2027-05-31',
  lapsedDays: 90,
  totals: { clients: 3, newClients: 1, returningClients: 2, lapsedClients: 2 },
  previous: { clients: 1, newClients: 0, returningClients: 1, lapsedClients: 2 },
  cohorts: [cohort('2027-04', 2, [1, 0]), cohort('2027-05', 0, [0]), cohort('2027-06', 4, [])],
};
const EMPTY: ClientsReport = {
  ...REPORT,
  totals: { clients: 0, newClients: 0, returningClients: 0, lapsedClients: 0 },
  previous: { clients: 0, newClients: 0, returningClients: 0, lapsedClients: 0 },
  cohorts: REPORT.cohorts.map((c) => ({ ...c, clients: 0 })),
};
const OK: [number, unknown] = [200, { success: true, data: REPORT }];

function render(answers: [number, unknown][], establishmentId = 'e1') {
  const fetchMock = stubEndpoint(CLIENTS_REPORT_ENDPOINTS.report.path, answers);
  renderSignedIn(
    <ClientsReportView establishmentId={establishmentId} from="2027-06-01" to="2027-06-30" />,
    {},
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the clients report', () => {
  it('shows the figures with their change against the previous period and their definitions', async () => {
    const fetchMock = render([OK]);
    const figures = within(await screen.findByRole('list', { name: 'Client figures' }));
    const card = (name: string) => within(figures.getByRole('listitem', { name }));
    expect(card('Clients').getByText('3')).toBeTruthy();
    expect(card('Clients').getByText(/\+200\.0%/).textContent).toBe(
      '+200.0% (up against the previous period)',
    );
    // Nobody was new before: no percent to give.
    expect(card('New clients').getByText('—')).toBeTruthy();
    expect(card('Lapsed clients').getByText(/0\.0%/).textContent).toContain('unchanged');
    fireEvent.click(figures.getByRole('button', { name: 'What Lapsed clients means' }));
    expect(await screen.findByText(/none anywhere in the business in the 90 days/)).toBeTruthy();
    expect(
      screen.getByText(/compared with May 2 – May 31, 2027\. Lapsed: no visit in 90 days\./),
    ).toBeTruthy();
    const q = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(q)).toEqual({ establishmentId: 'e1', from: '2027-06-01', to: '2027-06-30' });
  });

  it('draws the chart and the retention table, newest cohort first', async () => {
    render([OK]);
    const table = within(await screen.findByRole('table', { name: 'Retention by first-visit month' }));
    const rows = table.getAllByRole('row').map((r) =>
      within(r)
        .queryAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    );
    expect(rows.filter((r) => r.length > 0)).toEqual([
      ['Jun 2027', '4: clients', '—', '—'],
      ['May 2027', '0', '—', '—'],
      // The non-zero cells open their clients (': clients' for screen readers).
      ['Apr 2027', '2: clients', '50.0%: clients', '0.0%'],
    ]);
    expect(
      screen.getByRole('img', { name: /Bar chart of clients this period against the previous/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'What Retention by first-visit month means' })).toBeTruthy();
  });

  it('asks for every location without an establishment', async () => {
    const fetchMock = render([OK], ALL_ESTABLISHMENTS);
    await screen.findByRole('list', { name: 'Client figures' });
    const q = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').searchParams;
    expect(q.has('establishmentId')).toBe(false);
  });

  it('says so when nobody came', async () => {
    render([[200, { success: true, data: EMPTY }]]);
    expect(await screen.findByRole('heading', { name: 'No client visits in this period' })).toBeTruthy();
  });

  it("shows a skeleton, then the server's sentence with Retry when it fails", async () => {
    render([[503, { success: false, message: 'The reports are being updated.' }], OK]);
    expect(screen.getByRole('status', { name: 'Loading the clients report' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the clients report');
    expect(alert.textContent).toContain('The reports are being updated.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Client figures' })).toBeTruthy();
  });

  it('downloads the figures and the cohorts as CSV', async () => {
    const csv = catchCsvDownloads();
    render([OK]);
    await screen.findByRole('list', { name: 'Client figures' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(csv.names).toEqual(['clients-report-2027-06-01-to-2027-06-30.csv']);
    const lines = await csv.lines();
    expect(lines.slice(0, 5)).toEqual([
      'Figure,This period,Previous period',
      'Clients,3,1',
      'New clients,1,0',
      'Returning clients,2,1',
      'Lapsed clients,2,2',
    ]);
    expect(lines).toContain('Retention by first-visit month');
    expect(lines).toContain('Apr 2027,2,50.0%,0.0%,—,—,—,—,—,—,—,—,—,—');
  });

  it('downloads the same tables as a PDF, named like the CSV', async () => {
    const file = catchCsvDownloads();
    render([OK]);
    await screen.findByRole('list', { name: 'Client figures' });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    // The PDF library loads on the click: the download follows a moment later.
    await waitFor(() => expect(file.names).toEqual(['clients-report-2027-06-01-to-2027-06-30.pdf']));
    const text = (await file.lines()).join('\n');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Clients Report)');
    expect(text).toContain('(Retention by first-visit month)');
  });
});

const LAPSED: ClientsList = {
  figure: 'lapsed',
  total: 2,
  page: 1,
  pageSize: 25,
  clients: [
    {
      clientId: 'c-dan',
      name: 'Dan Doe',
      email: 'dan@example.com',
      phone: null,
      firstVisit: '2026-12-01',
      lastVisit: '2026-12-01',
      visitsInRange: 0,
    },
    {
      clientId: 'c-hal',
      name: 'Hal Hill',
      email: null,
      phone: '+12125550100',
      firstVisit: '2027-04-01',
      lastVisit: '2027-04-01',
      visitsInRange: 0,
    },
  ],
};

/** The report at its path, and `list` (or its failure) at the list's path. */
function renderWithList(list: [number, unknown]) {
  const fetchMock = vi.fn(async (input: string) => {
    const path = input.split('?')[0];
    if (path === CLIENTS_REPORT_ENDPOINTS.clients.path) return jsonResponse(...list);
    if (path === CLIENTS_REPORT_ENDPOINTS.report.path) return jsonResponse(...OK);
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderSignedIn(<ClientsReportView establishmentId="e1" from="2027-06-01" to="2027-06-30" />, {});
  return fetchMock;
}

describe('the clients behind a figure', () => {
  it("opens a figure's clients in a modal, each name linking to their page; Escape closes it", async () => {
    const fetchMock = renderWithList([200, { success: true, data: LAPSED }]);
    const figures = within(await screen.findByRole('list', { name: 'Client figures' }));
    // Clients (new + returning) is not a figure of its own to list.
    expect(
      within(figures.getByRole('listitem', { name: 'Clients' })).queryByRole('button', { name: /clients$/ }),
    ).toBeNull();
    fireEvent.click(
      within(figures.getByRole('listitem', { name: 'Lapsed clients' })).getByRole('button', {
        name: '2: clients',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Lapsed clients, Jun 1 – Jun 30, 2027' }),
    );
    const dan = await dialog.findByRole('link', { name: 'Dan Doe' });
    expect(dan.getAttribute('href')).toBe('/crm/clients/c-dan');
    expect(dialog.getByRole('link', { name: 'Hal Hill' }).getAttribute('href')).toBe('/crm/clients/c-hal');
    expect(dialog.getAllByText('Dec 1, 2026')).toHaveLength(2);
    // Shown as US numbers are everywhere, not as the stored E.164.
    expect(dialog.getByText('(212) 555-0100')).toBeTruthy();
    const call = fetchMock.mock.calls
      .map((c) => String(c[0]))
      .find((u) => u.startsWith(CLIENTS_REPORT_ENDPOINTS.clients.path))!;
    expect(Object.fromEntries(new URL(call, 'http://localhost').searchParams)).toEqual({
      establishmentId: 'e1',
      from: '2027-06-01',
      to: '2027-06-30',
      figure: 'lapsed',
      page: '1',
    });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the next page of a long list', async () => {
    const fetchMock = renderWithList([200, { success: true, data: { ...LAPSED, total: 30 } }]);
    const figures = within(await screen.findByRole('list', { name: 'Client figures' }));
    fireEvent.click(
      within(figures.getByRole('listitem', { name: 'Lapsed clients' })).getByRole('button', {
        name: '2: clients',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          (c) =>
            String(c[0]).startsWith(CLIENTS_REPORT_ENDPOINTS.clients.path) && String(c[0]).includes('page=2'),
        ),
      ).toBe(true),
    );
  });

  it("opens a retention cell's clients: the cohort's, back that month", async () => {
    const fetchMock = renderWithList([200, { success: true, data: { ...LAPSED, figure: 'retained' } }]);
    const table = within(await screen.findByRole('table', { name: 'Retention by first-visit month' }));
    fireEvent.click(table.getByRole('button', { name: '50.0%: clients' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'First visit in Apr 2027, back in month 1' }),
    );
    expect(await dialog.findByRole('link', { name: 'Dan Doe' })).toBeTruthy();
    const call = fetchMock.mock.calls
      .map((c) => String(c[0]))
      .find((u) => u.startsWith(CLIENTS_REPORT_ENDPOINTS.clients.path))!;
    expect(Object.fromEntries(new URL(call, 'http://localhost').searchParams)).toMatchObject({
      figure: 'retained',
      cohort: '2027-04',
      after: '1',
    });
  });

  it('says so when nobody is behind a figure', async () => {
    renderWithList([200, { success: true, data: { ...LAPSED, figure: 'new', total: 0, clients: [] } }]);
    const figures = within(await screen.findByRole('list', { name: 'Client figures' }));
    fireEvent.click(
      within(figures.getByRole('listitem', { name: 'New clients' })).getByRole('button', {
        name: '1: clients',
      }),
    );
    expect(await screen.findByText('No clients behind this figure.')).toBeTruthy();
  });

  it("gives the server's reason with Retry when the list fails", async () => {
    renderWithList([503, { success: false, message: 'The reports are being updated.' }]);
    const figures = within(await screen.findByRole('list', { name: 'Client figures' }));
    fireEvent.click(
      within(figures.getByRole('listitem', { name: 'Returning clients' })).getByRole('button', {
        name: '2: clients',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load these clients');
    expect(alert.textContent).toContain('The reports are being updated.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
