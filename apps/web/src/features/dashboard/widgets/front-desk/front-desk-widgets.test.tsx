/** Front-desk widgets: arrivals with late flags and check-in, late list, ready to pay, walk-ins, the all-locations and error states. */
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ALL_ESTABLISHMENTS,
  APPOINTMENT_ENDPOINTS,
  APPOINTMENT_MESSAGES,
  CHECKOUT_ENDPOINTS,
  WALK_IN_ENDPOINTS,
  endpointPath,
  type Appointment,
  type Ticket,
  type WalkIn,
} from '@daybook/contracts';
import { establishmentFixture } from '../../../../test/establishment-fixture';
import { jsonResponse } from '../../../../test/render';
import { renderSignedIn } from '../../../../test/render-in-workspace';
import { appointmentFixture } from '../../test/appointment-fixture';
import type { WorkspaceValue } from '../../../../lib/workspace/workspace-context';
import { ArrivalsWidget } from './arrivals-widget';
import { InChairWidget } from './in-chair-widget';
import { LateWidget } from './late-widget';
import { ReadyToPayWidget } from './ready-to-pay-widget';
import { WalkInsWidget } from './walk-ins-widget';

// America/Chicago: 15:10 UTC on Nov 26 is 9:10 AM there.
const EST = establishmentFixture('11111111-1111-4111-8111-111111111111');
const NOW = new Date('2026-11-26T15:10:00.000Z');
const LIST_URL = endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: EST.id });
const WALK_INS_URL = endpointPath(WALK_IN_ENDPOINTS.list, { tenantId: 't1', establishmentId: EST.id });

const appointment = (over: Partial<Appointment>) => appointmentFixture(EST.id, over);

const DAY: Appointment[] = [
  appointment({
    id: 'a0',
    clientName: 'Cal Early',
    startTime: '08:00',
    endTime: '08:45',
    status: 'completed',
  }),
  appointment({}),
  appointment({ id: 'a2', clientName: 'Ben Stone', startTime: '08:30', status: 'in_service' }),
  appointment({
    id: 'a3',
    clientName: 'Dee Later',
    startTime: '11:30',
    endTime: '12:00',
    status: 'confirmed',
  }),
  appointment({ id: 'a4', clientName: 'Gone Away', startTime: '10:00', status: 'cancelled' }),
];

const openTicket = (over: Partial<Ticket>): Ticket => ({
  id: 't-1',
  number: 7,
  appointmentId: null,
  tenantId: 't1',
  establishmentId: EST.id,
  status: 'open',
  priority: 'normal',
  staffIds: ['u1'],
  clientId: null,
  clientName: 'Fay Ticket',
  lines: [],
  subtotal: 42.5,
  transactionId: null,
  notes: null,
  createdAt: '2026-11-26T14:00:00.000Z',
  createdBy: null,
  paidAt: null,
  voidedAt: null,
  voidedBy: null,
  voidReason: null,
  ...over,
});

type Answer = (url: string, init: RequestInit) => Response | undefined;

