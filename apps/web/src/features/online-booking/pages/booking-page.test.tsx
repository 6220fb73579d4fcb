import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import {
  CONTACT_MESSAGES,
  ONLINE_BOOKING_MESSAGES,
  type BookingEstablishment,
  type BookingLocation,
} from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { BookingPage } from './booking-page';

const TENANT = '11111111-1111-4111-8111-111111111111';
const PLACE_ID = '22222222-2222-4222-8222-222222222222';
const OTHER_ID = '33333333-3333-4333-8333-333333333333';
const CUT_ID = '44444444-4444-4444-8444-444444444444';
const EMMA = '55555555-5555-4555-8555-555555555555';
const open = { isOpen: true, openTime: '09:00', closeTime: '17:00' };

const PLACE: BookingEstablishment = {
  id: PLACE_ID,
  name: 'Luxe Salon Manhattan',
  tenantId: TENANT,
  address: { street: '415 Madison Avenue', city: 'New York', state: 'NY', postalCode: '10017' },
  phone: '(212) 555-0101',
  timeZone: 'America/New_York',
  businessHours: {
    monday: { ...open, isOpen: false },
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: open,
    sunday: open,
  },
  today: '2026-03-02',
  lastDate: '2026-04-01',
  minAdvanceMinutes: 60,
  services: [
    {
      id: CUT_ID,
      name: 'Online Cut',
      category: 'Haircuts',
      description: 'Wash, cut and style.',
      duration: 60,
      price: 50,
      staffIds: [EMMA],
    },
  ],
  staff: [{ id: EMMA, name: 'Emma Chen', title: 'Senior Stylist', color: '#4F46E5', avatar: null }],
};

const LOCATIONS: BookingLocation[] = [
  { id: PLACE_ID, name: 'Luxe Salon Manhattan', city: 'New York', state: 'NY', timeZone: 'America/New_York' },
  { id: OTHER_ID, name: 'Luxe Salon Chicago', city: 'Chicago', state: 'IL', timeZone: 'America/Chicago' },
];

let fetchMock: ReturnType<typeof vi.fn>;
let slotAnswers: string[][];
let bookAnswers: Response[];

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/book', element: <BookingPage /> },
      { path: '/book/:establishmentId', element: <BookingPage /> },
    ],
    { initialEntries: [path] },
  );
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  slotAnswers = [['10:00', '10:15'], ['10:15']];
  bookAnswers = [];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url.endsWith(`/tenants/${TENANT}/establishments`))
      return jsonResponse(200, { success: true, data: LOCATIONS });
    if (url.endsWith(`/establishments/${PLACE_ID}`)) return jsonResponse(200, { success: true, data: PLACE });
    if (url.includes('/availability?')) {
      const starts = slotAnswers.length > 1 ? slotAnswers.shift()! : slotAnswers[0]!;
      const date = new URL(url, 'http://x').searchParams.get('date');
      return jsonResponse(200, {
        success: true,
        data: { date, slots: starts.map((startTime) => ({ startTime, endTime: '11:00' })) },
      });
    }
    if (method === 'POST' && url.endsWith('/appointments')) return bookAnswers.shift()!;
    return jsonResponse(404, { success: false, message: ONLINE_BOOKING_MESSAGES.locationNotFound });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookingPage', () => {
  it('asks for the business’s link on plain /book and lists nothing', async () => {
    renderAt('/book');
    expect(screen.getByText(/Ask your salon for its online booking link/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the business’s locations as links to their booking pages', async () => {
    renderAt(`/book?tenant=${TENANT}`);
    const link = await screen.findByRole('link', { name: /Luxe Salon Chicago/ });
    expect(link.getAttribute('href')).toBe(`/book/${OTHER_ID}?tenant=${TENANT}`);
  });

  it('shows the server’s message for a location that does not take online bookings', async () => {
    renderAt(`/book/${OTHER_ID}`);
    expect(await screen.findByText(ONLINE_BOOKING_MESSAGES.locationNotFound)).toBeTruthy();
  });

  it('books step by step, returns to fresh times after a 409, then confirms', async () => {
    const user = userEvent.setup();
    bookAnswers = [
      jsonResponse(409, { success: false, code: 'CONFLICT', message: ONLINE_BOOKING_MESSAGES.slotTaken }),
      jsonResponse(201, {
        success: true,
        data: {
          appointmentId: 'a1',
          establishmentName: 'Luxe Salon Manhattan',
          serviceName: 'Online Cut',
          staffName: 'Emma Chen',
          date: '2026-03-03',
          startTime: '10:15',
          endTime: '11:15',
          price: 50,
        },
      }),
    ];
    renderAt(`/book/${PLACE_ID}?tenant=${TENANT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Luxe Salon Manhattan' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Online Cut/ }));
    await user.click(await screen.findByRole('button', { name: /Anyone available/ }));

    // Monday is closed; the first open day (Tuesday) is chosen.
    expect(screen.getByRole('button', { name: 'Monday, Mar 2, 2026, not available' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Tuesday, Mar 3, 2026' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const times = await screen.findByRole('group', { name: 'Available times' });
    await user.click(within(times).getByRole('button', { name: '10:00 AM' }));

    // The details step's code loads once a service is chosen.
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Jamie Client');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'jamie@');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '212 555 0142');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(CONTACT_MESSAGES.email)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'client.example');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(ONLINE_BOOKING_MESSAGES.slotTaken)).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
    );
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({
      serviceId: CUT_ID,
      staffId: null,
      date: '2026-03-03',
      startTime: '10:00',
      name: 'Jamie Client',
      email: 'jamie@client.example',
      phone: '212 555 0142',
      notes: '',
    });
    // Fresh times without the one that went.
    const fresh = await screen.findByRole('group', { name: 'Available times' });
    await waitFor(() => expect(within(fresh).queryByRole('button', { name: '10:00 AM' })).toBeNull());
    await user.click(within(fresh).getByRole('button', { name: '10:15 AM' }));
    // The details typed before are still there.
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveProperty('value', 'Jamie Client');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { name: "You're booked!" })).toBeTruthy();
    expect(screen.getByText('Tuesday, Mar 3, 2026')).toBeTruthy();
    expect(screen.getByText('10:15 AM – 11:15 AM')).toBeTruthy();
    expect(screen.getByText('$50.00')).toBeTruthy();
  }, 30_000);
});
