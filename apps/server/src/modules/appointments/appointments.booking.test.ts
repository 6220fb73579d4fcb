/**
 * Booking beyond one plain appointment: rooms, processing windows, multi-service visits and who
 * performs a service. Rooms and a foreign client are inserted directly (this module does not
 * manage them); services are made through the API at Luxe Salon Manhattan (America/New_York).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_ENDPOINTS,
  endpointPath,
  AVAILABILITY_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  SERVICE_ENDPOINTS,
  STAFF_ENDPOINTS,
  type Appointment,
  type Availability,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { queryRows } from '../../db/client.js';
import { clients, resources } from '../../db/schema.js';
import { withTenant } from '../../db/tenant.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'frontdesk' | 'manager' | 'employee' | 'north', Session>;
let manhattan: string;
let emma: string;
let manager: string;
const room = {} as Record<'a' | 'b' | 'equipment' | 'inactive' | 'chicago', string>;
/** 90 minutes, processing from minute 30 for 45 (10:00 → free 10:30–11:15), anyone. */
let colour: Service;
/** 30 minutes, anyone. */
let trim: Service;
/** 45 minutes, anyone. */
let cut: Service;
/** 30 minutes, the manager only. */
let managerOnly: Service;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'frontdesk', 'manager', 'employee'] as const) {
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  }
  s.north = await ctx.signIn('owner@northside.example');
  manhattan = s.manager.user.establishments[0]!;
  emma = s.employee.user.id;
  manager = s.manager.user.id;
  const tenantId = s.owner.user.tenantId;
  const all = (await s.owner.request({ url: '/api/admin/establishments' })).json().data as {
    id: string;
    name: string;
  }[];
  const chicago = all.find((e) => e.name === 'Luxe Salon Chicago')!.id;
  const rows = await withTenant(ctx.database.db, { tenantId }, (tx) =>
    tx
      .insert(resources)
      .values([
        { tenantId, establishmentId: manhattan, name: 'Test Room A' },
        { tenantId, establishmentId: manhattan, name: 'Test Room B' },
        { tenantId, establishmentId: manhattan, name: 'Test Dryer', kind: 'equipment' },
        { tenantId, establishmentId: manhattan, name: 'Closed Room', isActive: false },
        { tenantId, establishmentId: chicago, name: 'Chicago Room' },
      ])
      .returning({ id: resources.id }),
  );
  [room.a, room.b, room.equipment, room.inactive, room.chicago] = rows.map((r) => r.id) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const service = async (payload: object): Promise<Service> => {
    const res = await s.owner.request({
      method: 'POST',
      url: endpointPath(SERVICE_ENDPOINTS.create, { establishmentId: manhattan, tenantId }),
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  colour = await service({
    name: 'Gap Colour',
    duration: 90,
    price: 100,
    processingStart: 30,
    processingDuration: 45,
    staffIds: [],
  });
  trim = await service({ name: 'Gap Trim', duration: 30, price: 30, staffIds: [] });
  cut = await service({ name: 'Visit Cut', duration: 45, price: 60, staffIds: [] });
  managerOnly = await service({ name: 'Manager Special', duration: 30, price: 70, staffIds: [manager] });
});
afterAll(() => ctx.close());

function booking(overrides: Record<string, unknown> = {}) {
  return {
    establishmentId: manhattan,
    clientName: 'Grace Hopper',
    serviceId: trim.id,
    staffId: emma,
    date: '2026-10-05',
    startTime: '10:00',
    ...overrides,
  };
}

function create(payload: object, headers: Record<string, string> = {}) {
  return s.frontdesk.request({ method: 'POST', url: APPOINTMENT_ENDPOINTS.create.path, payload, headers });
}

async function book(payload: object): Promise<Appointment & { visit?: Appointment[] }> {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

function update(id: string, payload: object) {
  return s.frontdesk.request({
    method: 'PUT',
    url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: id }),
    payload,
  });
}