/** Answers the day's appointments, no tickets and no walk-ins, unless `patch` answers first. */
function stubFetch(patch?: Answer) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const answer = patch?.(url, init);
    if (answer) return answer;
    if (url.startsWith(CHECKOUT_ENDPOINTS.tickets.path))
      return jsonResponse(200, { success: true, data: [], count: 0 });
    if (url.startsWith(LIST_URL)) return jsonResponse(200, { success: true, data: DAY });
    return jsonResponse(200, { success: true, data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderWidget(ui: ReactElement, over: Partial<WorkspaceValue> = {}) {
  const workspace = {
    role: 'FRONTDESK',
    user: { id: 'u9', email: 'desk@example.com' },
    tenant: { id: 't1' },
    establishments: [EST],
    locations: [],
    selectedId: EST.id,
    selected: EST,
    isAllSelected: false,
    selectEstablishment: () => {},
    ...over,
  } as unknown as WorkspaceValue;
  return renderSignedIn(ui, workspace);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ArrivalsWidget', () => {
  it('lists the local day in time order without cancelled ones, flags the late client, offers check-in to the expected', async () => {
    const fetchMock = stubFetch();
    renderWidget(<ArrivalsWidget />);
    const table = await screen.findByRole('table', { name: "Today's arrivals" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.firstChild!.textContent)).toEqual([
      'Cal Early',
      'Ava Walker',
      'Ben Stone',
      'Dee Later',
    ]);
    const ava = within(rows[1]!);
    expect(ava.getByText('9:00 AM')).toBeTruthy();
    expect(ava.getByText("Women's Haircut · Emma Chen")).toBeTruthy();
    expect(ava.getByText('Booked')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe(LIST_URL);
    expect(url.searchParams.get('startDate')).toBe('2026-11-26');
    expect(url.searchParams.get('endDate')).toBe('2026-11-26');
    // Late: booked for 9:00 and not here at 9:10; the 11:30 client is not due yet.
    const late = screen.getAllByText('Late');
    expect(late).toHaveLength(1);
    expect(late[0]!.closest('[aria-label]')?.getAttribute('aria-label')).toBe('Late, 10 min late');
    expect(
      screen.getAllByRole('button', { name: /^Check in/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Check in Ava Walker', 'Check in Dee Later']);
    // Arrived and unpaid: one click to the register (issue #28).
    expect(
      screen
        .getAllByRole('link', { name: /^Check out/ })
        .map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')]),
    ).toEqual([
      ['Check out Cal Early', '/register?appointment=a0'],
      ['Check out Ben Stone', '/register?appointment=a2'],
    ]);
    // The list scrolls in its own box, which the keyboard reaches even when no row has a button.
    const box = screen.getByRole('region', { name: "Today's arrivals, scrollable" });
    expect(box.tabIndex).toBe(0);
    expect(within(box).getByRole('table', { name: "Today's arrivals" })).toBe(table);
  });

  it('keeps the status and Check in on a phone: time and status in the client cell, two columns', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...real(query),
      matches: query.includes('max-width: 40em') || real(query).matches,
    }));
    stubFetch();
    renderWidget(<ArrivalsWidget />);
    const table = await screen.findByRole('table', { name: "Today's arrivals" });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Client', 'Actions']),
    );
    const ava = within(table).getAllByRole('row')[2]!;
    const [client, action] = within(ava).getAllByRole('cell');
    expect(within(client!).getByText('9:00 AM · Ava Walker')).toBeTruthy();
    expect(within(client!).getByText('Booked')).toBeTruthy();
    expect(within(client!).getByText('Late')).toBeTruthy();
    expect(within(action!).getByRole('button', { name: 'Check in Ava Walker' })).toBeTruthy();
    vi.mocked(window.matchMedia).mockRestore();
  });

  it('checks a client in with one click: a PUT of status checked_in, then the day is read again', async () => {
    const putUrl = endpointPath(APPOINTMENT_ENDPOINTS.update, { id: 'a1' });
    const fetchMock = stubFetch((url, init) =>
      url === putUrl && init.method === 'PUT'
        ? jsonResponse(200, { success: true, data: appointment({ status: 'checked_in' }) })
        : undefined,
    );
    renderWidget(<ArrivalsWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Ava Walker' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === putUrl)).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([u]) => u === putUrl)!;
    expect(JSON.parse(String(init!.body))).toEqual({ status: 'checked_in' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith(LIST_URL))).toHaveLength(2),
    );
  });

  it('asks for a location when all locations are selected, without a request', () => {
    const fetchMock = stubFetch();
    renderWidget(<ArrivalsWidget />, { selectedId: ALL_ESTABLISHMENTS, selected: null, isAllSelected: true });
    expect(screen.getByText("Choose a location to see today's arrivals.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the spec’s failure text with a retry when the day cannot be read', async () => {
    stubFetch((url) =>
      // A 4xx: the widget does not try again, so the error shows at once.
      url.startsWith(LIST_URL)
        ? jsonResponse(403, { success: false, message: 'Not allowed here' })
        : undefined,
    );
    renderWidget(<ArrivalsWidget />);
    expect(await screen.findByText(APPOINTMENT_MESSAGES.fetchFailed)).toBeTruthy();
    expect(screen.getByText(/Not allowed here/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});

describe('InChairWidget', () => {
  it('lists who is in service with a Check out to the register while unpaid (issue #28)', async () => {
    stubFetch();
    renderWidget(<InChairWidget />);
    const link = await screen.findByRole('link', { name: 'Check out Ben Stone' });
    expect(link.getAttribute('href')).toBe('/register?appointment=a2');
  });

  it('offers no Check out to a role that takes no payments', async () => {
    stubFetch();
    renderWidget(<InChairWidget />, { role: 'EMPLOYEE' });
    expect(await screen.findByText('Ben Stone')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Check out/ })).toBeNull();
  });
});

describe('LateWidget', () => {
  it('lists the late clients with their minutes late and a check-in', async () => {
    stubFetch();
    renderWidget(<LateWidget />);
    const item = await screen.findByRole('listitem', { name: 'Ava Walker, 10 min late' });
    expect(within(item).getByText('10 min late · due 9:00 AM')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Check in Ava Walker' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('ReadyToPayWidget', () => {
  it('links open tickets and unpaid finished visits to the register, skipping a visit already on a ticket', async () => {
    const ticketed = appointment({
      id: 'a7',
      clientName: 'Tia Ticketed',
      startTime: '07:00',
      status: 'completed',
    });
    const fetchMock = stubFetch((url) => {
      if (url.startsWith(CHECKOUT_ENDPOINTS.tickets.path))
        return jsonResponse(200, { success: true, data: [openTicket({ appointmentId: 'a7' })], count: 1 });
      if (url.startsWith(LIST_URL)) return jsonResponse(200, { success: true, data: [ticketed, ...DAY] });
      return undefined;
    });
    renderWidget(<ReadyToPayWidget />);
    const ticket = await screen.findByRole('listitem', { name: 'Ticket #7, Fay Ticket, $42.50' });
    expect(within(ticket).getByRole('link', { name: 'Check out Fay Ticket' }).getAttribute('href')).toBe(
      '/register?ticket=t-1',
    );
    const cal = screen.getByRole('listitem', { name: 'Cal Early, $65.00' });
    expect(within(cal).getByRole('link', { name: 'Check out Cal Early' }).getAttribute('href')).toBe(
      '/register?appointment=a0',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const ticketsCall = fetchMock.mock.calls.find(([u]) =>
      String(u).startsWith(CHECKOUT_ENDPOINTS.tickets.path),
    )!;
    const query = new URL(String(ticketsCall[0]), 'http://localhost').searchParams;
    expect(query.get('status')).toBe('open');
    expect(query.get('establishmentId')).toBe(EST.id);
  });
});

describe('WalkInsWidget', () => {
  it('counts waiting and in-service walk-ins and lists the next waiting with their wait', async () => {
    const walkIn = (over: Partial<WalkIn>): WalkIn => ({
      id: 'w1',
      type: 'walk-in',
      tenantId: 't1',
      establishmentId: EST.id,
      clientId: null,
      clientName: 'Wes Waiting',
      phone: null,
      email: null,
      serviceId: 's1',
      serviceName: 'Beard Trim',
      staffId: null,
      staffName: null,
      status: 'waiting',
      checkedInAt: '2026-11-26T15:00:00.000Z',
      startedAt: null,
      finishedAt: null,
      appointmentId: null,
      servingStaffId: null,
      servingStaffName: null,
      estimatedWait: 25,
      estimatedTime: '09:35',
      estimateSource: 'calendar',
      notes: null,
      ...over,
    });
    stubFetch((url) =>
      url === WALK_INS_URL
        ? jsonResponse(200, {
            success: true,
            data: [
              walkIn({}),
              walkIn({
                id: 'w2',
                clientName: 'Sia Seated',
                status: 'in_service',
                estimatedWait: null,
                estimatedTime: null,
              }),
            ],
          })
        : undefined,
    );
    renderWidget(<WalkInsWidget />);
    expect(
      await screen.findByRole('listitem', { name: 'Wes Waiting, about 25 min · ~9:35 AM' }),
    ).toBeTruthy();
    expect(screen.getByText((_, el) => el?.textContent === '1 waiting')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.textContent === '1 in service')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open walk-ins' }).getAttribute('href')).toBe('/walk-ins');
  });
});
