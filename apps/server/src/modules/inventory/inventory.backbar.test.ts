/**
 * Backbar (issue #12): what a service consumes, and its usage posted once when an appointment
 * of it is completed, taking at most what is on hand so that a visit is never blocked.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  INVENTORY_ENDPOINTS as E,
  INVENTORY_MESSAGES,
  SERVICE_ENDPOINTS,
  endpointPath,
  type Appointment,
  type MovementList,
  type Product,
  type Service,
  type ServiceProduct,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let manager: Session;
let frontdesk: Session;
let employee: Session;
let manhattan: string;
let haircut: Service;

async function call<T>(
  session: Session,
  method: string,
  url: string,
  payload?: object,
  status = 200,
): Promise<T> {
  const res = await session.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
}

const product = (body: object) =>
  call<Product>(manager, 'POST', E.createProduct.path, { establishmentId: manhattan, ...body }, 201);

async function completedVisit(date: string): Promise<Appointment> {
  const made = await call<Appointment>(
    frontdesk,
    'POST',
    APPOINTMENT_ENDPOINTS.create.path,
    {
      establishmentId: manhattan,
      clientId: null,
      clientName: 'Backbar Client',
      serviceId: haircut.id,
      staffId: employee.user.id,
      date,
      startTime: '10:00',
      status: 'booked',
    },
    201,
  );
  for (const status of ['checked_in', 'in_service', 'completed']) {
    await call(frontdesk, 'PUT', endpointPath(APPOINTMENT_ENDPOINTS.update, { id: made.id }), { status });
  }
  return made;
}

beforeAll(async () => {
  ctx = await createTestContext();
  manager = await ctx.signIn('manager@luxe.example');
  frontdesk = await ctx.signIn('frontdesk@luxe.example');
  employee = await ctx.signIn('employee@luxe.example');
  manhattan = manager.user.establishments[0]!;
  const services = await call<Service[]>(
    manager,
    'GET',
    endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId: manager.user.tenantId }),
  );
  haircut = services.find((x) => x.name === "Women's Haircut")!;
});
afterAll(() => ctx.close());

it('posts a completed visit’s backbar usage once, at most what is on hand', async () => {
  const gloss = await product({
    name: 'Gloss toner',
    productType: 'backbar',
    unit_of_measure: 'ml',
    quantity: 100,
  });
  const foil = await product({ name: 'Foil sheets', productType: 'both', quantity: 10 });
  const shampoo = await product({ name: 'Retail shampoo', quantity: 10 });
  const path = endpointPath(E.saveServiceProducts, { id: haircut.id });

  const retail = await manager.request({
    method: 'PUT',
    url: path,
    payload: { items: [{ product_id: shampoo.id, quantity: 1 }] },
  });
  expect([retail.statusCode, retail.json().message]).toEqual([400, INVENTORY_MESSAGES.notBackbar]);
  const saved = await call<ServiceProduct[]>(manager, 'PUT', path, {
    items: [
      { product_id: gloss.id, quantity: 30 },
      { product_id: foil.id, quantity: 6 },
    ],
  });
  expect(saved.map((x) => [x.product_name, x.quantity])).toEqual([
    ['Foil sheets', 6],
    ['Gloss toner', 30],
  ]);
  expect(await call<ServiceProduct[]>(frontdesk, 'GET', path)).toHaveLength(2);
  const refused = await frontdesk.request({ method: 'PUT', url: path, payload: { items: [] } });
  expect(refused.statusCode).toBe(403);

  const visit = await completedVisit('2026-09-01');
  const after = await call<Product>(manager, 'GET', endpointPath(E.product, { id: gloss.id }));
  expect(after).toMatchObject({ quantity: 70, usageRate: 1, daysRemaining: 70 });
  const ledger = await call<MovementList>(manager, 'GET', endpointPath(E.movements, { id: gloss.id }));
  expect(ledger.movements[0]).toMatchObject({
    kind: 'usage',
    quantity: -30,
    sourceType: 'appointment',
    sourceId: visit.id,
  });

  // The second visit needs 6 foils but 4 are left: it completes and takes the 4.
  await completedVisit('2026-09-08');
  const foils = await call<Product>(manager, 'GET', endpointPath(E.product, { id: foil.id }));
  expect([foils.quantity, foils.status]).toEqual([0, 'out-of-stock']);
});
