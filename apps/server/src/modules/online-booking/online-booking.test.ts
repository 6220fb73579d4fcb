/**
 * Public online booking end to end, without a session. The test sets hours, settings and
 * services at Luxe Salon Manhattan (America/New_York, online booking on): open 09:00–17:00 every
 * day, Emma 09:00–17:00 and Marcus (the manager) 12:00–17:00. The clock is fixed at Monday
 * 2026-03-02 09:00 EST (14:00Z); bookings are for Tuesday 2026-03-03. Every request comes from
 * its own IP so the per-IP limits only bite in the tests that are about them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  endpointPath,
  CONTACT_MESSAGES,
  ONLINE_BOOKING_LIMITS,
  ONLINE_BOOKING_MESSAGES,
  ONLINE_BOOKING_ENDPOINTS,
  SERVICE_ENDPOINTS,
  STAFF_COLOR_PALETTE,
  STAFF_ENDPOINTS,
  tooFarMessage,
  tooSoonMessage,
  type Appointment,
  type BookingAvailability,
  type BookingConfirmation,
  type BookingEstablishment,
  type BookingLocation,
  type Establishment,
  type Service,
  type WeeklyHours,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { withoutStaffProfile } from '../../../test/staff-profiles.js';
import { withTenant } from '../../db/tenant.js';
import { addClient, clientsByContact, type ContactClient } from '../clients/index.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let tenantId: string;
let northTenantId: string;
let manhattan: string;
let santaMonica: string;
let rino: string;
let emma: string;
let marcus: string;
/** 60 minutes, $50, anyone; 45 minutes, $40, Emma only. */
let cut: Service;
let emmaOnly: Service;
let northService: Service;

const DATE = '2026-03-03';
let ipCounter = 0;
/** A fresh client IP per request (10.x.y.z). */
const nextIp = () => {
  ipCounter++;
  return `10.${Math.floor(ipCounter / 65_025) % 250}.${Math.floor(ipCounter / 255) % 255}.${(ipCounter % 255) + 1}`;
};

type Res = LightMyRequestResponse;

function get(url: string, remoteAddress = nextIp()): Promise<Res> {
  return ctx.app.inject({ method: 'GET', url, remoteAddress });
}

function post(establishmentId: string, payload: object, remoteAddress = nextIp()): Promise<Res> {
  return ctx.app.inject({
    method: 'POST',
    url: endpointPath(ONLINE_BOOKING_ENDPOINTS.book, { establishmentId }),
    payload,
    remoteAddress,
  });
}

async function ok<T>(promise: Promise<Res>): Promise<T> {
  const res = await promise;
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as { data: T }).data;
}

let contactCounter = 0;
/** A booking body with a contact nobody has used yet. */
function booking(overrides: Record<string, unknown> = {}) {
  contactCounter++;
  return {
    serviceId: cut.id,
    staffId: emma,
    date: DATE,
    startTime: '10:00',
    name: `Online Client ${contactCounter}`,
    email: `online${contactCounter}@client.example`,
    phone: `(212) 555-${String(1000 + contactCounter).padStart(4, '0')}`,
    ...overrides,
  };
}

function clientsWith(contact: { email?: string; phone?: string }): Promise<ContactClient[]> {
  return withTenant(ctx.database.db, { tenantId }, (tx) => clientsByContact(tx, contact));
}

function seedClient(values: {
  name: string;
  email: string | null;
  phone: string | null;
}): Promise<ContactClient> {
  return withTenant(ctx.database.db, { tenantId }, (tx) =>
    addClient(tx, { tenantId, establishmentId: manhattan, ...values }),
  );
}

function appointment(id: string): Promise<Appointment> {
  return ok<Appointment>(s.owner.request({ url: `/api/appointments/item/${id}` }));
}

function slotsOf(query: string, establishmentId = manhattan): Promise<BookingAvailability> {
  return ok<BookingAvailability>(
    get(`${endpointPath(ONLINE_BOOKING_ENDPOINTS.availability, { establishmentId })}${query}`),
  );
}

