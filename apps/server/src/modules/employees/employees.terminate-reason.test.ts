/**
 * Terminating someone with "cancel remaining" (issue #31 "cancellations and no-shows by
 * reason"): the appointments the termination cancels say the salon cancelled them, so the
 * appointments report does not list them as "No reason given".
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  EMPLOYEE_ENDPOINTS as E,
  SERVICE_ENDPOINTS,
  endpointPath,
  type AvailabilitySlot,
  type FutureAppointment,
  type Service,
} from '@daybook/contracts';
import { bookAt, openSlots } from '../../../test/booking.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { queryRows } from '../../db/client.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('cancels the leaver’s remaining appointments as cancelled by the salon', async () => {
  const owner = await ctx.signIn('owner@luxe.example');
  const frontdesk = await ctx.signIn('frontdesk@luxe.example');
  const leaverId = (await ctx.signIn('employee@luxe.example')).user.id;
  const [manhattan] = frontdesk.user.establishments as [string];
  // A booking of hers in the coming days, at her first free start.
  const services = (
    await owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, {
        establishmentId: manhattan,
        tenantId: owner.user.tenantId,
      }),
    })
  ).json().data as Service[];
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  let slot: AvailabilitySlot | undefined;
  let serviceId = '';
  for (const service of services) {
    [slot] = await openSlots(frontdesk, manhattan, {
      date: from,
      serviceId: service.id,
      staffIds: [leaverId],
    });
    serviceId = service.id;
    if (slot) break;
  }
  await bookAt(frontdesk, manhattan, {
    slot: slot!,
    serviceId,
    staffId: leaverId,
    clientName: 'Ada Lovelace',
  });
  const future = (await owner.request({ url: endpointPath(E.futureAppointments, { id: leaverId }) })).json()
    .data as FutureAppointment[];
  expect(future.length).toBeGreaterThan(0);
  const terminationDate = from;
  const res = await owner.request({
    method: 'POST',
    url: endpointPath(E.terminate, { id: leaverId }),
    payload: { terminationDate, cancelRemaining: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const ids = sql.join(
    future.map((a) => sql`${a.id}`),
    sql`, `,
  );
  const rows = await queryRows<{ status: string; status_reason: string | null }>(
    ctx.database.db,
    sql`SELECT status, status_reason FROM appointments WHERE id IN (${ids})`,
  );
  expect(rows).toEqual(future.map(() => ({ status: 'cancelled', status_reason: 'salon_cancelled' })));
});
