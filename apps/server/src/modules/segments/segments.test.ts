/**
 * Client segments (issue #32 "Segments"): each filter alone and combined against hand-made
 * clients on the real database, consent from the consent module (no opt-in, or an opt-in then
 * unsubscribed, is never a member), another tenant's clients never counted, the preview equal to
 * the members, the spec's sentences for bad filters, and who may use them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SEGMENT_ENDPOINTS as E,
  SEGMENT_MESSAGES as M,
  endpointPath,
  type Segment,
  type SegmentFilter,
  type SegmentMembers,
  type SegmentPreview,
} from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { call, ok } from '../../../test/http.js';
import { recordConsent } from '../consent/index.js';
import { segmentMembers } from './index.js';

type Who = 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north';
let ctx: TestContext;
const s = {} as Record<Who, Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
let cut: { id: string; category: string };
let color: { id: string; category: string };
/** The hand-made clients by role in these tests. */
const c = {} as Record<
  'lapsed' | 'regular' | 'birthday' | 'noShow' | 'optedIn' | 'unsubscribed' | 'north',
  string
>;

/** Inserts a client of the tenant; answers its id. */
async function client(
  tx: Tx,
  tenant: string,
  establishmentId: string,
  name: string,
  birthdate: string | null = null,
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO clients (tenant_id, establishment_id, name, email, birthdate)
        VALUES (${tenant}, ${establishmentId}, ${name}, ${name.toLowerCase().replace(/\W+/g, '.') + '@seg.example'}, ${birthdate})
        RETURNING id`,
  );
  return row!.id;
}

/** An appointment long ago (no overlap with anything seeded): `at` its start instant. */
async function visit(
  tx: Tx,
  v: {
    client: string;
    establishmentId: string;
    staffId: string;
    serviceId: string;
    at: string;
    status: string;
  },
) {
  await tx.execute(
    sql`INSERT INTO appointments (tenant_id, establishment_id, staff_id, service_id, client_id, client_name,
          service_name, starts_at, ends_at, status, price_cents)
        VALUES (${tenantId}, ${v.establishmentId}, ${v.staffId}, ${v.serviceId}, ${v.client}, 'Seg',
          'Seg service', ${v.at}::timestamptz, ${v.at}::timestamptz + interval '30 minutes', ${v.status}, 4000)`,
  );
}

async function figures(
  tx: Tx,
  tenant: string,
  f: { client: string; visits: number; cents: number; lastAt: string | null; lastAt_est: string | null },
) {
  await tx.execute(
    sql`INSERT INTO client_figures (client_id, tenant_id, visit_count, service_cents, paid_cents, last_visit_at,
          last_visit_establishment_id)
        VALUES (${f.client}, ${tenant}, ${f.visits}, ${f.cents}, 0, ${f.lastAt}::timestamptz, ${f.lastAt_est})`,
  );
}

const consent = (clientId: string, granted: boolean) => ({
  clientId,
  channel: 'email' as const,
  purpose: 'marketing' as const,
  granted,
  source: 'staff' as const,
  changedBy: null,
  detail: null,
});

const mine = () => new Set(Object.values(c));
/** The hand-made clients of `tenantId` that `filter` holds, through the module's public reader. */
async function members(filter: SegmentFilter): Promise<string[]> {
  const ids = await withTenant(ctx.database.db, { tenantId }, (tx) => segmentMembers(tx, filter));
  const made = mine();
  return ids.filter((id) => made.has(id)).sort();
}
const only = (...ids: string[]) => [...ids].sort();

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.employee.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  const db = ctx.database.db;
  await withTenant(db, { tenantId }, async (tx) => {
    const services = await queryRows<{ id: string; category: string; establishment_id: string }>(
      tx,
      sql`SELECT id, category, establishment_id FROM services WHERE category IS NOT NULL ORDER BY name`,
    );
    cut = services.find((x) => x.establishment_id === manhattan)!;
    color = services.find((x) => x.establishment_id === chicago && x.category !== cut.category)!;
    expect(cut && color).toBeTruthy();
    c.lapsed = await client(tx, tenantId, manhattan, 'Seg Lapsed');
    c.regular = await client(tx, tenantId, chicago, 'Seg Regular');
    c.birthday = await client(tx, tenantId, manhattan, 'Seg Birthday', '1990-07-15');
    c.noShow = await client(tx, tenantId, manhattan, 'Seg No Show');
    c.optedIn = await client(tx, tenantId, manhattan, 'Seg Opted In');
    c.unsubscribed = await client(tx, tenantId, manhattan, 'Seg Unsubscribed');
    // 22:00 in New York on 1 March 2019 is 03:00 UTC on the 2nd: the local day is the 1st.
    await visit(tx, {
      client: c.lapsed,
      establishmentId: manhattan,
      staffId: s.manager.user.id,
      serviceId: cut.id,
      at: '2019-03-02T03:00:00Z',
      status: 'completed',
    });
    await figures(tx, tenantId, {
      client: c.lapsed,
      visits: 1,
      cents: 4000,
      lastAt: '2019-03-02T03:00:00Z',
      lastAt_est: manhattan,
    });
    await visit(tx, {
      client: c.regular,
      establishmentId: chicago,
      staffId: s.owner.user.id,
      serviceId: color.id,
      at: '2019-11-01T17:00:00Z',
      status: 'completed',
    });
    await figures(tx, tenantId, {
      client: c.regular,
      visits: 12,
      cents: 150_000,
      lastAt: '2026-11-01T17:00:00Z',
      lastAt_est: chicago,
    });
    for (const at of ['2019-05-01T15:00:00Z', '2019-05-08T15:00:00Z'])
      await visit(tx, {
        client: c.noShow,
        establishmentId: manhattan,
        staffId: s.manager.user.id,
        serviceId: cut.id,
        at,
        status: 'no_show',
      });
    await recordConsent(tx, tenantId, consent(c.optedIn, true));
    await recordConsent(tx, tenantId, consent(c.unsubscribed, true));
    await recordConsent(tx, tenantId, consent(c.unsubscribed, false));
  });
  // Another tenant's client who matches every filter above.
  const northId = s.north.user.tenantId;
  await withTenant(db, { tenantId: northId }, async (tx) => {
    const [place] = s.north.user.establishments as [string];
    c.north = await client(tx, northId, place, 'Seg North', '1990-07-15');
    await figures(tx, northId, {
      client: c.north,
      visits: 1,
      cents: 4000,
      lastAt: '2019-03-02T03:00:00Z',
      lastAt_est: place,
    });
    await recordConsent(tx, northId, consent(c.north, true));
  });
});
afterAll(() => ctx.close());

describe('each filter alone', () => {
  it('reads the last visit by the local day of the location where it happened', async () => {
    expect(await members({ lastVisitBefore: '2019-03-02' })).toEqual(only(c.lapsed));
    expect(await members({ lastVisitBefore: '2019-03-01' })).toEqual([]);
    expect(await members({ lastVisitAfter: '2019-03-01' })).toEqual(only(c.regular));
    expect(await members({ lastVisitAfter: '2019-02-28' })).toEqual(only(c.lapsed, c.regular));
  });

  it('counts visits and spend (dollars) inclusively', async () => {
    expect(await members({ visitsMin: 2 })).toEqual(only(c.regular));
    expect(await members({ visitsMax: 1, visitsMin: 1 })).toEqual(only(c.lapsed));
    expect(await members({ spendMin: 40 })).toEqual(only(c.lapsed, c.regular));
    expect(await members({ spendMin: 40.01 })).toEqual(only(c.regular));
    expect(await members({ spendMax: 1499.99, spendMin: 0.01 })).toEqual(only(c.lapsed));
  });

  it('finds a completed service, category, stylist and location; a no-show is no visit', async () => {
    expect(await members({ serviceIds: [cut.id] })).toEqual(only(c.lapsed));
    expect(await members({ categories: [color.category] })).toEqual(only(c.regular));
    expect(await members({ staffIds: [s.owner.user.id] })).toEqual(only(c.regular));
    expect(await members({ staffIds: [s.manager.user.id] })).toEqual(only(c.lapsed));
    expect(await members({ establishmentIds: [chicago] })).toEqual(only(c.regular));
    expect(await members({ establishmentIds: [manhattan, chicago] })).toEqual(only(c.lapsed, c.regular));
  });

  it('finds birthday months and no-shows', async () => {
    expect(await members({ birthdayMonth: 7 })).toEqual(only(c.birthday));
    expect(await members({ birthdayMonth: 8 })).toEqual([]);
    expect(await members({ noShowsMin: 2 })).toEqual(only(c.noShow));
    expect(await members({ noShowsMin: 3 })).toEqual([]);
  });

  it('keeps only clients who opted in and did not unsubscribe', async () => {
    expect(await members({ consent: { channel: 'email', purpose: 'marketing' } })).toEqual(only(c.optedIn));
    expect(await members({ consent: { channel: 'sms', purpose: 'marketing' } })).toEqual([]);
    // Without the consent filter, every hand-made client of the tenant is there.
    expect(await members({})).toHaveLength(6);
  });
});

describe('combined filters', () => {
  it('ANDs the fields', async () => {
    expect(await members({ visitsMin: 1, lastVisitBefore: '2020-01-01' })).toEqual(only(c.lapsed));
    expect(
      await members({
        categories: [color.category],
        staffIds: [s.owner.user.id],
        establishmentIds: [chicago],
      }),
    ).toEqual(only(c.regular));
    expect(await members({ categories: [color.category], establishmentIds: [manhattan] })).toEqual([]);
    expect(await members({ birthdayMonth: 7, consent: { channel: 'email', purpose: 'marketing' } })).toEqual(
      [],
    );
  });
});

describe('the endpoints', () => {
  it('saves, lists, counts and pages; the preview equals the members', async () => {
    const filter: SegmentFilter = { lastVisitAfter: '2019-02-28' };
    const preview = await ok<SegmentPreview>(s.owner, 'POST', E.preview.path, { filter });
    const made = await ok<Segment>(s.owner, 'POST', E.create.path, { name: 'Seen since 2019', filter }, 201);
    expect(made).toMatchObject({ name: 'Seen since 2019', filter, createdBy: s.owner.user.id });
    expect(made.memberCount).toBe(preview.count);
    const page = await ok<SegmentMembers>(s.owner, 'GET', endpointPath(E.members, { id: made.id }));
    expect(page.total).toBe(preview.count);
    expect(page.members.slice(0, preview.clients.length)).toEqual(preview.clients);
    expect(page.members.map((m) => m.id)).toEqual(expect.arrayContaining([c.lapsed, c.regular]));
    expect(page.members.map((m) => m.id)).not.toContain(c.north);
    const list = await ok<Segment[]>(s.owner, 'GET', E.list.path);
    expect(list.find((x) => x.id === made.id)?.memberCount).toBe(preview.count);

    const edited = await ok<Segment>(s.owner, 'PUT', endpointPath(E.update, { id: made.id }), {
      name: 'Lapsed',
      filter: { lastVisitBefore: '2019-03-02', visitsMin: 1 },
    });
    expect(edited.name).toBe('Lapsed');
    const lapsed = await ok<SegmentMembers>(s.owner, 'GET', endpointPath(E.members, { id: made.id }));
    expect(lapsed.members.map((m) => m.id)).toContain(c.lapsed);
    expect(lapsed.members.map((m) => m.id)).not.toContain(c.regular);

    // Another tenant neither sees the segment nor counts this tenant's clients.
    expect((await call(s.north, 'GET', endpointPath(E.get, { id: made.id }))).statusCode).toBe(404);
    const northPreview = await ok<SegmentPreview>(s.north, 'POST', E.preview.path, {
      filter: { birthdayMonth: 7, consent: { channel: 'email', purpose: 'marketing' } },
    });
    expect(northPreview.clients.map((x) => x.id)).toContain(c.north);
    expect(northPreview.clients.map((x) => x.id)).not.toContain(c.birthday);

    expect((await call(s.owner, 'DELETE', endpointPath(E.remove, { id: made.id }))).statusCode).toBe(200);
    const gone = await call(s.owner, 'GET', endpointPath(E.get, { id: made.id }));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notFound);
  });

  it('answers bad filters with the spec’s sentences', async () => {
    const refuse = async (body: unknown, path: string, message: string) => {
      const res = await call(s.manager, 'POST', E.preview.path, body as Record<string, unknown>);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toContainEqual({ path, message });
    };
    await refuse({ filter: { birthdayMonth: 13 } }, 'filter.birthdayMonth', M.birthdayMonth);
    await refuse({ filter: { visitsMin: 5, visitsMax: 2 } }, 'filter.visitsMin', M.visitsOrder);
    await refuse({ filter: { spendMin: 10.005 } }, 'filter.spendMin', M.spend);
    await refuse({ filter: { lastVisitBefore: '2019-02-30' } }, 'filter.lastVisitBefore', M.date);
    await refuse(
      { filter: { lastVisitBefore: '2019-01-01', lastVisitAfter: '2019-06-01' } },
      'filter.lastVisitAfter',
      M.dateOrder,
    );
    await refuse(
      { filter: { consent: { channel: 'fax', purpose: 'marketing' } } },
      'filter.consent.channel',
      M.consentChannel,
    );
    await refuse({ filter: { staffIds: ['nope'] } }, 'filter.staffIds.0', M.ids);
    const nameless = await call(s.manager, 'POST', E.create.path, { name: ' ', filter: {} });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().details).toContainEqual({ path: 'name', message: M.name });
  });

  it('gives a manager the clients whose home location they work at, the owner every client', async () => {
    expect(s.manager.user.establishments).not.toContain(chicago);
    const filter: SegmentFilter = { lastVisitAfter: '2019-02-28' };
    const ids = async (who: Session) => {
      const made = await ok<Segment>(who, 'POST', E.create.path, { name: 'Reach', filter }, 201);
      const page = await ok<SegmentMembers>(who, 'GET', endpointPath(E.members, { id: made.id }));
      const preview = await ok<SegmentPreview>(who, 'POST', E.preview.path, { filter });
      expect(page.total).toBe(preview.count);
      expect(made.memberCount).toBe(preview.count);
      return page.members.map((m) => m.id);
    };
    const managers = await ids(s.manager);
    expect(managers).toContain(c.lapsed);
    expect(managers).not.toContain(c.regular);
    expect(await ids(s.owner)).toEqual(expect.arrayContaining([c.lapsed, c.regular]));
  });

  it('refuses the front desk and employees', async () => {
    for (const who of [s.frontdesk, s.employee]) {
      expect((await call(who, 'GET', E.list.path)).statusCode).toBe(403);
      expect((await call(who, 'POST', E.preview.path, { filter: {} })).statusCode).toBe(403);
      expect((await call(who, 'POST', E.create.path, { name: 'X', filter: {} })).statusCode).toBe(403);
    }
  });
});