const week = (start: string, end: string): WeeklyHours => {
  const day = [{ start, end }];
  return {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  };
};

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-03-02T14:00:00Z');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const) {
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  }
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  northTenantId = s.north.user.tenantId;
  manhattan = s.manager.user.establishments[0]!;
  rino = s.north.user.establishments[0]!;
  emma = s.employee.user.id;
  marcus = s.manager.user.id;
  const all = (await s.owner.request({ url: '/api/admin/establishments' })).json().data as Establishment[];
  santaMonica = all.find((e) => e.name === 'Luxe Salon Santa Monica')!.id;
  const place = all.find((e) => e.id === manhattan)!;
  expect(place.settings.booking.allowOnlineBooking).toBe(true);

  const open = { isOpen: true, openTime: '09:00', closeTime: '17:00' };
  await ok(
    s.owner.request({
      method: 'PUT',
      url: `/api/admin/establishments/${manhattan}`,
      payload: {
        businessHours: {
          monday: open,
          tuesday: open,
          wednesday: open,
          thursday: open,
          friday: open,
          saturday: open,
          sunday: open,
        },
        settings: {
          ...place.settings,
          booking: { ...place.settings.booking, minAdvanceTime: 60, maxAdvanceTime: 30 },
        },
      },
    }),
  );
  await ok(
    s.owner.request({
      method: 'PUT',
      url: endpointPath(STAFF_ENDPOINTS.saveHours, { tenantId, establishmentId: manhattan, userId: emma }),
      payload: week('09:00', '17:00'),
    }),
  );
  await ok(
    s.owner.request({
      method: 'PUT',
      url: endpointPath(STAFF_ENDPOINTS.saveHours, { tenantId, establishmentId: manhattan, userId: marcus }),
      payload: week('12:00', '17:00'),
    }),
  );
  const create = (session: Session, establishmentId: string, payload: object) =>
    ok<Service>(
      session.request({
        method: 'POST',
        url: endpointPath(SERVICE_ENDPOINTS.create, { establishmentId, tenantId: session.user.tenantId }),
        payload,
      }),
    );
  cut = await create(s.owner, manhattan, { name: 'Online Cut', duration: 60, price: 50, staffIds: [] });
  emmaOnly = await create(s.owner, manhattan, {
    name: 'Emma Signature',
    duration: 45,
    price: 40,
    description: 'Only with Emma.',
    staffIds: [emma],
  });
  await create(s.owner, manhattan, { name: 'Retired Service', duration: 30, price: 10, isActive: false });
  northService = await create(s.north, rino, { name: 'North Fade', duration: 30, price: 35, staffIds: [] });
});
afterAll(() => ctx.close());

