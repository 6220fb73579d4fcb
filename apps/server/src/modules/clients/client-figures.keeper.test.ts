/**
 * The stored client figures follow other modules' business events (issue #30): an appointment
 * completed; a client merged into another (a sale and its refund: checkout.readers.test.ts);
 * and the hourly reconcile mends a
 * write that records no event, rewriting nothing when every figure is current.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  CRM_ENDPOINTS,
  SERVICE_ENDPOINTS,
  endpointPath,
  type BookedAppointment,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { SETTLED } from '../../../test/settled.js';
import { queryRows } from '../../db/client.js';
import { reconcileClientFigures } from './client-figures.keeper.js';

let ctx: TestContext;
let manager: Session;
let manhattan: string;
let haircut: Service;

beforeAll(async () => {
  ctx = await createTestContext();
  // 18:00 in New York on Monday 7 December 2026: the day's visits may be completed.
  ctx.clock.now = new Date('2026-12-07T23:00:00Z');
  manager = await ctx.signIn('manager@luxe.example');
  [manhattan] = manager.user.establishments as [string];
  const catalogue = (
    await manager.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, {
        establishmentId: manhattan,
        tenantId: manager.user.tenantId,
      }),
    })
  ).json().data as Service[];
  haircut = catalogue.find((x) => x.name === "Women's Haircut")!;
});
afterAll(() => ctx.close());

type Client = { id: string; name: string };

async function newClient(name: string): Promise<Client> {
  const res = await manager.request({
    method: 'POST',
    url: CRM_ENDPOINTS.createClient.path,
    payload: { tenantId: manager.user.tenantId, establishmentId: manhattan, name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id, name };
}

async function book(client: Client, startTime: string): Promise<string> {
  const res = await manager.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientId: client.id,
      clientName: client.name,
      serviceId: haircut.id,
      staffId: manager.user.id,
      date: '2026-12-07',
      startTime,
      status: 'booked',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as BookedAppointment).id;
}

/** Checks the client in, then completes the appointment (the desk's two steps). */
async function complete(appointmentId: string): Promise<void> {
  for (const status of ['checked_in', 'completed']) {
    const res = await manager.request({
      method: 'PUT',
      url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: appointmentId }),
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** The stored figures of `client` (no row: none kept). */
async function stored(client: Client) {
  const [row] = await queryRows<{ visits: number; service_cents: number }>(
    ctx.database.db,
    sql`SELECT visit_count AS visits, service_cents::int FROM client_figures WHERE client_id = ${client.id}`,
  );
  return row ?? null;
}

describe('stored client figures', () => {
  it('follow an appointment completed', async () => {
    const client = await newClient('Fiona Figures');
    await complete(await book(client, '09:00'));
    await expect
      .poll(() => stored(client), SETTLED)
      .toEqual({ visits: 1, service_cents: haircut.price * 100 });
  });

  it('move a merged client’s visits to the client kept', async () => {
    const kept = await newClient('Kim Kept');
    const duplicate = await newClient('Kim Duplicate');
    await complete(await book(duplicate, '11:00'));
    await expect.poll(() => stored(duplicate), SETTLED).toMatchObject({ visits: 1 });
    const res = await manager.request({
      method: 'POST',
      url: endpointPath(CRM_ENDPOINTS.mergeClient, { id: kept.id }),
      payload: { duplicateId: duplicate.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => stored(kept), SETTLED).toEqual({ visits: 1, service_cents: haircut.price * 100 });
    await expect.poll(() => stored(duplicate), SETTLED).toEqual({ visits: 0, service_cents: 0 });
  });

  it('are mended by the reconcile after a write that records no event, which rewrites nothing else', async () => {
    const client = await newClient('Rhea Reconciled');
    const visit = await book(client, '13:00');
    await complete(visit);
    await expect.poll(() => stored(client), SETTLED).toMatchObject({ visits: 1 });
    // Settle every other test's figures first, so the count below is this write's alone.
    await reconcileClientFigures(ctx.database.db);
    await ctx.database.db.execute(sql`UPDATE appointments SET price_cents = ${12_345} WHERE id = ${visit}`);
    expect(await stored(client)).toMatchObject({ service_cents: haircut.price * 100 });

    expect(await reconcileClientFigures(ctx.database.db)).toBe(1);
    expect(await stored(client)).toEqual({ visits: 1, service_cents: 12_345 });
    expect(await reconcileClientFigures(ctx.database.db)).toBe(0);
  });
});
