import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  endpointPath,
  ALL_ESTABLISHMENTS,
  APPOINTMENT_ENDPOINTS,
  CLIENT_MESSAGES,
  FIELD_MESSAGES,
  CONTACT_MESSAGES,
  CRM_ENDPOINTS,
  CLIENT_IMPORT_ENDPOINTS,
  MESSAGES,
  SERVICE_ENDPOINTS,
  type Appointment,
  type Client,
  type ClientAppointment,
  type ClientDetail,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { SETTLED } from '../../../test/settled.js';
import { appointments } from '../../db/schema.js';
import { withTenant } from '../../db/tenant.js';

let ctx: TestContext;
const s = {} as Record<'admin' | 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
/** Luxe Salon Manhattan (America/New_York): the manager, front desk and employee work there. */
let manhattan: string;
/** Luxe Salon Chicago (America/Chicago): only owner and admin reach it. */
let chicago: string;
let tenantId: string;
let haircut: Service;
let mensCut: Service;
let chicagoService: Service;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-06-01T16:00:00Z');
  for (const role of ['admin', 'owner', 'manager', 'frontdesk', 'employee'] as const) {
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  }
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  manhattan = s.manager.user.establishments[0]!;
  const all = (await s.owner.request({ url: '/api/admin/establishments' })).json().data as {
    id: string;
    name: string;
  }[];
  chicago = all.find((e) => e.name === 'Luxe Salon Chicago')!.id;
  const catalogue = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
    })
  ).json().data as Service[];
  haircut = catalogue.find((x) => x.name === "Women's Haircut")!;
  mensCut = catalogue.find((x) => x.name === "Men's Haircut")!;
  chicagoService = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: chicago, tenantId }),
    })
  ).json().data[0] as Service;
});
afterAll(() => ctx.close());

function post(session: Session, payload: object) {
  return session.request({ method: 'POST', url: CRM_ENDPOINTS.createClient.path, payload });
}

