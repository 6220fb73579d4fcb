import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  ALL_ESTABLISHMENTS,
  CLIENT_MESSAGES,
  CRM_ENDPOINTS,
  MESSAGES,
  type Client,
  type Lead,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let chicago: string;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-06-01T16:00:00Z');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const) {
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
});
afterAll(() => ctx.close());

async function createLead(session: Session, payload: object): Promise<Lead & { duplicates: unknown[] }> {
  const res = await session.request({
    method: 'POST',
    url: CRM_ENDPOINTS.createLead.path,
    payload: { tenantId, establishmentId: manhattan, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function listLeads(session: Session, query: string): Promise<{ data: Lead[]; total: number }> {
  const res = await session.request({ url: `${CRM_ENDPOINTS.listLeads.path}?tenantId=${tenantId}&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { data: res.json().data, total: res.json().pagination.total };
}

function convert(session: Session, id: string, payload: object) {
  return session.request({
    method: 'POST',
    url: endpointPath(CRM_ENDPOINTS.convertLead, { id }),
    payload: { tenantId, establishmentId: manhattan, ...payload },
  });
}

describe('leads', () => {
  it('creates, lists, reads, updates and deletes with the envelope', async () => {
    const lead = await createLead(s.frontdesk, {
      name: 'Lena Quillfeather',
      email: 'Lena@Example.com',
      phone: '(808) 555-0100',
      source: 'website',
    });
    expect(lead).toMatchObject({
      tenantId,
      establishmentId: manhattan,
      name: 'Lena Quillfeather',
      email: 'lena@example.com',
      phone: '+18085550100',
      source: 'website',
      status: 'new',
      duplicates: [],
    });
    const page = await listLeads(s.frontdesk, `establishmentId=${manhattan}&search=quillfeather`);
    expect(page.data.map((l) => l.id)).toEqual([lead.id]);
    expect(page.total).toBe(1);
    const one = await s.frontdesk.request({ url: endpointPath(CRM_ENDPOINTS.lead, { id: lead.id }) });
    expect(one.json()).toMatchObject({ success: true, data: { id: lead.id } });

    const updated = await s.frontdesk.request({
      method: 'PUT',
      url: endpointPath(CRM_ENDPOINTS.updateLead, { id: lead.id }),
      payload: { tenantId, establishmentId: manhattan, status: 'contacted', phone: '' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      status: 'contacted',
      phone: null,
      name: 'Lena Quillfeather',
    });
    const badStatus = await s.frontdesk.request({
      method: 'PUT',
      url: endpointPath(CRM_ENDPOINTS.updateLead, { id: lead.id }),
      payload: { tenantId, establishmentId: manhattan, status: 'won' },
    });
    expect(badStatus.json().error).toBe(`status: ${CLIENT_MESSAGES.leadStatus}`);

    expect(
      (
        await s.employee.request({
          method: 'DELETE',
          url: endpointPath(CRM_ENDPOINTS.removeLead, { id: lead.id }),
        })
      ).statusCode,
    ).toBe(403);
    const del = await s.frontdesk.request({
      method: 'DELETE',
      url: endpointPath(CRM_ENDPOINTS.removeLead, { id: lead.id }),
    });
    expect(del.json()).toEqual({ success: true });
    expect(
      (await s.frontdesk.request({ url: endpointPath(CRM_ENDPOINTS.removeLead, { id: lead.id }) }))
        .statusCode,
    ).toBe(404);
  });

  it('needs tenantId and establishmentId to list, create and update (spec §5)', async () => {
    for (const query of ['', `tenantId=${tenantId}`, `establishmentId=${manhattan}`]) {
      const res = await s.frontdesk.request({ url: `${CRM_ENDPOINTS.listLeads.path}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe(MESSAGES.missingTenantOrEstablishment);
    }
    const res = await s.frontdesk.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createLead.path,
      payload: { name: 'X' },
    });
    expect(res.json().error).toBe(MESSAGES.missingTenantOrEstablishment);
    const lead = await createLead(s.frontdesk, { name: 'Scope Needed' });
    const put = await s.frontdesk.request({
      method: 'PUT',
      url: endpointPath(CRM_ENDPOINTS.updateLead, { id: lead.id }),
      payload: { name: 'Y' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().error).toBe(MESSAGES.missingTenantOrEstablishment);
  });

  it('scopes leads: front desk its establishment, owner the tenant, other tenants 404', async () => {
    const here = await createLead(s.frontdesk, { name: 'Scoped Here' });
    const there = await createLead(s.owner, { name: 'Scoped There', establishmentId: chicago });
    const names = (r: { data: Lead[] }) => r.data.map((l) => l.name).sort();
    expect(
      names(await listLeads(s.frontdesk, `establishmentId=${ALL_ESTABLISHMENTS}&search=scoped`)),
    ).toEqual(['Scoped Here']);
    expect(names(await listLeads(s.owner, `establishmentId=${ALL_ESTABLISHMENTS}&search=scoped`))).toEqual([
      'Scoped Here',
      'Scoped There',
    ]);
    expect(names(await listLeads(s.employee, `establishmentId=${manhattan}&search=scoped`))).toEqual([]);
    expect(
      (
        await s.frontdesk.request({
          url: `${CRM_ENDPOINTS.listLeads.path}?tenantId=${tenantId}&establishmentId=${chicago}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await s.frontdesk.request({ url: endpointPath(CRM_ENDPOINTS.lead, { id: there.id }) })).statusCode,
    ).toBe(404);
    expect(
      (await s.north.request({ url: endpointPath(CRM_ENDPOINTS.lead, { id: here.id }) })).statusCode,
    ).toBe(404);
    const northList = await s.north.request({
      url: `${CRM_ENDPOINTS.listLeads.path}?tenantId=${tenantId}&establishmentId=${manhattan}`,
    });
    expect(northList.statusCode).toBe(404);
    expect(northList.json().error).toBe(MESSAGES.tenantNotFound);
    expect(
      (
        await convert(s.north, here.id, {
          tenantId: s.north.user.tenantId,
          establishmentId: s.north.user.establishments[0],
          name: 'Mine',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('flags clients with the same contact when a lead is added', async () => {
    const client = await s.frontdesk.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: { tenantId, establishmentId: manhattan, name: 'Known Client', phone: '808-555-0111' },
    });
    const lead = await createLead(s.frontdesk, { name: 'Known Again', phone: '+18085550111' });
    expect(lead.duplicates).toEqual([
      expect.objectContaining({ id: client.json().data.id, name: 'Known Client' }),
    ]);
  });

  it('converts a lead in one transaction: the client is created and the lead removed, or neither', async () => {
    const lead = await createLead(s.frontdesk, {
      name: 'Convert Me',
      email: 'convert@example.com',
      source: 'referral',
    });

    // The preferred stylist is checked inside the transaction, after the lead was deleted: the
    // failure must bring the lead back and leave no client.
    const failed = await convert(s.frontdesk, lead.id, {
      name: 'Convert Me',
      email: 'convert@example.com',
      preferredStylist: s.north.user.id,
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error).toBe(CLIENT_MESSAGES.preferredStylist);
    expect(
      (await s.frontdesk.request({ url: endpointPath(CRM_ENDPOINTS.lead, { id: lead.id }) })).statusCode,
    ).toBe(200);
    const none = (
      await s.frontdesk.request({ url: `${CRM_ENDPOINTS.listClients.path}?search=convert` })
    ).json();
    expect(none.pagination.total).toBe(0);

    const res = await convert(s.frontdesk, lead.id, {
      name: 'Convert Me',
      email: 'convert@example.com',
      phone: '808 555 0123',
      birthdate: '1992-02-29',
      preferredStylist: s.employee.user.id,
      preferences: 'Mornings',
      allergies: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().success).toBe(true);
    const client = res.json().data as Client;
    expect(client).toMatchObject({
      name: 'Convert Me',
      email: 'convert@example.com',
      phone: '+18085550123',
      birthdate: '1992-02-29',
      preferredStylist: s.employee.user.id,
      preferences: 'Mornings',
      source: 'lead',
      status: 'active',
      establishmentId: manhattan,
    });
    expect(
      (await s.frontdesk.request({ url: endpointPath(CRM_ENDPOINTS.lead, { id: lead.id }) })).statusCode,
    ).toBe(404);
    expect(
      (await s.frontdesk.request({ url: endpointPath(CRM_ENDPOINTS.client, { id: client.id }) })).statusCode,
    ).toBe(200);
    const twice = await convert(s.frontdesk, lead.id, { name: 'Convert Me' });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error).toBe(CLIENT_MESSAGES.leadNotFound);
    expect((await convert(s.employee, lead.id, { name: 'X' })).statusCode).toBe(403);
  });

  it('pages leads newest first with totals', async () => {
    for (let i = 1; i <= 7; i++) await createLead(s.frontdesk, { name: `Paged Lead ${i}` });
    const first = await listLeads(s.frontdesk, `establishmentId=${manhattan}&search=paged&pageSize=3`);
    expect(first.total).toBe(7);
    expect(first.data.map((l) => l.name)).toEqual(['Paged Lead 7', 'Paged Lead 6', 'Paged Lead 5']);
    const last = await listLeads(s.frontdesk, `establishmentId=${manhattan}&search=paged&pageSize=3&page=3`);
    expect(last.data).toHaveLength(1);
    const beyond = await listLeads(
      s.frontdesk,
      `establishmentId=${manhattan}&search=paged&pageSize=3&page=9`,
    );
    expect(beyond).toEqual({ data: [], total: 7 });
  });
});
