/**
 * Client lists (issue #10): a client's history pages through every past appointment, lists sort
 * by any column with names compared the way people read them (accents and case do not decide),
 * and an admin's All Clients reaches every location while a manager sees only theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  CRM_ENDPOINTS,
  endpointPath,
  SERVICE_ENDPOINTS,
  type Client,
  type ClientAppointment,
  type Pagination,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { appointments } from '../../db/schema.js';
import { withTenant } from '../../db/tenant.js';
import { refreshClients } from './client-figures.repository.js';

let ctx: TestContext;
const s = {} as Record<'admin' | 'owner' | 'manager', Session>;
let tenantId: string;
/** The manager works here only. */
let manhattan: string;
let chicago: string;
let haircut: Service;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-06-01T16:00:00Z');
  for (const role of ['admin', 'owner', 'manager'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  tenantId = s.owner.user.tenantId;
  manhattan = s.manager.user.establishments[0]!;
  const all = (await s.owner.request({ url: '/api/admin/establishments' })).json().data as {
    id: string;
    name: string;
  }[];
  chicago = all.find((e) => e.name === 'Luxe Salon Chicago')!.id;
  haircut = (
    (
      await s.owner.request({
        url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
      })
    ).json().data as Service[]
  ).find((x) => x.name === "Women's Haircut")!;
});
afterAll(() => ctx.close());

