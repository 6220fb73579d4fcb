import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CONTACT_MESSAGES, type Client } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { ClientPicker, NO_CLIENT, type ClientChoice } from './client-picker';
import { CONTACT_REQUIRED } from './new-client-form';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const TENANT = 'f0000000-0000-4000-8000-000000000001';
const HERE = 'e0000000-0000-4000-8000-000000000001';
const CHICAGO = 'e0000000-0000-4000-8000-000000000002';

const client = (over: Partial<Client>): Client => ({
  id: 'c0000000-0000-4000-8000-000000000000',
  tenantId: TENANT,
  establishmentId: HERE,
  establishmentName: 'Luxe Salon Manhattan',
  name: 'x',
  email: null,
  phone: null,
  birthdate: null,
  preferredStylist: null,
  preferredStylistName: null,
  preferences: null,
  allergies: null,
  status: 'active',
  source: 'manual',
  lastVisit: null,
  visitCount: 0,
  totalSpent: 0,
  averageSpend: 0,
  lifetimeSpend: 0,
  loyaltyPoints: 0,
  loyaltyPointsAdjustment: 0,
  favoriteServices: [],
  favoriteProducts: [],
  erasedAt: null,
  createdAt: '',
  updatedAt: '',
  ...over,
});

const ADA = client({
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  phone: '+12125550123',
  email: 'ada@example.com',
});
const ADAM = client({
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Adam Smith',
  email: 'adam@example.com',
  establishmentId: CHICAGO,
  establishmentName: 'Luxe Salon Chicago',
});
const GRACE_EXISTING = client({
  id: 'c0000000-0000-4000-8000-000000000003',
  name: 'Grace B. Hopper',
  phone: '+12125550199',
});
const GRACE_NEW = client({
  id: 'c0000000-0000-4000-8000-000000000004',
  name: 'Grace Hopper',
  phone: '+12125550199',
});

interface Call {
  url: string;
  method: string;
  body: unknown;
}
let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'POST') {
        return jsonResponse(201, {
          success: true,
          data: {
            ...GRACE_NEW,
            duplicates: [
              {
                id: GRACE_EXISTING.id,
                name: GRACE_EXISTING.name,
                email: null,
                phone: GRACE_EXISTING.phone,
                establishmentId: HERE,
              },
            ],
          },
        });
      }
      const search = new URL(url, 'http://localhost').searchParams.get('search') ?? '';
      const rows = [ADA, ADAM].filter((c) => c.name.toLowerCase().includes(search.toLowerCase()));
      return jsonResponse(200, {
        success: true,
        data: rows,
        pagination: { page: 1, pageSize: 10, total: rows.length },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPicker(canCreate = true) {
  const changes: ClientChoice[] = [];
  const submitted = vi.fn();
  // Inside a form, as in the booking panel.
  function Harness() {
    const [value, setValue] = useState<ClientChoice>(NO_CLIENT);
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted();
        }}
      >
        <ClientPicker
          tenantId={TENANT}
          establishmentId={HERE}
          canCreate={canCreate}
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
        <button type="submit">Book appointment</button>
      </form>
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return { changes, submitted, last: () => changes[changes.length - 1] };
}

const searches = () => calls.filter((c) => c.method === 'GET');

describe('ClientPicker: search', () => {
  it('searches the server once typing pauses and books the chosen record', async () => {
    const user = userEvent.setup({ delay: null });
    const { last } = renderPicker();
    const field = screen.getByRole('combobox', { name: 'Client' });
    await user.type(field, 'Ada');

    // Name, formatted phone and email; a client at home elsewhere shows that location.
    expect(
      await screen.findByRole('option', { name: 'Ada Lovelace (212) 555-0123 · ada@example.com' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('option', { name: 'Adam Smith adam@example.com · Luxe Salon Chicago' }),
    ).toBeTruthy();
    // Debounced: one request for the three keystrokes, among every client the person sees.
    expect(searches()).toHaveLength(1);
    const query = new URL(searches()[0]!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ search: 'Ada', page: '1', pageSize: '10' });

    // Until a record is chosen, the typed text is a walk-in's name.
    expect(screen.getByText('Walk-in: booked by name only, without a client record.')).toBeTruthy();

    // Keyboard: down to the first result, Enter chooses it.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(last()).toEqual({
      clientName: 'Ada Lovelace',
      record: {
        id: ADA.id,
        name: 'Ada Lovelace',
        phone: ADA.phone,
        email: ADA.email,
        establishmentId: HERE,
        establishmentName: 'Luxe Salon Manhattan',
      },
    });
    expect(field).toHaveProperty('value', 'Ada Lovelace');
    expect(screen.getByText('Client record: (212) 555-0123 · ada@example.com')).toBeTruthy();

    // Editing the name lets go of the record.
    await user.type(field, 'x');
    expect(last()).toEqual({ clientName: 'Ada Lovelacex', record: null });
  });

  it('says when nothing matches, and offers no new client to someone who cannot add one', async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker(false);
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Zed Walker');
    expect(await screen.findByText('No client matches “Zed Walker”.')).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });
});

describe('ClientPicker: a new client', () => {
  it('checks the fields, adds the client here, selects it and offers the duplicate instead', async () => {
    const user = userEvent.setup({ delay: null });
    const { last, submitted } = renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Grace Hopper');
    await user.click(await screen.findByRole('option', { name: 'New client “Grace Hopper”…' }));

    const form = screen.getByRole('group', { name: 'New client' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Grace Hopper');

    // Neither phone nor email, then a malformed email: each message beside its field.
    await user.click(within(form).getByRole('button', { name: 'Save client' }));
    expect(within(form).getByText(CONTACT_REQUIRED)).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'grace@');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Save client' }));
    expect(within(form).getByText(CONTACT_MESSAGES.email)).toBeTruthy();
    expect(within(form).getByText(CONTACT_MESSAGES.phone)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Phone' }));
    // Enter saves the client (it does not submit a booking form around the field).
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '212 555 0199{Enter}');

    expect(await screen.findByText('Possible duplicate')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      tenantId: TENANT,
      establishmentId: HERE,
      name: 'Grace Hopper',
      phone: '+12125550199',
      email: null,
    });
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByText((_, node) => node?.id === `duplicate-${GRACE_EXISTING.id}`).textContent).toBe(
      'A client with this phone already exists: Grace B. Hopper',
    );
    // The new client is chosen meanwhile.
    expect(last()?.record?.id).toBe(GRACE_NEW.id);
    expect(screen.queryByRole('group', { name: 'New client' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'use them instead' }));
    expect(last()).toEqual({
      clientName: 'Grace B. Hopper',
      record: {
        id: GRACE_EXISTING.id,
        name: 'Grace B. Hopper',
        phone: GRACE_EXISTING.phone,
        email: null,
        establishmentId: HERE,
        establishmentName: null,
      },
    });
    expect(screen.queryByText(/already exists/)).toBeNull();
  });
});