async function item(id: string): Promise<Appointment> {
  return (await s.frontdesk.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: id }) })).json()
    .data;
}

async function rowsOn(date: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM appointments WHERE (starts_at AT TIME ZONE 'America/New_York')::date = ${date}::date`,
  );
  return Number(row?.n);
}

/** A refusal's status, message and the field its details name. */
async function refusal(res: Promise<{ statusCode: number; json(): unknown }>) {
  const r = await res;
  const body = r.json() as { message: string; details?: { path: string }[] };
  return { status: r.statusCode, message: body.message, path: body.details?.[0]?.path };
}

describe('rooms', () => {
  it('holds a room for the whole appointment: names it in answers, 409 roomOverlap when taken', async () => {
    const first = await book(booking({ room: room.a, serviceId: cut.id }));
    expect(first).toMatchObject({
      room: room.a,
      roomName: 'Test Room A',
      startTime: '10:00',
      endTime: '10:45',
    });
    expect(await item(first.id)).toMatchObject({ room: room.a, roomName: 'Test Room A' });
    const listed = (
      await s.frontdesk.request({
        url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=2026-10-05`,
      })
    ).json().data as Appointment[];
    expect(listed.find((a) => a.id === first.id)).toMatchObject({ roomName: 'Test Room A' });

    // Another staff member, same room, overlapping: the room refuses it.
    expect(await refusal(create(booking({ room: room.a, staffId: manager, startTime: '10:30' })))).toEqual({
      status: 409,
      message: APPOINTMENT_MESSAGES.roomOverlap,
      path: 'room',
    });
    // The same staff member without a room: the staff overlap still says so.
    expect(await refusal(create(booking({ startTime: '10:30' })))).toEqual({
      status: 409,
      message: APPOINTMENT_MESSAGES.overlap,
      path: 'staffId',
    });
    const other = await book(booking({ room: room.b, staffId: manager, startTime: '10:30' }));
    // Touching is fine for the room as for staff.
    await book(booking({ room: room.a, startTime: '10:45' }));

    // Moving into the taken room is refused and changes nothing; once freed, it works.
    const move = await refusal(update(other.id, { room: room.a }));
    expect(move).toMatchObject({ status: 409, message: APPOINTMENT_MESSAGES.roomOverlap });
    expect((await item(other.id)).room).toBe(room.b);
    expect((await update(first.id, { status: 'cancelled' })).statusCode).toBe(200);
    const moved = await update(other.id, { room: room.a, endTime: '10:45' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ room: room.a, roomName: 'Test Room A' });
    const cleared = await update(other.id, { room: null });
    expect(cleared.json().data).toMatchObject({ room: null, roomName: null });
  });

  it('takes only an active room of the establishment (400 roomUnavailable) and a well-formed id', async () => {
    const before = await rowsOn('2026-10-06');
    for (const id of [room.equipment, room.inactive, room.chicago, crypto.randomUUID()]) {
      expect(await refusal(create(booking({ date: '2026-10-06', room: id })))).toEqual({
        status: 400,
        message: APPOINTMENT_MESSAGES.roomUnavailable,
        path: 'room',
      });
    }
    const malformed = await refusal(create(booking({ date: '2026-10-06', room: 'Suite 2' })));
    expect(malformed).toMatchObject({ status: 400, path: 'room' });
    expect(malformed.message).toContain(APPOINTMENT_MESSAGES.roomId);
    expect(await rowsOn('2026-10-06')).toBe(before);

    const made = await book(booking({ date: '2026-10-06' }));
    expect(await refusal(update(made.id, { room: room.equipment }))).toEqual({
      status: 400,
      message: APPOINTMENT_MESSAGES.roomUnavailable,
      path: 'room',
    });
    expect((await item(made.id)).room).toBeNull();
  });
});

