/**
 * The clients report view (issue #31) against a stubbed endpoint: the figures with their change
 * and definitions, the chart, the retention table newest first, the question it asks, the empty,
 * loading and failed states, and the CSV.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ALL_ESTABLISHMENTS,
  CLIENTS_REPORT_ENDPOINTS,
  type ClientsReport,
  type RetentionCohort,
} from '@daybook/contracts';
import { renderSignedIn } from '../../../test/render-in-workspace';
import { stubEndpoint } from '../../../test/render-with-stubbed-server';
import { catchCsvDownloads } from '../../../test/csv-download';
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
      ['Jun 2027', '4', '—', '—'],
      ['May 2027', '0', '—', '—'],
      ['Apr 2027', '2', '50.0%', '0.0%'],
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
