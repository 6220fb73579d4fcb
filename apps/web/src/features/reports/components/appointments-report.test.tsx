/**
 * The appointments report view (issue #31) against a stubbed endpoint: the figures with their
 * change (percent, and points for rates) and definitions, the lead-time chart, the tables by
 * status, lead time, service and reason, the question it asks, the empty and failed states, and
 * the CSV.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ALL_ESTABLISHMENTS,
  APPOINTMENTS_REPORT_ENDPOINTS,
  type AppointmentsList,
  type AppointmentsReport,
} from '@daybook/contracts';
import { renderSignedIn } from '../../../test/render-in-workspace';
import { stubEndpoint } from '../../../test/render-with-stubbed-server';
import { catchCsvDownloads } from '../../../test/csv-download';
import { AppointmentsReportView } from './appointments-report';

const REPORT: AppointmentsReport = {
  establishmentId: 'e1',
  from: '2027-06-01',
  to: '2027-06-30',
  previousFrom: '2027-05-02',
  previousTo: '2027-05-31',
  totals: {
    booked: 8,
    completed: 5,
    cancelled: 1,
    noShows: 1,
    cancellationRate: 0.125,
    noShowRate: 0.125,
    online: 3,
    onlineShare: 0.375,
    leadTimeMedianDays: 1.5,
    leadTimeAverageDays: 4.5,
  },
  previous: {
    booked: 2,
    completed: 1,
    cancelled: 1,
    noShows: 0,
    cancellationRate: 0.5,
    noShowRate: 0,
    online: 1,
    onlineShare: 0.5,
    leadTimeMedianDays: 5.5,
    leadTimeAverageDays: 5.5,
  },
  byStatus: [
    { status: 'booked', appointments: 1 },
    { status: 'confirmed', appointments: 0 },
    { status: 'checked_in', appointments: 0 },
    { status: 'in_service', appointments: 0 },
    { status: 'completed', appointments: 5 },
    { status: 'cancelled', appointments: 1 },
    { status: 'no_show', appointments: 1 },
  ],
  byService: [
    {
      serviceId: 's1',
      serviceName: "Women's Haircut",
      establishmentName: 'Salon One',
      booked: 7,
      completed: 4,
      cancelled: 1,
      noShows: 1,
    },
    {
      serviceId: 's2',
      serviceName: "Men's Haircut",
      establishmentName: 'Salon One',
      booked: 1,
      completed: 1,
      cancelled: 0,
      noShows: 0,
    },
  ],
  leadTime: [
    { bucket: 'same_day', appointments: 3 },
    { bucket: '1_2', appointments: 2 },
    { bucket: '3_7', appointments: 1 },
    { bucket: '8_14', appointments: 1 },
    { bucket: '15_plus', appointments: 1 },
  ],
  byReason: [
    { reason: 'illness', cancelled: 1, noShows: 0 },
    { reason: null, cancelled: 0, noShows: 1 },
  ],
};
const OK: [number, unknown] = [200, { success: true, data: REPORT }];

function render(answers: [number, unknown][], establishmentId = 'e1') {
  const fetchMock = stubEndpoint(APPOINTMENTS_REPORT_ENDPOINTS.report.path, answers);
  renderSignedIn(
    <AppointmentsReportView establishmentId={establishmentId} from="2027-06-01" to="2027-06-30" />,
    {},
  );
  return fetchMock;
}

const cells = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) =>
      within(r)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    )
    .filter((r) => r.length > 0);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the appointments report', () => {
  it('shows the figures with their change and definitions', async () => {
    const fetchMock = render([OK]);
    const figures = within(await screen.findByRole('list', { name: 'Appointment figures' }));
    const card = (name: string) => within(figures.getByRole('listitem', { name }));
    expect(card('Booked').getByText('8')).toBeTruthy();
    expect(card('Booked').getByText(/\+300\.0%/)).toBeTruthy();
    expect(card('Cancellation rate').getByText('12.5%')).toBeTruthy();
    // Rates move by points: 50% → 12.5% is 37.5 points down.
    expect(card('Cancellation rate').getByText(/−37\.5 pts/).textContent).toContain('down against');
    expect(card('Median lead time').getByText('1.5 days')).toBeTruthy();
    expect(card('Average lead time').getByText('4.5 days')).toBeTruthy();
    // 3 of 8 booked online, against 1 of 2 before: 12.5 points down.
    expect(card('Booked online').getByText('37.5%')).toBeTruthy();
    expect(card('Booked online').getByText(/−12\.5 pts/)).toBeTruthy();
    fireEvent.click(figures.getByRole('button', { name: 'What Booked means' }));
    expect(await screen.findByText(/whatever their status/)).toBeTruthy();
    fireEvent.click(figures.getByRole('button', { name: 'What Booked online means' }));
    expect(await screen.findByText(/booked on the online booking page/)).toBeTruthy();
    expect(screen.getByText(/compared with May 2 – May 31, 2027\./)).toBeTruthy();
    const q = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(q)).toEqual({ establishmentId: 'e1', from: '2027-06-01', to: '2027-06-30' });
  });

  it('draws the lead times and the tables by status, lead time and service', async () => {
    render([OK]);
    await screen.findByRole('list', { name: 'Appointment figures' });
    expect(
      screen.getByRole('img', { name: /how far ahead 8 appointments were booked: Same day 3/ }),
    ).toBeTruthy();
    // A listable count is a button whose text ends ': appointments' for screen readers.
    expect(cells('Appointments by status')).toContainEqual(['Completed', '5: appointments', '62.5%']);
    expect(cells('Booked ahead')).toEqual([
      ['Same day', '3', '37.5%'],
      ['1–2 days', '2', '25.0%'],
      ['3–7 days', '1', '12.5%'],
      ['8–14 days', '1', '12.5%'],
      ['15+ days', '1', '12.5%'],
    ]);
    expect(cells('Appointments by service')[0]).toEqual(["Women's Haircut", '7', '4', '1', '1']);
    expect(cells('Cancellations and no-shows by reason')).toEqual([
      ['Illness', '1: appointments', '0: appointments'],
      ['No reason given', '0: appointments', '1: appointments'],
    ]);
    expect(screen.queryByText(/not in this report yet/)).toBeNull();
  });

  it('names each service’s location with every location (each has its own services)', async () => {
    const all = { ...REPORT, establishmentId: ALL_ESTABLISHMENTS };
    render([[200, { success: true, data: all }]], ALL_ESTABLISHMENTS);
    await screen.findByRole('list', { name: 'Appointment figures' });
    expect(cells('Appointments by service')[0]).toEqual(["Women's Haircut", 'Salon One', '7', '4', '1', '1']);
  });

  it('says so when nothing was booked, and fails with the server’s sentence', async () => {
    const none = { ...REPORT, totals: { ...REPORT.totals, booked: 0 } };
    render([[200, { success: true, data: none }]]);
    expect(await screen.findByRole('heading', { name: 'No appointments in this period' })).toBeTruthy();
    vi.unstubAllGlobals();
    render([[500, { success: false, message: 'Something went wrong on our side.' }]]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the appointments report');
    expect(alert.textContent).toContain('Something went wrong on our side.');
  });

  it('downloads the four tables as CSV', async () => {
    const csv = catchCsvDownloads();
    render([OK]);
    await screen.findByRole('list', { name: 'Appointment figures' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(csv.names).toEqual(['appointments-report-2027-06-01-to-2027-06-30.csv']);
    const lines = await csv.lines();
    expect(lines.slice(0, 3)).toEqual([
      'Appointments by status',
      'Status,Appointments,Share',
      'Booked,1,12.5%',
    ]);
    expect(lines).toContain('Service,Booked,Completed,Cancelled,No-shows');
    expect(lines).toContain("Women's Haircut,7,4,1,1");
    expect(lines).toContain('15+ days,1,12.5%');
    expect(lines.slice(-4)).toEqual([
      'Cancellations and no-shows by reason',
      'Reason,Cancellations,No-shows',
      'Illness,1,0',
      'No reason given,0,1',
    ]);
  });
});

const FAY: AppointmentsList = {
  appointments: [
    {
      id: 'a1',
      date: '2027-06-16',
      time: '10:00',
      clientName: 'Fay Report',
      serviceName: "Women's Haircut",
      staffName: 'Emma Stylist',
      establishmentName: 'Salon One',
      status: 'cancelled',
      reason: 'illness',
      bookedOnline: false,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

describe('the appointments behind a figure', () => {
  /** The report, and the list at its own path answering `list` (or failing when null). */
  function renderWithList(list: AppointmentsList | null) {
    const fetchMock = vi.fn(async (input: string) => {
      const answer: [number, unknown] = !input.startsWith(APPOINTMENTS_REPORT_ENDPOINTS.list.path)
        ? [200, { success: true, data: REPORT }]
        : list
          ? [200, { success: true, data: list }]
          : [500, { success: false, message: 'Something went wrong on our side.' }];
      return new Response(JSON.stringify(answer[1]), {
        status: answer[0],
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSignedIn(<AppointmentsReportView establishmentId="e1" from="2027-06-01" to="2027-06-30" />, {});
    return fetchMock;
  }
  const listCalls = (fetchMock: ReturnType<typeof renderWithList>) =>
    fetchMock.mock.calls
      .map(([url]) => new URL(url, 'http://x'))
      .filter((u) => u.pathname === APPOINTMENTS_REPORT_ENDPOINTS.list.path);

  it('opens a reason row’s cancellations: fetches that figure and reason and lists its rows', async () => {
    const fetchMock = renderWithList(FAY);
    const reasons = await screen.findByRole('table', { name: 'Cancellations and no-shows by reason' });
    const illness = within(within(reasons).getByRole('row', { name: /Illness/ }));
    fireEvent.click(illness.getAllByRole('button', { name: '1: appointments' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /Cancellations \(Illness\), Jun 1/ });
    expect(await within(dialog).findByText('Fay Report')).toBeTruthy();
    expect(cells('Cancellations')).toEqual([
      [
        'Jun 16, 2027',
        '10:00 AM',
        'Fay Report',
        "Women's Haircut",
        'Emma Stylist',
        'Salon One',
        'Cancelled',
        'Illness',
        'No',
      ],
    ]);
    const [call] = listCalls(fetchMock);
    expect(Object.fromEntries(call!.searchParams)).toMatchObject({
      establishmentId: 'e1',
      from: '2027-06-01',
      to: '2027-06-30',
      figure: 'cancelled',
      reason: 'illness',
      page: '1',
    });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a figure from the buttons under the cards, and says when none is behind it', async () => {
    const fetchMock = renderWithList({ ...FAY, appointments: [], total: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Booked online 3: appointments' }));
    const dialog = await screen.findByRole('dialog', { name: /Appointments booked online/ });
    expect(await within(dialog).findByText('No appointments behind this figure.')).toBeTruthy();
    expect(listCalls(fetchMock)[0]!.searchParams.get('figure')).toBe('online');
  });

  it('shows the server’s sentence when the list fails', async () => {
    renderWithList(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Booked 8: appointments' }));
    const dialog = await screen.findByRole('dialog', { name: /Booked appointments/ });
    expect(await within(dialog).findByText('Something went wrong on our side.')).toBeTruthy();
  });
});