describe('GET locations of a business', () => {
  it('lists only the locations taking online bookings, with public fields only', async () => {
    const locations = await ok<BookingLocation[]>(
      get(endpointPath(ONLINE_BOOKING_ENDPOINTS.locations, { tenantId })),
    );
    expect(locations.map((l) => l.name)).toEqual(['Luxe Salon Chicago', 'Luxe Salon Manhattan']);
    expect(locations.find((l) => l.id === manhattan)).toEqual({
      id: manhattan,
      name: 'Luxe Salon Manhattan',
      city: 'New York',
      state: 'NY',
      timeZone: 'America/New_York',
    });
    expect(locations.some((l) => l.id === santaMonica)).toBe(false);
  });

  it('shows one business only and answers 404 for an unknown one, 400 for a malformed id', async () => {
    const north = await ok<BookingLocation[]>(
      get(endpointPath(ONLINE_BOOKING_ENDPOINTS.locations, { tenantId: northTenantId })),
    );
    expect(north.map((l) => l.id)).toEqual([rino]);
    const unknown = await get(
      endpointPath(ONLINE_BOOKING_ENDPOINTS.locations, { tenantId: '5b3f1c7e-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ONLINE_BOOKING_MESSAGES.businessNotFound);
    expect(
      (await get(endpointPath(ONLINE_BOOKING_ENDPOINTS.locations, { tenantId: 'not-a-uuid' }))).statusCode,
    ).toBe(400);
  });
});

describe('GET one location', () => {
  it('gives services with their bookable staff, and staff without emails or phones', async () => {
    const res = await get(
      endpointPath(ONLINE_BOOKING_ENDPOINTS.establishment, { establishmentId: manhattan }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/@luxe\.example|555-011|212555011/);
    const place = res.json().data as BookingEstablishment;
    expect(place).toMatchObject({
      id: manhattan,
      name: 'Luxe Salon Manhattan',
      tenantId,
      timeZone: 'America/New_York',
      today: '2026-03-02',
      lastDate: '2026-04-01',
      minAdvanceMinutes: 60,
      address: { city: 'New York', state: 'NY' },
    });
    const names = place.staff.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Emma Chen', 'Marcus Reyes']));
    // The front desk is not bookable.
    expect(names).not.toContain('Fiona Walsh');
    for (const p of place.staff)
      expect(Object.keys(p).sort()).toEqual(['avatar', 'color', 'id', 'name', 'title']);
    const everyone = place.staff.map((p) => p.id);
    expect(place.services.find((x) => x.id === cut.id)).toEqual({
      id: cut.id,
      name: 'Online Cut',
      category: null,
      description: null,
      duration: 60,
      price: 50,
      staffIds: everyone,
    });
    expect(place.services.find((x) => x.id === emmaOnly.id)?.staffIds).toEqual([emma]);
    expect(place.services.some((x) => x.name === 'Retired Service')).toBe(false);
  });

  it('never writes: a person without a profile yet is offered with its defaults, and none is created', async () => {
    await withoutStaffProfile(ctx.database.db, emma, async () => {
      const res = await get(
        endpointPath(ONLINE_BOOKING_ENDPOINTS.establishment, { establishmentId: manhattan }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const place = res.json().data as BookingEstablishment;
      // Bookable (not the front desk), in the palette's first colour, without the profile's title.
      expect(place.staff.find((p) => p.id === emma)).toEqual({
        id: emma,
        name: 'Emma Chen',
        avatar: null,
        color: STAFF_COLOR_PALETTE[0],
        title: null,
      });
      expect(place.services.find((x) => x.id === emmaOnly.id)?.staffIds).toEqual([emma]);
    });
  });

  it('answers 404 for a location without online booking, an unknown one, and another business’s hidden one', async () => {
    for (const id of [santaMonica, '5b3f1c7e-0000-4000-8000-000000000000']) {
      const res = await get(endpointPath(ONLINE_BOOKING_ENDPOINTS.establishment, { establishmentId: id }));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ONLINE_BOOKING_MESSAGES.locationNotFound);
    }
  });
});

describe('GET free starts', () => {
  it('lists one person’s starts every 15 minutes, and anyone’s as the union', async () => {
    // The Tuesday after DATE, which no other test books into: every start is still free.
    const day = '2026-03-10';
    const withEmma = await slotsOf(`?serviceId=${cut.id}&date=${day}&staffId=${emma}`);
    expect(withEmma.date).toBe(day);
    expect(withEmma.slots[0]).toEqual({ startTime: '09:00', endTime: '10:00' });
    expect(withEmma.slots.at(-1)).toEqual({ startTime: '16:00', endTime: '17:00' });
    expect(withEmma.slots).toHaveLength(29);
    const withMarcus = await slotsOf(`?serviceId=${cut.id}&date=${day}&staffId=${marcus}`);
    expect(withMarcus.slots[0]?.startTime).toBe('12:00');
    const anyone = await slotsOf(`?serviceId=${cut.id}&date=${day}`);
    expect(anyone.slots.map((x) => x.startTime)).toEqual(withEmma.slots.map((x) => x.startTime));
  });

  it('keeps to the minimum and maximum advance time', async () => {
    // Today at 09:00 with 60 minutes' notice: the first start is 10:00.
    const today = await slotsOf(`?serviceId=${cut.id}&date=2026-03-02&staffId=${emma}`);
    expect(today.slots[0]?.startTime).toBe('10:00');
    expect((await slotsOf(`?serviceId=${cut.id}&date=2026-04-02&staffId=${emma}`)).slots).toEqual([]);
  });

  it('refuses a service or person the location does not offer (another business’s included)', async () => {
    const foreignService = await get(
      `${endpointPath(ONLINE_BOOKING_ENDPOINTS.availability, { establishmentId: manhattan })}?serviceId=${northService.id}&date=${DATE}`,
    );
    expect(foreignService.statusCode).toBe(400);
    expect(foreignService.json().message).toBe(ONLINE_BOOKING_MESSAGES.serviceUnavailable);
    const frontDesk = await get(
      `${endpointPath(ONLINE_BOOKING_ENDPOINTS.availability, { establishmentId: manhattan })}?serviceId=${cut.id}&date=${DATE}&staffId=${s.frontdesk.user.id}`,
    );
    expect(frontDesk.statusCode).toBe(400);
    expect(frontDesk.json().message).toBe(ONLINE_BOOKING_MESSAGES.staffUnavailable);
    const notPerformer = await get(
      `${endpointPath(ONLINE_BOOKING_ENDPOINTS.availability, { establishmentId: manhattan })}?serviceId=${emmaOnly.id}&date=${DATE}&staffId=${marcus}`,
    );
    expect(notPerformer.statusCode).toBe(400);
    const elsewhere = await get(
      `${endpointPath(ONLINE_BOOKING_ENDPOINTS.availability, { establishmentId: santaMonica })}?serviceId=${cut.id}&date=${DATE}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('POST a booking', () => {
  it('creates a client when the contact is new and books with the confirmation the page shows', async () => {
    const body = booking({ startTime: '09:00', notes: 'First visit' });
    const res = await post(manhattan, body);
    expect(res.statusCode, res.body).toBe(201);
    const confirmation = res.json().data as BookingConfirmation;
    expect(confirmation).toEqual({
      appointmentId: expect.any(String),
      establishmentName: 'Luxe Salon Manhattan',
      serviceName: 'Online Cut',
      staffName: 'Emma Chen',
      date: DATE,
      startTime: '09:00',
      endTime: '10:00',
      price: 50,
    });
    const [client, ...more] = await clientsWith({ email: body.email });
    expect(more).toEqual([]);
    expect(client).toMatchObject({
      name: body.name,
      email: body.email,
      phone: `+1212555${String(1000 + contactCounter).padStart(4, '0')}`,
      source: 'online_booking',
      establishmentId: manhattan,
      createdBy: null,
    });
    const stored = await appointment(confirmation.appointmentId);
    expect(stored).toMatchObject({
      clientId: client!.id,
      clientName: body.name,
      staffId: emma,
      status: 'booked',
      notes: 'First visit',
      isRequest: true,
      bookedOnline: true,
    });
    expect(stored.statusHistory).toEqual([
      expect.objectContaining({ status: 'booked', from: null, by: null }),
    ]);
    // The slot is gone for the next client.
    const after = await slotsOf(`?serviceId=${cut.id}&date=${DATE}&staffId=${emma}`);
    expect(after.slots.some((x) => x.startTime === '09:00' || x.startTime === '09:45')).toBe(false);
  });

  it('matches an existing client by email, even with another phone', async () => {
    const existing = await seedClient({
      name: 'Known By Email',
      email: 'known.email@client.example',
      phone: '+12125559001',
    });
    const res = await post(
      manhattan,
      booking({ startTime: '10:00', email: 'Known.Email@Client.example', phone: '(646) 555-0199' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await appointment(res.json().data.appointmentId)).clientId).toBe(existing.id);
    expect(await clientsWith({ phone: '+16465550199' })).toEqual([]);
  });

  it('matches an existing client by phone when the email is new', async () => {
    const existing = await seedClient({ name: 'Known By Phone', email: null, phone: '+12125559002' });
    const res = await post(manhattan, booking({ startTime: '11:00', phone: '212-555-9002' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await appointment(res.json().data.appointmentId)).clientId).toBe(existing.id);
  });

  it('prefers the email match when email and phone point at different clients', async () => {
    const byEmail = await seedClient({
      name: 'Email Owner',
      email: 'both.email@client.example',
      phone: null,
    });
    await seedClient({ name: 'Phone Owner', email: null, phone: '+12125559003' });
    const res = await post(
      manhattan,
      booking({ startTime: '13:00', email: 'both.email@client.example', phone: '+1 212 555 9003' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await appointment(res.json().data.appointmentId)).clientId).toBe(byEmail.id);
  });

  it('books someone free for "anyone", and not as a request', async () => {
    // Emma is taken at 14:00; Marcus works from 12:00.
    expect((await post(manhattan, booking({ startTime: '14:00' }))).statusCode).toBe(201);
    const res = await post(manhattan, booking({ startTime: '14:00', staffId: null }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.staffName).toBe('Marcus Reyes');
    const stored = await appointment(res.json().data.appointmentId);
    expect(stored).toMatchObject({ staffId: marcus, isRequest: false });
    // Nobody is left at 14:00.
    const none = await post(manhattan, booking({ startTime: '14:00', staffId: null }));
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(ONLINE_BOOKING_MESSAGES.slotTaken);
  });

  it('refuses a slot taken in the meantime with 409 and a clear message', async () => {
    expect((await post(manhattan, booking({ startTime: '15:00' }))).statusCode).toBe(201);
    const res = await post(manhattan, booking({ startTime: '15:30' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: ONLINE_BOOKING_MESSAGES.slotTaken,
    });
  });

  it('lets one of two clients racing for the same slot win; the other gets 409', async () => {
    const bodies = [1, 2, 3, 4].map(() => booking({ date: '2026-03-04', startTime: '09:00' }));
    const results = await Promise.all(bodies.map((body) => post(manhattan, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const slots = await slotsOf(`?serviceId=${cut.id}&date=2026-03-04&staffId=${emma}`);
    expect(slots.slots[0]?.startTime).toBe('10:00');
  });

  it('answers a repeat of the same booking with the first one (200) instead of booking twice', async () => {
    const body = booking({ date: '2026-03-05', startTime: '09:00' });
    const first = await post(manhattan, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(manhattan, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    // Submitted twice at once (a double click): one booking, one client.
    const twice = booking({ date: '2026-03-05', startTime: '11:00', staffId: null });
    const both = await Promise.all([post(manhattan, twice), post(manhattan, twice)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().data.appointmentId).toBe(both[1]!.json().data.appointmentId);
    expect(await clientsWith({ email: twice.email })).toHaveLength(1);
    const listed = await ok<Appointment[]>(
      s.owner.request({ url: `/api/appointments/${manhattan}?startDate=2026-03-05&endDate=2026-03-05` }),
    );
    expect(listed).toHaveLength(2);
  });

  it('refuses starts outside the advance limits with a clear 400', async () => {
    const soon = await post(manhattan, booking({ date: '2026-03-02', startTime: '09:45' }));
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe(tooSoonMessage(60));
    expect(soon.json().message).toBe(
      'Online bookings must start at least 1 hour from now. Please choose a later time.',
    );
    const past = await post(manhattan, booking({ date: '2026-03-01', startTime: '10:00' }));
    expect(past.statusCode).toBe(400);
    const far = await post(manhattan, booking({ date: '2026-04-02', startTime: '10:00' }));
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(tooFarMessage(30));
    const impossible = await post(manhattan, booking({ date: '2026-02-30' }));
    expect(impossible.statusCode).toBe(400);
  });

  it('answers 404 where online booking is off or the location is unknown', async () => {
    for (const id of [santaMonica, '5b3f1c7e-0000-4000-8000-000000000000']) {
      const res = await post(id, booking());
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ONLINE_BOOKING_MESSAGES.locationNotFound);
    }
  });

  it('never books another business’s service or staff through this location, nor the reverse', async () => {
    const foreignService = await post(manhattan, booking({ serviceId: northService.id }));
    expect(foreignService.statusCode).toBe(400);
    expect(foreignService.json().message).toBe(ONLINE_BOOKING_MESSAGES.serviceUnavailable);
    const foreignStaff = await post(manhattan, booking({ staffId: s.north.user.id, startTime: '16:00' }));
    expect(foreignStaff.statusCode).toBe(400);
    expect(foreignStaff.json().message).toBe(ONLINE_BOOKING_MESSAGES.staffUnavailable);
    const reverse = await post(rino, booking({ staffId: null }));
    expect(reverse.statusCode).toBe(400);
    expect(reverse.json().message).toBe(ONLINE_BOOKING_MESSAGES.serviceUnavailable);
    const notPerformer = await post(
      manhattan,
      booking({ serviceId: emmaOnly.id, staffId: marcus, startTime: '16:00' }),
    );
    expect(notPerformer.statusCode).toBe(400);
  });

  it('validates the details with the messages the form shows', async () => {
    const email = await post(manhattan, booking({ email: 'not-an-email' }));
    expect(email.statusCode).toBe(400);
    expect(email.json().details).toEqual([{ path: 'email', message: CONTACT_MESSAGES.email }]);
    const phone = await post(manhattan, booking({ phone: '12' }));
    expect(phone.json().details).toEqual([{ path: 'phone', message: CONTACT_MESSAGES.phone }]);
    const name = await post(manhattan, booking({ name: '   ' }));
    expect(name.json().details).toEqual([{ path: 'name', message: ONLINE_BOOKING_MESSAGES.nameRequired }]);
  });

  it('works for a visitor who happens to be signed in elsewhere, without the tenant header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: endpointPath(ONLINE_BOOKING_ENDPOINTS.book, { establishmentId: manhattan }),
      payload: booking({ date: '2026-03-06', startTime: '09:00' }),
      cookies: { daybook_session: s.frontdesk.token },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('rate limits', () => {
  it(`allows ${ONLINE_BOOKING_LIMITS.bookingsPerHour} booking attempts per IP per hour, then 429`, async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < ONLINE_BOOKING_LIMITS.bookingsPerHour; i++) {
      expect((await post(manhattan, { serviceId: 'x' }, ip)).statusCode).toBe(400);
    }
    const limited = await post(manhattan, booking(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: ONLINE_BOOKING_MESSAGES.tooManyBookings,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await post(manhattan, { serviceId: 'x' })).statusCode).toBe(400);
  });

  it(`allows ${ONLINE_BOOKING_LIMITS.readsPerMinute} reads per IP per minute, then 429`, async () => {
    const ip = '192.0.2.20';
    const url = endpointPath(ONLINE_BOOKING_ENDPOINTS.establishment, { establishmentId: 'not-a-uuid' });
    for (let i = 0; i < ONLINE_BOOKING_LIMITS.readsPerMinute; i++) {
      expect((await get(url, ip)).statusCode).toBe(400);
    }
    const limited = await get(url, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ONLINE_BOOKING_MESSAGES.tooManyRequests);
  });
});
