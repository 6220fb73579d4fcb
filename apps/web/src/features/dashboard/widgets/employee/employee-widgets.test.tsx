/** Employee widgets: the next client with allergies and preferences, the day's list, earnings, empty and error states. */
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  APPOINTMENT_ENDPOINTS,
  CHECKOUT_ENDPOINTS,
  CRM_ENDPOINTS,
  PAYROLL_ENDPOINTS,
  endpointPath,
  type Appointment,
  type ClientDetail,
} from '@daybook/contracts';
import { establishmentFixture } from '../../../../test/establishment-fixture';
import { jsonResponse } from '../../../../test/render';
import { renderSignedIn } from '../../../../test/render-in-workspace';
import { appointmentFixture } from '../../test/appointment-fixture';
import type { WorkspaceValue } from '../../../../lib/workspace/workspace-context';
import { MyClientsTodayWidget } from './my-clients-today-widget';
import { MyEarningsWidget } from './my-earnings-widget';
import { NextClientWidget } from './next-client-widget';

// America/Chicago: 15:10 UTC on Nov 26 is 9:10 AM there.
const EST = establishmentFixture('11111111-1111-4111-8111-111111111111');
const ME = 'u2';
const LIST_URL = endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: EST.id });
const CLIENT_URL = endpointPath(CRM_ENDPOINTS.client, { id: 'c2' });

const appointment = (over: Partial<Appointment>) =>
  appointmentFixture(EST.id, {
    staffId: ME,
    staffName: 'Eve Employee',
    startTime: '08:00',
    endTime: '09:00',
    status: 'completed',
    paid: true,
    ...over,
  });

const MY_DAY: Appointment[] = [
  appointment({}),
  appointment({
    id: 'a2',
    clientId: 'c2',
    clientName: 'Bea Colour',
    serviceName: 'Balayage',
    startTime: '09:30',
    endTime: '11:30',
    status: 'confirmed',
    notes: 'Bring the swatch book.',
  }),
  appointment({
    id: 'a3',
    clientId: 'c3',
    clientName: 'Cy Later',
    startTime: '13:00',
    endTime: '13:30',
    status: 'booked',
  }),
  // Someone else's: an employee's dashboard keeps to their own.
  appointment({ id: 'a4', staffId: 'u7', clientName: 'Not Mine', startTime: '10:00', status: 'booked' }),
];

const BEA: ClientDetail = {
  id: 'c2',
  tenantId: 't1',
  establishmentId: EST.id,
  establishmentName: EST.name,
  name: 'Bea Colour',
  email: null,
  phone: null,
  birthdate: null,
  preferredStylist: ME,
  preferredStylistName: 'Eve Employee',
  preferences: 'Quiet appointment, no small talk.',
  allergies: 'PPD hair dye',
  status: 'active',
  source: 'walk-in',
  lastVisit: '2026-10-01',
  visitCount: 4,
  totalSpent: 600,
  averageSpend: 150,
  lifetimeSpend: 600,
  loyaltyPoints: 600,
  loyaltyPointsAdjustment: 0,
  favoriteServices: [],
  favoriteProducts: [],
  erasedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  notes: [],
  upcomingAppointments: [],
  duplicates: [],
};

type Answer = (url: string) => Response | undefined;