describe('clients', () => {
  it('links only a client of the business (a foreign key alone would take another tenant’s)', async () => {
    const northTenant = s.north.user.tenantId;
    const northside = s.north.user.establishments[0]!;
    const [foreign] = await withTenant(ctx.database.db, { tenantId: northTenant }, (tx) =>
      tx
        .insert(clients)
        .values({ tenantId: northTenant, establishmentId: northside, name: 'Not Yours' })
        .returning({ id: clients.id }),
    );
    for (const clientId of [foreign!.id, crypto.randomUUID()]) {
      expect(await refusal(create(booking({ date: '2026-10-07', clientId })))).toEqual({
        status: 400,
        message: APPOINTMENT_MESSAGES.clientUnavailable,
        path: 'clientId',
      });
    }
    expect(await rowsOn('2026-10-07')).toBe(0);
  });
});

describe('processing time', () => {
  it('copies the service window; another client books inside the gap, not over the busy parts', async () => {
    const first = await book(booking({ date: '2026-10-08', serviceId: colour.id, room: room.a }));
    expect(first).toMatchObject({
      startTime: '10:00',
      endTime: '11:30',
      processingStartTime: '10:30',
      processingEndTime: '11:15',
    });
    const inGap = await book(
      booking({ date: '2026-10-08', clientName: 'Second Client', startTime: '10:30', endTime: '11:15' }),
    );
    expect(inGap).toMatchObject({ staffId: emma, processingStartTime: null });
    for (const [startTime, endTime] of [
      ['09:45', '10:15'],
      ['11:15', '11:45'],
    ]) {
      expect(await refusal(create(booking({ date: '2026-10-08', startTime, endTime })))).toMatchObject({
        status: 409,
        message: APPOINTMENT_MESSAGES.overlap,
      });
    }
    // The client keeps the room while processing: the gap frees the staff member, not the room.
    expect(
      await refusal(
        create(booking({ date: '2026-10-08', staffId: manager, startTime: '10:45', room: room.a })),
      ),
    ).toMatchObject({ status: 409, message: APPOINTMENT_MESSAGES.roomOverlap });
    // Moving the gap booking onto a busy part is refused too.
    expect(await refusal(update(inGap.id, { startTime: '10:15', endTime: '10:45' }))).toMatchObject({
      status: 409,
      message: APPOINTMENT_MESSAGES.overlap,
    });
  });

  it('moves the window with the appointment, drops it when it no longer fits, and follows the service', async () => {
    const made = await book(booking({ date: '2026-10-09', serviceId: colour.id, startTime: '14:00' }));
    expect(made).toMatchObject({ processingStartTime: '14:30', processingEndTime: '15:15' });
    const later = (await update(made.id, { startTime: '15:00' })).json().data as Appointment;
    expect(later).toMatchObject({
      endTime: '16:30',
      processingStartTime: '15:30',
      processingEndTime: '16:15',
    });
    // 60 minutes: the window would end after the appointment, so there is none.
    const shorter = (await update(made.id, { endTime: '16:00' })).json().data as Appointment;
    expect(shorter).toMatchObject({ duration: 60, processingStartTime: null, processingEndTime: null });
    const plain = (await update(made.id, { serviceId: trim.id })).json().data as Appointment;
    expect(plain).toMatchObject({ duration: 30, processingStartTime: null });
    const back = (await update(made.id, { serviceId: colour.id })).json().data as Appointment;
    expect(back).toMatchObject({ duration: 90, processingStartTime: '15:30', processingEndTime: '16:15' });
    // Sending the whole appointment back changes nothing, the window included.
    const same = await update(made.id, back);
    expect(same.json().data).toMatchObject({ processingStartTime: '15:30', updatedAt: back.updatedAt });
  });
});