async function create(name: string, extra: object = {}): Promise<Client> {
  const res = await s.owner.request({
    method: 'POST',
    url: CRM_ENDPOINTS.createClient.path,
    payload: { tenantId, establishmentId: manhattan, name, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function list(
  session: Session,
  query: string,
): Promise<{ status: number; names: string[]; data: Client[]; total: number; body: string }> {
  const res = await session.request({ url: `${CRM_ENDPOINTS.listClients.path}?${query}` });
  const body = res.json();
  const data = (body.data ?? []) as Client[];
  return {
    status: res.statusCode,
    names: data.map((c) => c.name),
    data,
    total: body.pagination?.total,
    body: res.body,
  };
}

/**
 * `count` completed visits of `client` at Manhattan, one a day from `firstDay` at 10:00 UTC,
 * each at `priceCents`: written straight to the table, the way the calendar would leave them.
 */
/**
 * Completed visits written straight to the table, as a bulk history load is: no event is
 * recorded, so the stored figures are refreshed as the demo's load has them refreshed.
 */
async function visits(client: Client, count: number, firstDay: string, priceCents = 5000): Promise<void> {
  const start = new Date(`${firstDay}T10:00:00Z`).getTime();
  const day = 86_400_000;
  await withTenant(ctx.database.db, { tenantId }, async (tx) => {
    await tx.insert(appointments).values(
      Array.from({ length: count }, (_, i) => ({
        tenantId,
        establishmentId: manhattan,
        staffId: s.manager.user.id,
        serviceId: haircut.id,
        serviceName: haircut.name,
        clientId: client.id,
        clientName: client.name,
        status: 'completed' as const,
        startsAt: new Date(start + i * day),
        endsAt: new Date(start + i * day + 45 * 60_000),
        priceCents,
      })),
    );
    await refreshClients(tx, [client.id]);
  });
}

describe('client history', () => {
  it('pages through every past appointment, latest first, with the total', async () => {
    const client = await create('History Longtime');
    // 25 visits, more than the page ever held before (20), on days running up to 2026-05-25.
    await visits(client, 25, '2026-05-01');
    const page = async (query: string) => {
      const res = await s.manager.request({
        url: `${endpointPath(CRM_ENDPOINTS.clientHistory, { id: client.id })}?${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: ClientAppointment[]; pagination: Pagination };
    };

    const first = await page('');
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: 25 });
    expect(first.data.map((a) => a.date).slice(0, 2)).toEqual(['2026-05-25', '2026-05-24']);
    const third = await page('page=3');
    expect(third.data.map((a) => a.date)).toEqual([
      '2026-05-05',
      '2026-05-04',
      '2026-05-03',
      '2026-05-02',
      '2026-05-01',
    ]);
    const all = [...first.data, ...(await page('page=2')).data, ...third.data].map((a) => a.id);
    expect(new Set(all).size).toBe(25);
    expect((await page('pageSize=50')).data).toHaveLength(25);
    // Past the end: no rows, the total still told.
    expect(await page('page=4')).toMatchObject({ data: [], pagination: { page: 4, total: 25 } });
    // The client's own figures count every visit too.
    const detail = await s.manager.request({ url: endpointPath(CRM_ENDPOINTS.client, { id: client.id }) });
    expect(detail.json().data).toMatchObject({ visitCount: 25, lifetimeSpend: 1250 });
  });

  it('answers 404 for a client out of reach and 400 for a bad page', async () => {
    const away = (
      await s.owner.request({
        method: 'POST',
        url: CRM_ENDPOINTS.createClient.path,
        payload: { tenantId, establishmentId: chicago, name: 'History Away' },
      })
    ).json().data as Client;
    const url = endpointPath(CRM_ENDPOINTS.clientHistory, { id: away.id });
    expect((await s.manager.request({ url })).statusCode).toBe(404);
    expect((await s.owner.request({ url })).statusCode).toBe(200);
    const bad = await s.owner.request({ url: `${url}?page=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(CLIENT_MESSAGES.page);
  });
});

describe('client list order', () => {
  const names = ['Léa', 'Luna', 'Lucas', 'Élodie', 'Émile', 'Zoë', 'ana', 'Øyvind', 'Lea'].map(
    (first) => `${first} Qzsort`,
  );
  beforeAll(async () => {
    for (const name of names) await create(name);
  });

  it('sorts names by letter, not by accent or case, both ways', async () => {
    const expected = [
      'ana Qzsort',
      'Élodie Qzsort',
      'Émile Qzsort',
      // Folded alike: the unaccented spelling first, as a dictionary has it.
      'Lea Qzsort',
      'Léa Qzsort',
      'Lucas Qzsort',
      'Luna Qzsort',
      'Øyvind Qzsort',
      'Zoë Qzsort',
    ];
    expect((await list(s.owner, 'search=qzsort')).names).toEqual(expected);
    expect((await list(s.owner, 'search=qzsort&sort=name&order=desc')).names).toEqual(
      [...expected].reverse(),
    );
    // Paging follows the order.
    expect((await list(s.owner, 'search=qzsort&pageSize=4&page=2')).names).toEqual(expected.slice(4, 8));
  });

  it('sorts by a figure and by email both ways, blanks last, ties by name', async () => {
    const few = await create('Few Qzfig', { email: 'b@qzfig.example' });
    const many = await create('Many Qzfig', { email: 'a@qzfig.example' });
    const none = await create('None Qzfig');
    const alsoNone = await create('Also None Qzfig', { email: 'c@qzfig.example' });
    await visits(few, 1, '2026-04-01', 10_000);
    await visits(many, 3, '2026-03-01', 2_000);
    const q = (sort: string, order: string) => list(s.owner, `search=qzfig&sort=${sort}&order=${order}`);

    expect((await q('visitCount', 'desc')).names).toEqual([many.name, few.name, alsoNone.name, none.name]);
    expect((await q('visitCount', 'asc')).names).toEqual([alsoNone.name, none.name, few.name, many.name]);
    expect((await q('lifetimeSpend', 'desc')).names).toEqual([few.name, many.name, alsoNone.name, none.name]);
    // Last visit: Few's on 2026-04-01, Many's latest on 2026-03-03; no visit is blank, so last.
    expect((await q('lastVisit', 'desc')).names).toEqual([few.name, many.name, alsoNone.name, none.name]);
    expect((await q('lastVisit', 'asc')).names).toEqual([many.name, few.name, alsoNone.name, none.name]);
    expect((await q('email', 'asc')).names).toEqual([many.name, few.name, alsoNone.name, none.name]);
    expect((await q('email', 'desc')).names).toEqual([alsoNone.name, few.name, many.name, none.name]);
  });

  it('refuses an unknown column or order with the allowed ones', async () => {
    const bad = await list(s.owner, 'sort=birthday');
    expect(bad.status).toBe(400);
    expect(bad.body).toContain(CLIENT_MESSAGES.sort);
    expect((await list(s.owner, 'order=up')).status).toBe(400);
  });
});

describe("admin's All Clients", () => {
  it("lists every location's clients for the admin, only the manager's own for the manager", async () => {
    await create('Qzwhere Manhattan');
    const res = await s.owner.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: { tenantId, establishmentId: chicago, name: 'Qzwhere Chicago' },
    });
    expect(res.statusCode).toBe(201);

    const admin = await list(s.admin, 'search=qzwhere&sort=location');
    expect(admin.names).toEqual(['Qzwhere Chicago', 'Qzwhere Manhattan']);
    expect((await list(s.admin, 'search=qzwhere&sort=location&order=desc')).names).toEqual([
      'Qzwhere Manhattan',
      'Qzwhere Chicago',
    ]);
    // The whole tenant, not the location the admin last chose: more than one location.
    const firstPlace = (await list(s.admin, 'sort=location&pageSize=1')).data[0]!;
    const lastPlace = (await list(s.admin, 'sort=location&order=desc&pageSize=1')).data[0]!;
    expect(firstPlace.establishmentId).not.toBe(lastPlace.establishmentId);

    expect((await list(s.manager, 'search=qzwhere')).names).toEqual(['Qzwhere Manhattan']);
    expect((await list(s.manager, `search=qzwhere&establishmentId=${chicago}`)).status).toBe(404);
  });
});