function stubFetch(patch?: Answer) {
  const fetchMock = vi.fn(async (url: string) => {
    const answer = patch?.(url);
    if (answer) return answer;
    if (url.startsWith(LIST_URL)) return jsonResponse(200, { success: true, data: MY_DAY });
    if (url === CLIENT_URL) return jsonResponse(200, { success: true, data: BEA });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderWidget(ui: ReactElement) {
  const workspace = {
    role: 'EMPLOYEE',
    user: { id: ME, email: 'eve@example.com' },
    tenant: { id: 't1' },
    establishments: [EST],
    locations: [],
    selectedId: EST.id,
    selected: EST,
    isAllSelected: false,
    selectEstablishment: () => {},
  } as unknown as WorkspaceValue;
  return renderSignedIn(ui, workspace);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T15:10:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NextClientWidget', () => {
  it('shows my next client with their allergies, preferences and the booking notes', async () => {
    const fetchMock = stubFetch();
    renderWidget(<NextClientWidget />);
    const allergies = await screen.findByRole('alert', { name: 'Allergies' });
    expect(within(allergies).getByText('PPD hair dye')).toBeTruthy();
    expect(allergies.getAttribute('data-variant')).toBe('filled');
    expect(screen.getByRole('alert', { name: 'Preferences' }).textContent).toContain('no small talk');
    expect(screen.getByRole('alert', { name: 'Appointment notes' }).textContent).toContain('swatch book');
    expect(screen.getByText('Bea Colour')).toBeTruthy();
    expect(screen.getByText('9:30–11:30 AM · Balayage')).toBeTruthy();
    const list = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(list.searchParams.get('staffIds')).toBe(ME);
    // Only the next client's record is read.
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/crm/'))).toHaveLength(1);
  });

  it('says so when no clients are left today', async () => {
    stubFetch((url) =>
      url.startsWith(LIST_URL) ? jsonResponse(200, { success: true, data: [appointment({})] }) : undefined,
    );
    renderWidget(<NextClientWidget />);
    expect(await screen.findByText('No more clients today.')).toBeTruthy();
  });
});

describe('MyClientsTodayWidget', () => {
  it('lists only my appointments, flagging the next one and its allergies', async () => {
    stubFetch();
    renderWidget(<MyClientsTodayWidget />);
    const list = await screen.findByRole('list', { name: 'My appointments today' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['8:00 AM, Ava Walker', '9:30 AM, Bea Colour', '1:00 PM, Cy Later']);
    const bea = screen.getByRole('listitem', { name: '9:30 AM, Bea Colour' });
    expect(within(bea).getByText('Next')).toBeTruthy();
    expect(await within(bea).findByLabelText('Allergies: PPD hair dye')).toBeTruthy();
    expect(within(bea).getByText('Confirmed')).toBeTruthy();
  });
});

describe('MyEarningsWidget', () => {
  it('shows my sales and tips today and in the current pay period, in dollars', async () => {
    const earningsPath = CHECKOUT_ENDPOINTS.earnings.path;
    const fetchMock = stubFetch((url) => {
      if (url.startsWith(PAYROLL_ENDPOINTS.periods.path))
        return jsonResponse(200, {
          success: true,
          data: [{ start: '2026-11-16', end: '2026-11-29', current: true, runId: null, status: null }],
        });
      if (!url.startsWith(earningsPath)) return undefined;
      const today = new URL(url, 'http://localhost').searchParams.get('start_date') === '2026-11-26';
      const mine = {
        staffId: ME,
        staffName: 'Eve Employee',
        serviceSales: today ? 130 : 1450.5,
        productSales: today ? 24 : 310,
        tips: today ? 20 : 212.25,
        refunds: 0,
        services: today ? 2 : 19,
        transactions: today ? 2 : 17,
      };
      return jsonResponse(200, {
        success: true,
        data: { startDate: '2026-11-16', endDate: '2026-11-26', staff: [mine] },
      });
    });
    renderWidget(<MyEarningsWidget />);
    const table = await screen.findByRole('table', { name: 'My earnings' });
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    expect([...row('Service sales')].map((td) => td.textContent)).toEqual(['$130.00', '$1,450.50']);
    expect([...row('Tips')].map((td) => td.textContent)).toEqual(['$20.00', '$212.25']);
    expect(within(table).getByRole('columnheader', { name: 'This pay period' })).toBeTruthy();
    expect(screen.getByText('This pay period: Nov 16, 2026 – Nov 26, 2026')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([u]) => new URL(String(u), 'http://localhost'))
          .filter((u) => u.pathname === earningsPath)
          .map((u) => u.searchParams.get('start_date'))
          .sort(),
      ).toEqual(['2026-11-16', '2026-11-26']),
    );
  });
});