describe('multi-service visits', () => {
  it('books a 3-service visit back to back with one visitId, each part priced and timed by its service', async () => {
    const made = await book(
      booking({
        date: '2026-10-12',
        startTime: '09:00',
        serviceId: colour.id,
        room: room.a,
        price: 120,
        notes: 'Whole visit',
        additionalServices: [{ serviceId: cut.id }, { serviceId: trim.id, staffId: manager, room: room.b }],
      }),
    );
    const visit = made.visit!;
    expect(visit).toHaveLength(3);
    expect(made.id).toBe(visit[0]!.id);
    expect(visit.map((a) => [a.serviceName, a.staffId, a.startTime, a.endTime, a.price, a.room])).toEqual([
      ['Gap Colour', emma, '09:00', '10:30', 120, room.a],
      ['Visit Cut', emma, '10:30', '11:15', 60, null],
      ['Gap Trim', manager, '11:15', '11:45', 30, room.b],
    ]);
    expect(visit[0]).toMatchObject({ processingStartTime: '09:30', processingEndTime: '10:15' });
    expect(visit[1]).toMatchObject({
      processingStartTime: null,
      notes: 'Whole visit',
      clientName: 'Grace Hopper',
    });
    const visitId = made.visitId;
    expect(visitId).toEqual(expect.any(String));
    expect(visit.every((a) => a.visitId === visitId)).toBe(true);
    expect((await item(visit[2]!.id)).statusHistory).toHaveLength(1);
    // A single booking has no visit.
    const single = await book(booking({ date: '2026-10-12', startTime: '15:00', additionalServices: [] }));
    expect(single.visitId).toBeNull();
    expect(single.visit).toBeUndefined();
  });

  it('writes nothing when one part overlaps (409 naming it) or ends after the day', async () => {
    await book(booking({ date: '2026-10-13', staffId: manager, startTime: '14:00', endTime: '15:00' }));
    const before = await rowsOn('2026-10-13');
    // 12:00–13:30 colour, 13:30–14:15 cut (Emma), 14:15–14:45 trim with the manager: taken.
    const overlap = await refusal(
      create(
        booking({
          date: '2026-10-13',
          startTime: '12:00',
          serviceId: colour.id,
          additionalServices: [{ serviceId: cut.id }, { serviceId: trim.id, staffId: manager }],
        }),
      ),
    );
    expect(overlap).toEqual({
      status: 409,
      message: APPOINTMENT_MESSAGES.overlap,
      path: 'additionalServices.1.staffId',
    });
    expect(await rowsOn('2026-10-13')).toBe(before);

    const late = await refusal(
      create(
        booking({
          date: '2026-10-13',
          startTime: '22:30',
          serviceId: colour.id,
          additionalServices: [{ serviceId: cut.id }],
        }),
      ),
    );
    expect(late).toEqual({
      status: 400,
      message: APPOINTMENT_MESSAGES.visitEndsAfterDay,
      path: 'additionalServices.0.serviceId',
    });
    const tooMany = await refusal(
      create(booking({ date: '2026-10-13', additionalServices: Array(5).fill({ serviceId: trim.id }) })),
    );
    expect(tooMany).toMatchObject({ status: 400, path: 'additionalServices' });
    expect(tooMany.message).toContain(APPOINTMENT_MESSAGES.additionalServices);
    const unknown = await refusal(
      create(booking({ date: '2026-10-13', additionalServices: [{ serviceId: crypto.randomUUID() }] })),
    );
    expect(unknown).toEqual({
      status: 400,
      message: APPOINTMENT_MESSAGES.serviceUnavailable,
      path: 'additionalServices.0.serviceId',
    });
    expect(await rowsOn('2026-10-13')).toBe(before);
  });

  it('replays an idempotent retry of a visit and books it once', async () => {
    const payload = booking({
      date: '2026-10-14',
      additionalServices: [{ serviceId: cut.id }, { serviceId: trim.id }],
    });
    const headers = { [IDEMPOTENCY_HEADER]: 'visit-retry-1' };
    const first = await create(payload, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await create(payload, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(again.json().data.visit).toHaveLength(3);
    expect(await rowsOn('2026-10-14')).toBe(3);
  });
});

describe('who performs a service', () => {
  it('refuses a staff member the service does not list (400 staffCannotPerform); none listed is anyone', async () => {
    const refusedCreate = await refusal(create(booking({ date: '2026-10-15', serviceId: managerOnly.id })));
    expect(refusedCreate).toEqual({
      status: 400,
      message: APPOINTMENT_MESSAGES.staffCannotPerform,
      path: 'staffId',
    });
    await book(booking({ date: '2026-10-15', serviceId: managerOnly.id, staffId: manager }));

    // In a visit the part's staff defaults to the first's, who does not perform it.
    const visit = booking({
      date: '2026-10-15',
      startTime: '12:00',
      additionalServices: [{ serviceId: managerOnly.id }],
    });
    expect(await refusal(create(visit))).toEqual({
      status: 400,
      message: APPOINTMENT_MESSAGES.staffCannotPerform,
      path: 'additionalServices.0.staffId',
    });
    expect(await rowsOn('2026-10-15')).toBe(1);
    await book({ ...visit, additionalServices: [{ serviceId: managerOnly.id, staffId: manager }] });

    // On update, a change of service or of staff must still pair a performer with the service.
    const emmas = await book(booking({ date: '2026-10-15', startTime: '15:00' }));
    expect(await refusal(update(emmas.id, { serviceId: managerOnly.id }))).toMatchObject({
      status: 400,
      path: 'staffId',
    });
    const managers = await book(
      booking({ date: '2026-10-15', startTime: '16:00', serviceId: managerOnly.id, staffId: manager }),
    );
    expect(await refusal(update(managers.id, { staffId: emma }))).toMatchObject({
      status: 400,
      message: APPOINTMENT_MESSAGES.staffCannotPerform,
    });
    const both = await update(emmas.id, { serviceId: managerOnly.id, staffId: manager, startTime: '17:00' });
    expect(both.statusCode, both.body).toBe(200);

    // Availability offers the service with its performers only.
    const offered = await s.frontdesk.request({
      url: `${endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: manhattan })}?date=2026-10-16&serviceId=${managerOnly.id}`,
    });
    expect(Object.keys((offered.json().data as Availability).availabilityByStaff)).toEqual([manager]);
  });
});

describe('who takes bookings', () => {
  const setBookable = async (userId: string, bookable: boolean) => {
    const res = await s.owner.request({
      method: 'PUT',
      url: endpointPath(STAFF_ENDPOINTS.update, {
        tenantId: s.owner.user.tenantId,
        establishmentId: manhattan,
        userId,
      }),
      payload: { bookable },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('refuses the front desk and anyone made not bookable (400 staffNotBookable); their bookings still move', async () => {
    expect(await refusal(create(booking({ date: '2026-10-19', staffId: s.frontdesk.user.id })))).toEqual({
      status: 400,
      message: APPOINTMENT_MESSAGES.staffNotBookable,
      path: 'staffId',
    });
    const managers = await book(booking({ date: '2026-10-19', staffId: manager }));
    await setBookable(manager, false);
    try {
      expect(
        await refusal(create(booking({ date: '2026-10-19', startTime: '14:00', staffId: manager }))),
      ).toEqual({
        status: 400,
        message: APPOINTMENT_MESSAGES.staffNotBookable,
        path: 'staffId',
      });
      const emmas = await book(booking({ date: '2026-10-19', startTime: '15:00' }));
      expect(await refusal(update(emmas.id, { staffId: manager }))).toMatchObject({
        status: 400,
        message: APPOINTMENT_MESSAGES.staffNotBookable,
      });
      // What they already have stays theirs and can be moved.
      const moved = await update(managers.id, { startTime: '16:00' });
      expect(moved.statusCode, moved.body).toBe(200);
    } finally {
      await setBookable(manager, true);
    }
    await book(booking({ date: '2026-10-19', startTime: '12:00', staffId: manager }));
  });
});

describe("the location's visit settings", () => {
  /** Sets Manhattan's settings.services directly, as the establishment dialog would. */
  const allow = (services: { allowMultipleServices: boolean; allowMultipleStylists: boolean }) =>
    queryRows(
      ctx.database.db,
      sql`UPDATE establishments SET settings = jsonb_set(settings, '{services}', ${JSON.stringify(services)}::jsonb) WHERE id = ${manhattan}`,
    );

  it('refuse a second service, or a second staff member, where the location does not allow them', async () => {
    const date = '2026-10-20';
    const before = await rowsOn(date);
    await allow({ allowMultipleServices: false, allowMultipleStylists: false });
    try {
      expect(await refusal(create(booking({ date, additionalServices: [{ serviceId: cut.id }] })))).toEqual({
        status: 400,
        message: APPOINTMENT_MESSAGES.multipleServicesOff,
        path: 'additionalServices',
      });
      await allow({ allowMultipleServices: true, allowMultipleStylists: false });
      const twoPeople = booking({ date, additionalServices: [{ serviceId: trim.id, staffId: manager }] });
      expect(await refusal(create(twoPeople))).toEqual({
        status: 400,
        message: APPOINTMENT_MESSAGES.multipleStylistsOff,
        path: 'additionalServices.0.staffId',
      });
      expect(await rowsOn(date)).toBe(before);
      const samePerson = await book(booking({ date, additionalServices: [{ serviceId: cut.id }] }));
      expect(samePerson.visit).toHaveLength(2);
    } finally {
      await allow({ allowMultipleServices: true, allowMultipleStylists: true });
    }
  });
});

describe('time off', () => {
  it("refuses a booking or a move onto the person's time off (409 staffOnTimeOff), writing nothing", async () => {
    // Emma is away 13:00–15:00 New York time on 2026-10-21.
    const blocked = await s.manager.request({
      method: 'POST',
      url: endpointPath(STAFF_ENDPOINTS.addTimeOff, {
        tenantId: s.manager.user.tenantId,
        establishmentId: manhattan,
        userId: emma,
      }),
      payload: {
        startsAt: '2026-10-21T17:00:00.000Z',
        endsAt: '2026-10-21T19:00:00.000Z',
        reason: 'Vacation',
      },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const date = '2026-10-21';
    const before = await rowsOn(date);
    expect(await refusal(create(booking({ date, startTime: '14:30' })))).toEqual({
      status: 409,
      message: APPOINTMENT_MESSAGES.staffOnTimeOff,
      path: 'staffId',
    });
    // A visit whose second part runs into the leave names that part.
    expect(
      await refusal(
        create(
          booking({
            date,
            startTime: '11:30',
            serviceId: colour.id,
            additionalServices: [{ serviceId: trim.id }],
          }),
        ),
      ),
    ).toEqual({
      status: 409,
      message: APPOINTMENT_MESSAGES.staffOnTimeOff,
      path: 'additionalServices.0.staffId',
    });
    expect(await rowsOn(date)).toBe(before);

    const morning = await book(booking({ date, startTime: '10:00' }));
    expect(await refusal(update(morning.id, { startTime: '13:30' }))).toMatchObject({
      status: 409,
      message: APPOINTMENT_MESSAGES.staffOnTimeOff,
    });
    const managers = await book(booking({ date, startTime: '13:30', staffId: manager }));
    expect(await refusal(update(managers.id, { staffId: emma }))).toMatchObject({
      status: 409,
      message: APPOINTMENT_MESSAGES.staffOnTimeOff,
      path: 'staffId',
    });
    expect((await item(morning.id)).startTime).toBe('10:00');
    // Outside the leave everything moves as before, and cancelling needs no free time.
    expect((await update(morning.id, { startTime: '15:00' })).statusCode).toBe(200);
    expect((await update(managers.id, { status: 'cancelled' })).statusCode).toBe(200);
  });
});