async function create(session: Session, payload: object): Promise<Client & { duplicates: unknown[] }> {
  const res = await post(session, { tenantId, establishmentId: manhattan, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

function put(session: Session, id: string, payload: object) {
  return session.request({
    method: 'PUT',
    url: endpointPath(CRM_ENDPOINTS.updateClient, { id }),
    payload: { tenantId, establishmentId: manhattan, ...payload },
  });
}

async function list(session: Session, query: string): Promise<{ data: Client[]; total: number }> {
  const res = await session.request({ url: `${CRM_ENDPOINTS.listClients.path}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return { data: body.data, total: body.pagination.total };
}

async function detail(session: Session, id: string): Promise<ClientDetail> {
  const res = await session.request({ url: endpointPath(CRM_ENDPOINTS.client, { id }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The first page of the client's past appointments. */
async function history(session: Session, id: string): Promise<ClientAppointment[]> {
  const res = await session.request({ url: endpointPath(CRM_ENDPOINTS.clientHistory, { id }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Books through the appointments API; `client` links it. */
async function book(
  session: Session,
  client: Client,
  overrides: Record<string, unknown>,
): Promise<Appointment> {
  const res = await session.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientId: client.id,
      clientName: client.name,
      serviceId: haircut.id,
      staffId: s.employee.user.id,
      startTime: '10:00',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('clients', () => {
  it('creates, reads, lists and updates with the envelope; contact details normalised; figures ignored on PUT', async () => {
    const res = await post(s.frontdesk, {
      tenantId,
      establishmentId: manhattan,
      name: '  Grace Hopper ',
      email: ' Grace@Example.COM ',
      phone: '(808) 555-0142',
      birthdate: '1990-12-09',
      preferredStylist: s.employee.user.id,
      preferences: 'Quiet appointments',
      allergies: '',
      status: 'vip',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      tenantId,
      establishmentId: manhattan,
      establishmentName: 'Luxe Salon Manhattan',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+18085550142',
      birthdate: '1990-12-09',
      preferredStylist: s.employee.user.id,
      preferredStylistName: 'Emma Chen',
      preferences: 'Quiet appointments',
      allergies: null,
      status: 'vip',
      source: 'manual',
      lastVisit: null,
      visitCount: 0,
      totalSpent: 0,
      averageSpend: 0,
      lifetimeSpend: 0,
      loyaltyPoints: 0,
      favoriteServices: [],
      favoriteProducts: [],
      erasedAt: null,
      duplicates: [],
    });
    const grace = body.data as Client;

    const page = await list(s.frontdesk, `establishmentId=${manhattan}&search=grace`);
    expect(page.data.map((c) => c.id)).toEqual([grace.id]);
    expect(page.total).toBe(1);

    const one = await detail(s.frontdesk, grace.id);
    expect(one).toMatchObject({
      id: grace.id,
      notes: [],
      upcomingAppointments: [],
      duplicates: [],
    });

    // The web sends the whole client back: the derived figures are accepted and ignored.
    const updated = await put(s.frontdesk, grace.id, {
      ...grace,
      phone: '',
      allergies: 'Latex',
      totalSpent: 9999,
      visitCount: 42,
      loyaltyPoints: 7,
      lastVisit: '2020-01-01',
      averageSpend: 1,
      lifetimeSpend: 2,
      favorites: ['x'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      phone: null,
      allergies: 'Latex',
      totalSpent: 0,
      visitCount: 0,
      loyaltyPoints: 0,
      lastVisit: null,
    });
    // Search follows the change: the phone no longer finds her.
    expect((await list(s.frontdesk, 'search=8085550142')).total).toBe(0);
  });

  it('refuses derived figures out of their shape on PUT (they are ignored, never taken as given)', async () => {
    const created = await post(s.owner, { tenantId, establishmentId: manhattan, name: 'Shape Tester' });
    const id = created.json().data.id as string;
    const bad: object[] = [
      { totalSpent: 'lots' },
      { totalSpent: -5 },
      { visitCount: 1.5 },
      { visitCount: 1e308 },
      { lastVisit: 'yesterday' },
      { loyaltyPoints: 'x' },
      { favoriteServices: ['x'.repeat(100_000)] },
      { notes: 'not a list' },
    ];
    for (const figures of bad) {
      const res = await put(s.owner, id, { tenantId, establishmentId: manhattan, ...figures });
      expect(res.statusCode, JSON.stringify(figures).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(CLIENT_MESSAGES.derived);
    }
    const nul = await put(s.owner, id, { tenantId, establishmentId: manhattan, preferences: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details).toEqual([{ path: 'preferences', message: FIELD_MESSAGES.control }]);
  });

  it('refuses bad input with clear texts and changes nothing', async () => {
    const cases: [object, number, string][] = [
      [{ name: 'No Scope' }, 400, MESSAGES.missingTenantOrEstablishment],
      [{ tenantId, name: 'No Establishment' }, 400, MESSAGES.missingTenantOrEstablishment],
      [{ establishmentId: manhattan, name: 'No Tenant' }, 400, MESSAGES.missingTenantOrEstablishment],
      [{ tenantId, establishmentId: manhattan, name: ' ' }, 400, `name: ${CLIENT_MESSAGES.nameRequired}`],
      [
        { tenantId, establishmentId: manhattan, name: 'A', email: 'a@' },
        400,
        `email: ${CONTACT_MESSAGES.email}`,
      ],
      [
        { tenantId, establishmentId: manhattan, name: 'A', phone: '123' },
        400,
        `phone: ${CONTACT_MESSAGES.phone}`,
      ],
      [
        { tenantId, establishmentId: manhattan, name: 'A', status: 'gold' },
        400,
        `status: ${CLIENT_MESSAGES.status}`,
      ],
      [
        { tenantId, establishmentId: manhattan, name: 'A', birthdate: '2026-02-30' },
        400,
        `birthdate: ${CLIENT_MESSAGES.birthdate}`,
      ],
      [
        { tenantId, establishmentId: manhattan, name: 'A', birthdate: '2026-06-02' },
        400,
        CLIENT_MESSAGES.birthdateFuture,
      ],
      [
        { tenantId, establishmentId: manhattan, name: 'A', preferredStylist: s.north.user.id },
        400,
        CLIENT_MESSAGES.preferredStylist,
      ],
      [{ tenantId, establishmentId: ALL_ESTABLISHMENTS, name: 'A' }, 400, CLIENT_MESSAGES.oneEstablishment],
      [
        { tenantId: s.north.user.tenantId, establishmentId: manhattan, name: 'A' },
        404,
        MESSAGES.tenantNotFound,
      ],
      [{ tenantId, establishmentId: chicago, name: 'A' }, 404, CLIENT_MESSAGES.establishmentNotFound],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(s.frontdesk, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, error: message, message });
    }
    expect((await list(s.owner, 'search=no%20scope')).total).toBe(0);
    const query = await s.frontdesk.request({ url: `${CRM_ENDPOINTS.listClients.path}?pageSize=101` });
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toBe(`pageSize: ${CLIENT_MESSAGES.pageSize}`);
    const range = await s.frontdesk.request({
      url: `${CRM_ENDPOINTS.listClients.path}?lastVisitFrom=2026-05-02&lastVisitTo=2026-05-01`,
    });
    expect(range.json().error).toBe(`lastVisitTo: ${CLIENT_MESSAGES.dateRange}`);
  });

  it('flags duplicates by email or phone without refusing them', async () => {
    const first = await create(s.frontdesk, {
      name: 'Dup Original',
      email: 'dup@example.com',
      phone: '808-555-0177',
    });
    const second = await create(s.frontdesk, { name: 'Dup Second', email: 'DUP@example.com' });
    expect(second.duplicates).toEqual([
      {
        id: first.id,
        name: 'Dup Original',
        email: 'dup@example.com',
        phone: '+18085550177',
        establishmentId: manhattan,
      },
    ]);
    const third = await create(s.owner, {
      name: 'Dup Third',
      phone: '+1 808 555 0177',
      establishmentId: chicago,
    });
    expect(third.duplicates).toHaveLength(1);
    expect((await detail(s.frontdesk, first.id)).duplicates.map((d) => d.id).sort()).toEqual(
      [second.id, third.id].sort(),
    );
  });

  it('scopes by role: employee the clients they served, front desk the establishment, owner the tenant', async () => {
    const served = await create(s.frontdesk, { name: 'Scope Served' });
    const other = await create(s.frontdesk, { name: 'Scope Other' });
    const cancelled = await create(s.frontdesk, { name: 'Scope Cancelled' });
    const away = await create(s.owner, { name: 'Scope Chicago', establishmentId: chicago });
    await book(s.frontdesk, served, { date: '2026-05-04' });
    await book(s.frontdesk, other, { date: '2026-05-04', staffId: s.manager.user.id, serviceId: mensCut.id });
    await book(s.frontdesk, cancelled, { date: '2026-05-05', status: 'cancelled' });
    const names = (r: { data: Client[] }) => r.data.map((c) => c.name);

    expect(names(await list(s.employee, 'search=scope'))).toEqual(['Scope Served']);
    expect(
      (await s.employee.request({ url: endpointPath(CRM_ENDPOINTS.client, { id: other.id }) })).statusCode,
    ).toBe(404);
    expect(await history(s.employee, served.id)).toHaveLength(1);
    expect((await post(s.employee, { tenantId, establishmentId: manhattan, name: 'X' })).statusCode).toBe(
      403,
    );

    expect(names(await list(s.frontdesk, 'search=scope'))).toEqual([
      'Scope Cancelled',
      'Scope Other',
      'Scope Served',
    ]);
    expect(names(await list(s.frontdesk, `search=scope&establishmentId=${ALL_ESTABLISHMENTS}`))).toHaveLength(
      3,
    );
    expect(
      (await s.frontdesk.request({ url: endpointPath(CRM_ENDPOINTS.client, { id: away.id }) })).statusCode,
    ).toBe(404);
    expect((await put(s.frontdesk, away.id, { name: 'Taken' })).statusCode).toBe(404);
    const outOfReach = await s.frontdesk.request({
      url: `${CRM_ENDPOINTS.listClients.path}?establishmentId=${chicago}`,
    });
    expect(outOfReach.statusCode).toBe(404);
    expect(outOfReach.json().error).toBe(CLIENT_MESSAGES.establishmentNotFound);
    // Moving a client to an establishment out of reach is refused.
    expect((await put(s.frontdesk, served.id, { establishmentId: chicago })).statusCode).toBe(404);

    expect(names(await list(s.owner, 'search=scope'))).toEqual([
      'Scope Cancelled',
      'Scope Chicago',
      'Scope Other',
      'Scope Served',
    ]);
    expect(names(await list(s.owner, `search=scope&establishmentId=${chicago}`))).toEqual(['Scope Chicago']);
    expect(names(await list(s.admin, `search=scope&establishmentId=${ALL_ESTABLISHMENTS}`))).toHaveLength(4);
  });

  it('answers 404 across tenants and never lists another tenant’s clients', async () => {
    const luxe = await create(s.frontdesk, { name: 'Tenant Private', email: 'private@example.com' });
    expect(
      (await s.north.request({ url: endpointPath(CRM_ENDPOINTS.updateClient, { id: luxe.id }) })).statusCode,
    ).toBe(404);
    const northPut = await s.north.request({
      method: 'PUT',
      url: endpointPath(CRM_ENDPOINTS.updateClient, { id: luxe.id }),
      payload: {
        tenantId: s.north.user.tenantId,
        establishmentId: s.north.user.establishments[0],
        name: 'Mine',
      },
    });
    expect(northPut.statusCode).toBe(404);
    expect((await list(s.north, 'search=private')).total).toBe(0);
    const northCreate = await s.north.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: { tenantId, establishmentId: manhattan, name: 'Intruder' },
    });
    expect(northCreate.statusCode).toBe(404);
    const wrongPlace = await s.north.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: { tenantId: s.north.user.tenantId, establishmentId: manhattan, name: 'Intruder' },
    });
    expect(wrongPlace.statusCode).toBe(404);
    // A Northside client with the same email is not a Luxe duplicate, and the other way round.
    const north = await s.north.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: {
        tenantId: s.north.user.tenantId,
        establishmentId: s.north.user.establishments[0],
        name: 'North Person',
        email: 'private@example.com',
      },
    });
    expect(north.statusCode, north.body).toBe(201);
    expect(north.json().data.duplicates).toEqual([]);
    expect(
      (await s.north.request({ url: `${CRM_ENDPOINTS.listClients.path}?tenantId=${tenantId}` })).statusCode,
    ).toBe(404);
  });

  it('searches partially, without accents, by email and phone digits, and pages with totals', async () => {
    const jose = await create(s.frontdesk, {
      name: 'José Quixótez',
      email: 'jquixotez@mail.example',
      phone: '(808) 555-0199',
    });
    const found = async (q: string) =>
      (await list(s.frontdesk, `search=${encodeURIComponent(q)}`)).data.map((c) => c.id);
    for (const q of [
      'quixot',
      'JOSÉ quix',
      'QUIXÓTEZ',
      'quixotez@mail',
      '808 555 019',
      '(808) 555-019',
      '+1 808-555-0199',
      '8085550199',
    ]) {
      await expect(found(q), q).resolves.toEqual([jose.id]);
    }
    await expect(found('jose quixotez smith')).resolves.toEqual([]);
    // LIKE wildcards in a query are taken literally.
    await expect(found('%')).resolves.toEqual([]);

    for (let i = 1; i <= 12; i++) await create(s.frontdesk, { name: `Pager ${String(i).padStart(2, '0')}` });
    const first = await list(s.frontdesk, 'search=pager&pageSize=5');
    expect(first.data.map((c) => c.name)).toEqual([
      'Pager 01',
      'Pager 02',
      'Pager 03',
      'Pager 04',
      'Pager 05',
    ]);
    expect(first.total).toBe(12);
    const last = await list(s.frontdesk, 'search=pager&pageSize=5&page=3');
    expect(last.data.map((c) => c.name)).toEqual(['Pager 11', 'Pager 12']);
    expect(last.total).toBe(12);
    const beyond = await list(s.frontdesk, 'search=pager&pageSize=5&page=4');
    expect(beyond).toEqual({ data: [], total: 12 });
    const defaults = await s.frontdesk.request({ url: `${CRM_ENDPOINTS.listClients.path}?search=pager` });
    expect(defaults.json().pagination).toEqual({ page: 1, pageSize: 10, total: 12 });
    expect(defaults.json().data).toHaveLength(10);
  });

  it("keeps the export's stored figures in step with every appointment change (on its events)", async () => {
    const eve = await create(s.frontdesk, { name: 'Kept Totals Eve' });
    const exported = async () => {
      const res = await s.owner.request({
        url: `${CLIENT_IMPORT_ENDPOINTS.export.path}?establishmentId=${ALL_ESTABLISHMENTS}&search=kept%20totals`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = (parse(res.body, { bom: true }) as string[][])[1]!;
      // lastVisit, visitCount, lifetimeSpend, loyaltyPoints
      return row.slice(7);
    };
    expect(await exported()).toEqual(['', '0', '0.00', '0']);

    const first = await book(s.frontdesk, eve, { date: '2025-03-10', status: 'completed', price: 85 });
    // Completed at Chicago at 23:00 local: the next day in UTC, Apr 30 where it happened.
    await book(s.owner, eve, {
      establishmentId: chicago,
      serviceId: chicagoService.id,
      staffId: s.owner.user.id,
      date: '2025-04-30',
      startTime: '23:00',
      endTime: '23:45',
      status: 'completed',
      price: 40,
    });
    const booked = await book(s.frontdesk, eve, { date: '2025-05-05' });
    await expect.poll(exported, SETTLED).toEqual(['2025-04-30', '2', '125.00', '125']);

    for (const payload of [{ status: 'checked_in' }, { status: 'completed', price: 60 }]) {
      const res = await s.frontdesk.request({
        method: 'PUT',
        url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: booked.id }),
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await expect.poll(exported, SETTLED).toEqual(['2025-05-05', '3', '185.00', '185']);

    const removed = await s.owner.request({
      method: 'DELETE',
      url: endpointPath(APPOINTMENT_ENDPOINTS.remove, { id: first.id }),
      payload: { establishmentId: manhattan },
    });
    // A completed visit stays as it was (issue #28): refused, and the figures stand.
    expect(removed.statusCode, removed.body).toBe(409);
    expect(await exported()).toEqual(['2025-05-05', '3', '185.00', '185']);

    // The list computes the same figures from the appointments themselves.
    const page = await list(s.owner, 'search=kept%20totals');
    expect(page.data[0]).toMatchObject({ lastVisit: '2025-05-05', visitCount: 3, lifetimeSpend: 185 });
  });

  it('derives visit figures and loyalty points from completed appointments', async () => {
    const ada = await create(s.frontdesk, { name: 'Figures Ada' });
    // Two completed haircuts at Manhattan ($85 and $90.50), one cancelled, one upcoming.
    await book(s.frontdesk, ada, { date: '2026-03-10', status: 'completed' });
    await book(s.frontdesk, ada, { date: '2026-04-14', status: 'completed', price: 90.5 });
    await book(s.frontdesk, ada, { date: '2026-04-20', status: 'cancelled', price: 500 });
    const upcoming = await book(s.frontdesk, ada, { date: '2026-07-01' });
    // Completed at Chicago at 23:00 local, which is already the next day in UTC: $40.
    await book(s.owner, ada, {
      establishmentId: chicago,
      serviceId: chicagoService.id,
      staffId: s.owner.user.id,
      date: '2026-04-30',
      startTime: '23:00',
      endTime: '23:45',
      status: 'completed',
      price: 40,
    });
    // One multi-service visit (two appointments sharing a visit id) counts as one visit: $30 + $20.
    await withTenant(ctx.database.db, { tenantId }, async (tx) => {
      const visitId = '6f1b7c2e-0000-4000-8000-000000000001';
      const base = {
        tenantId,
        establishmentId: manhattan,
        staffId: s.manager.user.id,
        serviceId: mensCut.id,
        clientId: ada.id,
        clientName: ada.name,
        serviceName: "Men's Haircut",
        status: 'completed' as const,
        visitId,
      };
      await tx.insert(appointments).values([
        {
          ...base,
          startsAt: new Date('2026-02-02T15:00:00Z'),
          endsAt: new Date('2026-02-02T15:30:00Z'),
          priceCents: 3000,
        },
        {
          ...base,
          startsAt: new Date('2026-02-02T15:30:00Z'),
          endsAt: new Date('2026-02-02T16:00:00Z'),
          priceCents: 2000,
        },
      ]);
    });

    // By hand: visits 4 (Feb visit, Mar 10, Apr 14, Apr 30); spend 50 + 85 + 90.5 + 40 = 265.5;
    // average 66.375 → 66.38; last visit Apr 30 (Chicago's date); points ⌊265.5 × 1⌋ = 265.
    const expected = {
      visitCount: 4,
      totalSpent: 265.5,
      lifetimeSpend: 265.5,
      averageSpend: 66.38,
      lastVisit: '2026-04-30',
      loyaltyPoints: 265,
      // Two each: the more recently booked first.
      favoriteServices: ["Women's Haircut", "Men's Haircut", chicagoService.name],
    };
    const page = await list(s.owner, 'search=figures%20ada');
    expect(page.data[0]).toMatchObject(expected);
    const full = await detail(s.owner, ada.id);
    expect(full).toMatchObject(expected);
    expect(full.upcomingAppointments.map((a) => a.id)).toEqual([upcoming.id]);
    const past = await history(s.owner, ada.id);
    expect(past.map((a) => a.date)).toEqual([
      '2026-04-30',
      '2026-04-20',
      '2026-04-14',
      '2026-03-10',
      '2026-02-02',
      '2026-02-02',
    ]);
    expect(past[0]).toMatchObject({
      startTime: '23:00',
      endTime: '23:45',
      establishmentName: 'Luxe Salon Chicago',
    });
    // The front desk sees only Manhattan's appointments on the page, the figures in full.
    const desk = await detail(s.frontdesk, ada.id);
    expect((await history(s.frontdesk, ada.id)).map((a) => a.establishmentId)).not.toContain(chicago);
    expect(desk.visitCount).toBe(4);

    // The loyalty rule and a manual adjustment: ⌊265.5 × 3⌋ + 10 = 806.
    expect(
      (
        await s.frontdesk.request({
          method: 'PUT',
          url: CRM_ENDPOINTS.saveSettings.path,
          payload: { loyaltyPointsPerDollar: 3 },
        })
      ).statusCode,
    ).toBe(403);
    const rule = await s.owner.request({
      method: 'PUT',
      url: CRM_ENDPOINTS.saveSettings.path,
      payload: { loyaltyPointsPerDollar: 3 },
    });
    expect(rule.json()).toEqual({ success: true, data: { loyaltyPointsPerDollar: 3 } });
    expect((await put(s.frontdesk, ada.id, { loyaltyPointsAdjustment: 10 })).json().data.loyaltyPoints).toBe(
      806,
    );
    expect((await s.employee.request({ url: CRM_ENDPOINTS.settings.path })).json().data).toEqual({
      loyaltyPointsPerDollar: 3,
    });
    const bad = await s.owner.request({
      method: 'PUT',
      url: CRM_ENDPOINTS.saveSettings.path,
      payload: { loyaltyPointsPerDollar: 101 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(`loyaltyPointsPerDollar: ${CLIENT_MESSAGES.loyaltyRate}`);
    await s.owner.request({
      method: 'PUT',
      url: CRM_ENDPOINTS.saveSettings.path,
      payload: { loyaltyPointsPerDollar: 1 },
    });

    // Filters on the derived last visit (inclusive local dates).
    const names = async (q: string) => (await list(s.owner, `search=figures&${q}`)).data.map((c) => c.name);
    await expect(names('lastVisitFrom=2026-04-30&lastVisitTo=2026-04-30')).resolves.toEqual(['Figures Ada']);
    await expect(names('lastVisitFrom=2026-05-01')).resolves.toEqual([]);
    await expect(names('lastVisitTo=2026-04-29')).resolves.toEqual([]);
  });

  it('publishes the CRM routes in the OpenAPI document', async () => {
    const docs = await ctx.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/crm/clients',
        '/api/admin/crm/clients/{id}',
        '/api/admin/crm/clients/{id}/merge',
        '/api/admin/crm/leads/{id}/convert',
        '/api/admin/crm/settings',
      ]),
    );
  });

  it('filters by status and preferred stylist', async () => {
    await create(s.frontdesk, { name: 'Filter Vip', status: 'vip', preferredStylist: s.employee.user.id });
    await create(s.frontdesk, { name: 'Filter Plain' });
    const names = async (q: string) =>
      (await list(s.frontdesk, `search=filter&${q}`)).data.map((c) => c.name);
    await expect(names('status=vip')).resolves.toEqual(['Filter Vip']);
    await expect(names(`preferredStylistId=${s.employee.user.id}`)).resolves.toEqual(['Filter Vip']);
    await expect(names('status=inactive')).resolves.toEqual([]);
  });
});
