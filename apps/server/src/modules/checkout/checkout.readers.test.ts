/**
 * Everything that reads money uses it (issue #13): the CRM's spend figures count what a client
 * actually paid (net of tax, tip and refunds, products included) and completed visits never
 * checked out at their price, on the client page and in the stored figures the export reads
 * (kept by the CRM's reaction to the sale's events, so read once they settle);
 * the calendar marks a paid visit, in its remembered day list too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  CHECKOUT_ENDPOINTS as E,
  CRM_ENDPOINTS,
  INVENTORY_ENDPOINTS,
  SERVICE_ENDPOINTS,
  endpointPath,
  type Appointment,
  type BookedAppointment,
  type ClientDetail,
  type Product,
  type Service,
  type Ticket,
  type Transaction,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { SETTLED } from '../../../test/settled.js';

let ctx: TestContext;
let manager: Session;
let frontdesk: Session;
let employee: Session;
let manhattan: string;
let womens: Service;
let mens: Service;
let shampoo: Product;

type Client = { id: string; name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  // 18:00 in New York on Monday 7 December 2026: the day's visits may be completed.
  ctx.clock.now = new Date('2026-12-07T23:00:00Z');
  manager = await ctx.signIn('manager@luxe.example');
  frontdesk = await ctx.signIn('frontdesk@luxe.example');
  employee = await ctx.signIn('employee@luxe.example');
  [manhattan] = manager.user.establishments as [string];
  const catalogue = (
    await manager.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, {
        establishmentId: manhattan,
        tenantId: manager.user.tenantId,
      }),
    })
  ).json().data as Service[];
  womens = catalogue.find((x) => x.name === "Women's Haircut")!;
  mens = catalogue.find((x) => x.name === "Men's Haircut")!;
  const product = await manager.request({
    method: 'POST',
    url: INVENTORY_ENDPOINTS.createProduct.path,
    payload: { establishmentId: manhattan, name: 'Gloss Serum', price: 24, quantity: 10 },
  });
  expect(product.statusCode, product.body).toBe(201);
  shampoo = product.json().data;
  const drawer = await frontdesk.request({
    method: 'POST',
    url: E.openDrawer.path,
    payload: { establishmentId: manhattan, float: 200 },
  });
  expect(drawer.statusCode, drawer.body).toBe(201);
});
afterAll(() => ctx.close());

/** A client of one test's own, so its figures hold only that test's visits. */
async function newClient(name: string): Promise<Client> {
  const res = await frontdesk.request({
    method: 'POST',
    url: CRM_ENDPOINTS.createClient.path,
    payload: { tenantId: manager.user.tenantId, establishmentId: manhattan, name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id, name };
}

async function bookVisit(client: Client, startTime: string): Promise<Appointment[]> {
  const res = await frontdesk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientId: client.id,
      clientName: client.name,
      serviceId: womens.id,
      staffId: employee.user.id,
      date: '2026-12-07',
      startTime,
      status: 'booked',
      additionalServices: [{ serviceId: mens.id, staffId: manager.user.id }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as BookedAppointment).visit!;
}

const figures = async (client: Client) =>
  (await frontdesk.request({ url: endpointPath(CRM_ENDPOINTS.client, { id: client.id }) })).json()
    .data as ClientDetail;

const dayList = async () =>
  (
    await frontdesk.request({
      url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=2026-12-07&endDate=2026-12-07`,
    })
  ).json().data as Appointment[];

const stored = async (client: Client) =>
  (
    await queryRows<{ service_cents: number; paid_cents: number }>(
      ctx.database.db,
      sql`SELECT service_cents::int, paid_cents::int FROM client_figures WHERE client_id = ${client.id}`,
    )
  )[0];

describe('money readers', () => {
  it('count what was paid, net of tax, tip and refunds, and mark the visit paid on the calendar', async () => {
    const client = await newClient('Paula Paid');
    const visit = await bookVisit(client, '10:00');
    expect((await figures(client)).lifetimeSpend).toBe(0);
    // The day list is remembered from here on; paying must make it forget.
    expect((await dayList()).filter((a) => visit.some((v) => v.id === a.id)).map((a) => a.paid)).toEqual([
      false,
      false,
    ]);

    const ticket = (
      await frontdesk.request({
        method: 'POST',
        url: endpointPath(E.createTicket, { appointmentId: visit[0]!.id }),
        payload: { establishmentId: manhattan },
      })
    ).json().data as Ticket;
    // $85 + $55 + a $24 serum, 10 % off: $147.60 net; 8 % tax on the serum's $21.60 is $1.73;
    // a $20 tip; total $169.33.
    const res = await frontdesk.request({
      method: 'POST',
      url: E.checkout.path,
      payload: {
        establishmentId: manhattan,
        ticketId: ticket.id,
        lines: [
          ...ticket.lines.map((l) => ({
            kind: 'service',
            serviceId: l.serviceId,
            appointmentId: l.appointmentId,
          })),
          { kind: 'product', productId: shampoo.id, staffId: manager.user.id },
        ],
        orderDiscount: { type: 'percent', value: 10 },
        tip: 20,
        tenders: [{ type: 'card', amount: 169.33, cardType: 'amex', cardLast4: '1005', authCode: 'X9' }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data as Transaction;
    expect(sale.totalAmount).toBe(169.33);

    const after = await figures(client);
    expect(after).toMatchObject({
      visitCount: 1,
      totalSpent: 147.6,
      lifetimeSpend: 147.6,
      averageSpend: 147.6,
    });
    await expect.poll(() => stored(client), SETTLED).toEqual({ service_cents: 0, paid_cents: 14760 });
    const item = (
      await frontdesk.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: visit[1]!.id }) })
    ).json().data as Appointment;
    expect(item).toMatchObject({ status: 'completed', paid: true });
    expect((await dayList()).filter((a) => visit.some((v) => v.id === a.id)).map((a) => a.paid)).toEqual([
      true,
      true,
    ]);

    // The women's haircut ($76.50 after the 10 %) is partly given back; its net alone falls.
    const haircut = sale.items.find((i) => i.appointmentId === visit[0]!.id)!;
    const refund = await manager.request({
      method: 'POST',
      url: endpointPath(E.refund, { id: sale.id }),
      payload: {
        refund_amount: 47.6,
        refund_reason: 'Fringe redone',
        items: [{ itemId: haircut.id, quantity: 1 }],
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await figures(client)).lifetimeSpend).toBe(100);
    await expect.poll(() => stored(client), SETTLED).toEqual({ service_cents: 0, paid_cents: 10000 });
  });

  it('count a completed visit never checked out at its booked price', async () => {
    const client = await newClient('Colin Completed');
    // A paid visit first, so the booked price is seen adding to what was paid: $85 + $55, 10 % off.
    const paid = await bookVisit(client, '12:00');
    const ticket = (
      await frontdesk.request({
        method: 'POST',
        url: endpointPath(E.createTicket, { appointmentId: paid[0]!.id }),
        payload: { establishmentId: manhattan },
      })
    ).json().data as Ticket;
    const sale = await frontdesk.request({
      method: 'POST',
      url: E.checkout.path,
      payload: {
        establishmentId: manhattan,
        ticketId: ticket.id,
        lines: ticket.lines.map((l) => ({
          kind: 'service',
          serviceId: l.serviceId,
          appointmentId: l.appointmentId,
        })),
        orderDiscount: { type: 'percent', value: 10 },
        tenders: [{ type: 'cash', amount: 126 }],
      },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await figures(client)).toMatchObject({ visitCount: 1, lifetimeSpend: 126 });

    const visit = await bookVisit(client, '14:00');
    for (const part of visit)
      for (const status of ['checked_in', 'completed']) {
        const res = await frontdesk.request({
          method: 'PUT',
          url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: part.id }),
          payload: { status },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    expect(await figures(client)).toMatchObject({
      visitCount: 2,
      lifetimeSpend: 126 + 85 + 55,
      averageSpend: 133,
    });
    await expect.poll(() => stored(client), SETTLED).toEqual({ service_cents: 14000, paid_cents: 12600 });
  });
});
