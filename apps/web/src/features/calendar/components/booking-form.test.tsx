import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppointmentCreate, BookableResource, Service, StaffMember } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { BookingForm, type BookingDraft, type NoFreeTimeHelp } from './booking-form';

const ID = {
  colour: 'c0000000-0000-4000-8000-000000000001',
  blowdry: 'c0000000-0000-4000-8000-000000000002',
  shave: 'c0000000-0000-4000-8000-000000000003',
  emma: 'a0000000-0000-4000-8000-000000000001',
  marcus: 'a0000000-0000-4000-8000-000000000002',
  estab: 'e0000000-0000-4000-8000-000000000001',
};

const service = (over: Partial<Service>): Service => ({
  id: 'x',
  name: 'x',
  duration: 60,
  price: 50,
  taxable: false,
  description: null,
  category: null,
  isActive: true,
  establishmentId: 'e1',
  bufferAfter: 0,
  processingStart: null,
  processingDuration: null,
  staffIds: [],
  created_at: '',
  updated_at: '',
  ...over,
});

const COLOUR = service({
  id: ID.colour,
  name: 'Single-Process Colour',
  duration: 120,
  price: 135.5,
  staffIds: [ID.emma],
});
const BLOWDRY = service({
  id: ID.blowdry,
  name: 'Blow-Dry & Style',
  duration: 45,
  price: 55,
  staffIds: [ID.marcus, ID.emma],
});
const SHAVE = service({
  id: ID.shave,
  name: 'Hot-Towel Shave',
  duration: 30,
  price: 40,
  staffIds: [ID.marcus],
});

const person = (id: string, name: string): StaffMember =>
  ({ id, name, color: '#228BE6', bookable: true, sortOrder: 0 }) as StaffMember;
const STAFF = [person(ID.emma, 'Emma Chen'), person(ID.marcus, 'Marcus Reed')];

const room = (id: string, name: string): BookableResource => ({
  id,
  establishmentId: 'e1',
  name,
  kind: 'room',
  isActive: true,
  createdAt: '',
  updatedAt: '',
});
const ROOMS = [
  room('11111111-1111-4111-8111-111111111111', 'Colour Bar'),
  room('11111111-1111-4111-8111-111111111112', 'Treatment Room 1'),
];

