import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  WAITLIST_ENDPOINTS as E,
  WAITLIST_MESSAGES as M,
  endpointPath,
  type Role,
  type WaitlistEntry,
} from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { windowText } from './entry-card';
import { WaitlistView } from './waitlist-view';

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 'w1',
  tenant_id: 't1',
  establishment_id: 'e1',
  client_id: null,
  client_name: 'Olivia Bennett',
  phone: '+12125550141',
  email: 'olivia@example.com',
  service_id: 's1',
  service_name: 'Haircut',
  staff_id: null,
  preferred_staff: null,
  earliest_date: '2026-12-09',
  latest_date: '2026-12-09',
  days_of_week: null,
  time_from: '09:00',
  time_to: '14:00',
  position: 1,
  estimated_wait: 45,
  estimated_time: '10:45',
  priority: 'normal',
  status: 'waiting',
  notes: null,
  created_at: '2026-12-08T13:00:00.000Z',
  seated_at: null,
  appointment_id: null,
  offers: [],
  ...over,
});

const QUEUE = [
  entry({}),
  entry({
    id: 'w2',
    client_name: 'Ethan Brooks',
    position: 2,
    status: 'offered',
    priority: 'urgent',
    preferred_staff: 'Emma Chen',
    offers: [
      {
        id: 'o1',
        appointment_id: 'a1',
        date: '2026-12-09',
        start_time: '10:00',
        end_time: '11:00',
        staff_id: 'u1',
        staff_name: 'Emma Chen',
        emailed_at: null,
        texted_at: null,
        created_at: '2026-12-08T13:00:00.000Z',
      },
    ],
  }),
];

function renderView(role: Role, fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <WaitlistView tenantId="t1" establishmentId="e1" timeZone="America/New_York" role={role} />
    </QueryClientProvider>,
  );
}

function server(overrides: (url: string, init?: RequestInit) => Response | undefined = () => undefined) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const own = overrides(url, init);
    if (own) return own;
    if (url.startsWith(E.pending.path))
      return jsonResponse(200, { success: true, data: { offered: 1, sms_configured: false } });
    if (url.startsWith(E.list.path)) return jsonResponse(200, { success: true, data: QUEUE });
    return jsonResponse(200, { success: true, data: [] });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('WaitlistView', () => {
  it('says no opening is left today for an entry the calendar cannot place, never a night-long wait', async () => {
    renderView(
      'FRONTDESK',
      server((url) =>
        url.startsWith(E.list.path)
          ? jsonResponse(200, {
              success: true,
              data: [entry({ estimated_wait: null, estimated_time: null })],
            })
          : undefined,
      ),
    );
    const olivia = await screen.findByRole('article', { name: 'Olivia Bennett' });
    expect(within(olivia).getByText(M.noOpening)).toBeTruthy();
    expect(within(olivia).queryByText(/^~/)).toBeNull();
  });

  it('shows the queue in order with the offer highlighted; texts are off with the reason', async () => {
    renderView('FRONTDESK', server());
    const ethan = await screen.findByRole('article', { name: 'Ethan Brooks' });
    expect(within(ethan).getByText('Offer')).toBeTruthy();
    expect(within(ethan).getByText('urgent')).toBeTruthy();
    expect(
      within(ethan).getByText(/Slot open: Dec 9, 2026, 10:00 AM – 11:00 AM with Emma Chen/),
    ).toBeTruthy();
    expect(within(ethan).getByRole('button', { name: 'Text offer: Ethan Brooks' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(ethan).getByText(`${M.smsOff}.`)).toBeTruthy();
    const olivia = screen.getByRole('article', { name: 'Olivia Bennett' });
    expect(within(olivia).getByText(/Haircut · first available/)).toBeTruthy();
    expect(within(olivia).getByText(/9:00 AM – 2:00 PM/)).toBeTruthy();
    expect(within(olivia).getByText('~45 min (10:45 AM)')).toBeTruthy();
    expect(within(olivia).queryByRole('button', { name: /Email offer/ })).toBeNull();
  });

  it('calls the next client', async () => {
    const fetchMock = server((url, init) =>
      init?.method === 'POST' && url.startsWith(E.callNext.path)
        ? jsonResponse(200, { success: true, data: { ...QUEUE[0], status: 'seated' } })
        : undefined,
    );
    renderView('FRONTDESK', fetchMock);
    await screen.findByRole('article', { name: 'Olivia Bennett' });
    fireEvent.click(screen.getByRole('button', { name: 'Call next' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, i]) => String(u).startsWith(E.callNext.path) && (i as RequestInit).method === 'POST',
        ),
      ).toBe(true),
    );
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes(endpointPath(E.remove, { id: 'w1' })))).toBe(
      false,
    );
  });

  it('gives an employee the queue without buttons', async () => {
    renderView('EMPLOYEE', server());
    const olivia = await screen.findByRole('article', { name: 'Olivia Bennett' });
    expect(within(olivia).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Call next' })).toBeNull();
  });

  it('says “Failed to fetch waitlist” when the list fails', async () => {
    renderView(
      'FRONTDESK',
      server((url) => (url.startsWith(E.list.path) ? jsonResponse(500, { success: false }) : undefined)),
    );
    expect((await screen.findAllByText(M.fetchFailed)).length).toBeGreaterThan(0);
  });
});

describe('windowText', () => {
  it('says the wanted hours, open-ended on either side, or all day', () => {
    const day = { earliest_date: '2026-12-09', latest_date: '2026-12-09', days_of_week: null };
    expect(windowText(entry({ ...day, time_from: null, time_to: null }))).toBe('Dec 9, 2026 · all day');
    expect(windowText(entry({ ...day, time_from: '14:00', time_to: null }))).toBe(
      'Dec 9, 2026 · from 2:00 PM',
    );
    expect(windowText(entry({ ...day, time_from: null, time_to: '11:30' }))).toBe(
      'Dec 9, 2026 · until 11:30 AM',
    );
  });
});
