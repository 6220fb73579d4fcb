/**
 * A visitor's record in the appointment panel (issue #10: allergies where the stylist needs
 * them): the front desk reads a client at home at another location once that client has an
 * appointment at the front desk's location; lists keep to clients at home there.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  CRM_ENDPOINTS,
  SERVICE_ENDPOINTS,
  endpointPath,
  type Client,
  type Service,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let owner: Session;
let frontdesk: Session;
let employee: Session;
let manhattan: string;
let visitor: { id: string; name: string };
let stranger: { id: string; name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  frontdesk = await ctx.signIn('frontdesk@luxe.example');
  employee = await ctx.signIn('employee@luxe.example');
  [manhattan] = frontdesk.user.establishments as [string];
  const elsewhere = await queryRows<{ id: string; name: string }>(
    ctx.database.db,
    sql`SELECT id, name FROM clients WHERE tenant_id = ${owner.user.tenantId}
      AND establishment_id <> ${manhattan} ORDER BY name LIMIT 2`,
  );
  [visitor, stranger] = elsewhere as [typeof visitor, typeof stranger];
});
afterAll(() => ctx.close());

const read = (id: string) => frontdesk.request({ url: endpointPath(CRM_ENDPOINTS.client, { id }) });

describe('a client at home elsewhere', () => {
  it('is read by the front desk once booked at its location, and stays out of its lists', async () => {
    expect((await read(visitor.id)).statusCode).toBe(404);
    const services = (
      await owner.request({
        url: endpointPath(SERVICE_ENDPOINTS.list, {
          establishmentId: manhattan,
          tenantId: owner.user.tenantId,
        }),
      })
    ).json().data as Service[];
    const booked = await owner.request({
      method: 'POST',
      url: APPOINTMENT_ENDPOINTS.create.path,
      payload: {
        establishmentId: manhattan,
        clientId: visitor.id,
        clientName: visitor.name,
        serviceId: services.find((s) => s.name === "Women's Haircut")!.id,
        staffId: employee.user.id,
        date: '2026-12-08',
        startTime: '10:00',
        status: 'booked',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const res = await read(visitor.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: visitor.id });
    expect(res.json().data).toHaveProperty('allergies');
    expect((await read(stranger.id)).statusCode).toBe(404);

    const list = await frontdesk.request({
      url: `${CRM_ENDPOINTS.listClients.path}?establishmentId=${manhattan}&search=${encodeURIComponent(visitor.name)}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as Client[]).map((c) => c.id)).not.toContain(visitor.id);
  });
});