const AVAILABILITY = {
  availability: [],
  availabilityByStaff: {
    [ID.emma]: [
      { startTime: '09:30', endTime: '11:30' },
      { startTime: '10:00', endTime: '12:00' },
    ],
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      // The client field searches the CRM as a name is typed: no client matches here.
      url.startsWith('/api/admin/crm/clients')
        ? jsonResponse(200, { success: true, data: [], pagination: { page: 1, pageSize: 10, total: 0 } })
        : jsonResponse(200, { success: true, data: AVAILABILITY }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ALL_ALLOWED = { allowMultipleServices: true, allowMultipleStylists: true };

function renderForm(
  opts: {
    rooms?: BookableResource[];
    serverError?: string | null;
    visitRules?: typeof ALL_ALLOWED;
    draft?: BookingDraft;
    noFreeTime?: NoFreeTimeHelp;
  } = {},
) {
  const onSubmit = vi.fn<(body: AppointmentCreate, key: string) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <BookingForm
        tenantId="f0000000-0000-4000-8000-000000000001"
        establishmentId={ID.estab}
        canCreateClients
        draft={opts.draft ?? { staffId: ID.emma, date: '2026-12-01', startTime: '09:30' }}
        services={[COLOUR, BLOWDRY, SHAVE]}
        staff={STAFF}
        rooms={opts.rooms ?? ROOMS}
        visitRules={opts.visitRules ?? ALL_ALLOWED}
        submitting={false}
        serverError={opts.serverError ?? null}
        noFreeTime={opts.noFreeTime}
        onCancel={() => {}}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return onSubmit;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Many dropdown interactions: slow on a shared CI machine.
const SLOW = { timeout: 60_000 };

describe('BookingForm: a visit of several services', () => {
  it('chains added services back to back and sends them with the room', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    await choose(user, 'Service', /Single-Process Colour/);
    // The clicked 9:30 is free, so it is already chosen once availability has loaded.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Start time' })).toHaveProperty(
        'value',
        '9:30 AM – 11:30 AM (clicked)',
      ),
    );
    await choose(user, 'Room', /Colour Bar/);

    await user.click(screen.getByRole('button', { name: 'Add another service' }));
    await choose(user, 'Service 2', /Blow-Dry & Style/);
    // The first service's staff member performs it too, so she is the default.
    expect(screen.getByRole('combobox', { name: 'Staff for service 2' })).toHaveProperty(
      'value',
      'Emma Chen',
    );

    await user.click(screen.getByRole('button', { name: 'Add another service' }));
    await choose(user, 'Service 3', /Hot-Towel Shave/);
    // Emma does not shave: the first person who does.
    expect(screen.getByRole('combobox', { name: 'Staff for service 3' })).toHaveProperty(
      'value',
      'Marcus Reed',
    );

    const summary = screen.getByRole('group', { name: 'Visit summary' });
    expect(
      within(summary)
        .getAllByTestId('visit-part')
        .map((n) => n.textContent),
    ).toEqual([
      '9:30 AM – 11:30 AM · Single-Process Colour · Emma Chen',
      '11:30 AM – 12:15 PM · Blow-Dry & Style · Emma Chen',
      '12:15 PM – 12:45 PM · Hot-Towel Shave · Marcus Reed',
    ]);
    expect(within(summary).getByTestId('visit-total').textContent).toBe(
      'Total 3 h 15 min · $230.50 · 9:30 AM – 12:45 PM',
    );

    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]![0];
    expect(body).toMatchObject({
      // A name typed without choosing a record: a walk-in.
      clientId: null,
      clientName: 'Ada Lovelace',
      serviceId: ID.colour,
      staffId: ID.emma,
      startTime: '09:30',
      room: ROOMS[0]!.id,
      additionalServices: [
        { serviceId: ID.blowdry, staffId: ID.emma, room: ROOMS[0]!.id },
        { serviceId: ID.shave, staffId: ID.marcus, room: ROOMS[0]!.id },
      ],
    });
  });

  it('asks for the service of an added row and removes rows', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    await choose(user, 'Service', /Single-Process Colour/);
    // The clicked 9:30 is free, so it is already chosen once availability has loaded.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Start time' })).toHaveProperty(
        'value',
        '9:30 AM – 11:30 AM (clicked)',
      ),
    );
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Add another service' }));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a service.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove service 2' }));
    expect(screen.queryByRole('group', { name: 'Visit summary' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('additionalServices');
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('room');
  });

  it('hides the room field without rooms and shows the server’s refusal', () => {
    renderForm({ rooms: [], serverError: 'This room is already booked at that time.' });
    expect(screen.queryByRole('combobox', { name: 'Room' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('This room is already booked at that time.');
  });
});

describe("BookingForm and the location's visit settings", () => {
  it('offers no second service where the location books one per appointment', async () => {
    renderForm({ visitRules: { allowMultipleServices: false, allowMultipleStylists: false } });
    await screen.findByRole('combobox', { name: 'Room' });
    expect(screen.queryByRole('button', { name: 'Add another service' })).toBeNull();
  });

  it('keeps every added service with the first staff member where one per visit is the rule', async () => {
    const user = userEvent.setup();
    renderForm({ visitRules: { allowMultipleServices: true, allowMultipleStylists: false } });
    await user.click(await screen.findByRole('button', { name: 'Add another service' }));
    const staffSelect = screen.getByRole('combobox', { name: 'Staff for service 2' });
    expect((staffSelect as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Same staff member for the whole visit.')).toBeTruthy();
  });
});

describe('BookingForm from "Find next available" and on a day without free time', () => {
  it('opens with the found service, staff member and time chosen', async () => {
    renderForm({ draft: { staffId: ID.emma, date: '2026-12-01', startTime: '10:00', serviceId: ID.colour } });
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveProperty(
      'value',
      'Single-Process Colour · 120 min · $135.50',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Start time' })).toHaveProperty(
        'value',
        '10:00 AM – 12:00 PM (chosen)',
      ),
    );
  });

  it('says why a date has no free time and offers the search for the same choice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, {
          success: true,
          data: { availability: [], availabilityByStaff: { [ID.emma]: [] } },
        }),
      ),
    );
    const onFindNext = vi.fn<NoFreeTimeHelp['onFindNext']>();
    const user = userEvent.setup();
    renderForm({
      draft: { staffId: ID.emma, date: '2026-11-30', startTime: null, serviceId: ID.colour },
      noFreeTime: { reason: () => 'Luxe Salon Manhattan is closed on Mondays.', onFindNext },
    });
    const notice = await screen.findByRole('status', {
      name: /No free time for Single-Process Colour with Emma Chen on Mon, Nov 30/,
    });
    expect(notice.textContent).toContain('Luxe Salon Manhattan is closed on Mondays.');
    await user.click(within(notice).getByRole('button', { name: 'Find next available' }));
    expect(onFindNext).toHaveBeenCalledWith(ID.colour, ID.emma, '2026-11-30');
  });
});
