/**
 * The register's checkout (issue #13, spec operations.md §3 Transaction, Register state): a
 * hand-computed cart stored to the cent, one payment per Idempotency-Key under 20 parallel
 * retries, a ticket paid once, stock and appointments moved with the sale, the drawer rule for
 * cash, roles, and bad input that writes nothing.
 */
import { recordedEvents } from '../../../test/business-events.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  IDEMPOTENCY_HEADER,
  INVENTORY_ENDPOINTS,
  SERVICE_ENDPOINTS,
  TENDER_MESSAGES,
  endpointPath,
  type Appointment,
  type BookedAppointment,
  type Product,
  type Service,
  type Ticket,
  type Transaction,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { cashDrawerSessions } from './checkout.schema.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let chicago: string;
let womens: Service;
let mens: Service;
let chicagoService: Service;
let shampoo: Product;
let developer: Product;
let client: { id: string; name: string; email: string | null; phone: string | null };
let slot = 9;

beforeAll(async () => {
  ctx = await createTestContext();
  // 18:00 in New York on Monday 7 December 2026: the day's appointments may be completed.
  ctx.clock.now = new Date('2026-12-07T23:00:00Z');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  [manhattan] = s.manager.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  const tenantId = s.owner.user.tenantId;
  const services = async (establishmentId: string) =>
    (
      await s.owner.request({ url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId, tenantId }) })
    ).json().data as Service[];
  const catalogue = await services(manhattan);
  womens = catalogue.find((x) => x.name === "Women's Haircut")!;
  mens = catalogue.find((x) => x.name === "Men's Haircut")!;
  chicagoService = (await services(chicago))[0]!;
  shampoo = await addProduct({ name: 'Volume Shampoo', price: 24, quantity: 10, min_stock_level: 0 });
  developer = await addProduct({ name: '20 Vol Developer', price: 9, quantity: 10, productType: 'backbar' });
  client = (
    await queryRows<typeof client>(
      ctx.database.db,
      sql`SELECT id, name, email, phone FROM clients WHERE tenant_id = ${tenantId} AND email IS NOT NULL
        ORDER BY name LIMIT 1`,
    )
  )[0]!;
  // The drawer endpoints are another change's; the fixture opens Manhattan's drawer directly.
  await withTenant(ctx.database.db, { tenantId }, (tx) =>
    tx.insert(cashDrawerSessions).values({
      tenantId,
      establishmentId: manhattan,
      status: 'open',
      floatCents: 20000,
      openedBy: s.manager.user.id,
    }),
  );
});
afterAll(() => ctx.close());

async function addProduct(body: object): Promise<Product> {
  const res = await s.manager.request({
    method: 'POST',
    url: INVENTORY_ENDPOINTS.createProduct.path,
    payload: { establishmentId: manhattan, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Product;
}

/** Books Women's Haircut with Emma ($85) then Men's Haircut with Marcus ($55), in a fresh slot. */
async function bookVisit(date = '2026-12-07'): Promise<Appointment[]> {
  const hour = String(slot).padStart(2, '0');
  slot += 2;
  const res = await s.frontdesk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientId: client.id,
      clientName: client.name,
      serviceId: womens.id,
      staffId: s.employee.user.id,
      date,
      startTime: `${hour}:00`,
      status: 'booked',
      additionalServices: [{ serviceId: mens.id, staffId: s.manager.user.id }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as BookedAppointment).visit!;
}

async function ticketOf(visit: Appointment[]): Promise<Ticket> {
  const res = await s.frontdesk.request({
    method: 'POST',
    url: endpointPath(E.createTicket, { appointmentId: visit[0]!.id }),
    payload: { establishmentId: manhattan },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** The register's lines for a ticket's services. */
const serviceLines = (ticket: Ticket) =>
  ticket.lines.map((l) => ({ kind: 'service', serviceId: l.serviceId, appointmentId: l.appointmentId }));

const card = (amount: number) => ({
  type: 'card',
  amount,
  cardType: 'visa',
  cardLast4: '4242',
  authCode: 'A1B2C3',
});

function pay(session: Session, payload: object, headers: Record<string, string> = {}) {
  return session.request({
    method: 'POST',
    url: E.checkout.path,
    payload: { establishmentId: manhattan, ...payload },
    headers,
  });
}

async function paid(session: Session, payload: object): Promise<Transaction> {
  const res = await pay(session, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

interface Counts {
  tickets: number;
  lines: number;
  transactions: number;
  tenders: number;
  sales: number;
}

async function counts(): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    ctx.database.db,
    sql`SELECT (SELECT count(*) FROM tickets)::int AS tickets,
               (SELECT count(*) FROM ticket_lines)::int AS lines,
               (SELECT count(*) FROM transactions)::int AS transactions,
               (SELECT count(*) FROM transaction_tenders)::int AS tenders,
               (SELECT count(*) FROM inventory_stock_movements WHERE kind = 'sale')::int AS sales`,
  );
  return row!;
}

async function stock(productId: string): Promise<number> {
  const [row] = await queryRows<{ q: string }>(
    ctx.database.db,
    sql`SELECT quantity AS q FROM inventory_products WHERE id = ${productId}`,
  );
  return Number(row!.q);
}

async function statuses(ids: string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string; status: string }>(
    ctx.database.db,
    sql`SELECT id, status FROM appointments WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return ids.map((id) => rows.find((r) => r.id === id)!.status);
}

describe('checkout', () => {
  it('stores a hand-computed cart to the cent, moves stock and completes the visit', async () => {
    // Its own product: the stock and the one 'sale' movement read below are this sale's alone.
    const shampoo = await addProduct({ name: 'Repair Shampoo', price: 24, quantity: 10, min_stock_level: 0 });
    const visit = await bookVisit();
    const ticket = await ticketOf(visit);
    const before = await stock(shampoo.id);
    // Lines: $85 + $55 services (untaxed), 2 × $24 shampoo (taxed). 10 % off the order:
    // 850 + 550 + 480 cents. Nets 7650, 4950, 4320; tax 8 % of 4320 = 345.6 → 346.
    // Subtotal 18800 − 1880 + 346 + tip 2000 = 19266: card $100, cash $92.66 from $100 (change $7.34).
    const sale = await paid(s.frontdesk, {
      ticketId: ticket.id,
      lines: [...serviceLines(ticket), { kind: 'product', productId: shampoo.id, quantity: 2 }],
      orderDiscount: { type: 'percent', value: 10 },
      tip: 20,
      tipSplit: 'even',
      tenders: [card(100), { type: 'cash', amount: 92.66, received: 100 }],
      notes: 'Thanks!',
    });
    expect(sale).toMatchObject({
      establishmentId: manhattan,
      ticketId: ticket.id,
      cashierId: s.frontdesk.user.id,
      cashierName: 'Fiona Walsh',
      customerId: client.id,
      customerName: client.name,
      customerEmail: client.email,
      customerPhone: client.phone,
      subtotal: 188,
      discountAmount: 18.8,
      taxAmount: 3.46,
      tipAmount: 20,
      totalAmount: 192.66,
      amount: 192.66,
      status: 'completed',
      notes: 'Thanks!',
      refundAmount: 0,
      refunds: [],
    });
    expect(
      sale.items.map((i) => [i.name, i.type, i.staffId, i.price, i.quantity, i.discount, i.tax, i.total]),
    ).toEqual([
      ["Women's Haircut", 'service', s.employee.user.id, 85, 1, 8.5, 0, 76.5],
      ["Men's Haircut", 'service', s.manager.user.id, 55, 1, 5.5, 0, 49.5],
      ['Repair Shampoo', 'product', null, 24, 2, 4.8, 3.46, 46.66],
    ]);
    expect(sale.items[0]!.staffName).toBe('Emma Chen');
    expect(
      sale.paymentMethods.map((p) => [
        p.type,
        p.amount,
        p.cardType,
        p.cardLast4,
        p.authCode,
        p.received,
        p.change,
      ]),
    ).toEqual([
      ['card', 100, 'visa', '4242', 'A1B2C3', null, null],
      ['cash', 92.66, null, null, null, 100, 7.34],
    ]);
    expect(sale.tips.map((t) => [t.staffId, t.amount])).toEqual([
      [s.employee.user.id, 10],
      [s.manager.user.id, 10],
    ]);

    // Every stored cent.
    const [row] = await queryRows<Record<string, string | null>>(
      ctx.database.db,
      sql`SELECT subtotal_cents, discount_cents, tax_cents, tip_cents, total_cents, order_discount_type,
                 order_discount_value, tip_split, drawer_session_id IS NOT NULL AS drawer
          FROM transactions WHERE id = ${sale.id}`,
    );
    expect(row).toMatchObject({
      subtotal_cents: expect.anything(),
      order_discount_type: 'percent',
      tip_split: 'even',
      drawer: true,
    });
    expect(
      [row!.subtotal_cents, row!.discount_cents, row!.tax_cents, row!.tip_cents, row!.total_cents].map(
        Number,
      ),
    ).toEqual([18800, 1880, 346, 2000, 19266]);
    expect(Number(row!.order_discount_value)).toBe(10);
    // The sale as a business event, in the same transaction, with its charged cents.
    expect(await recordedEvents(ctx.database.db, s.owner.user.tenantId, 'sale.completed')).toContainEqual({
      transactionId: sale.id,
      establishmentId: manhattan,
      clientId: client.id,
      totalCents: 19266,
      tipCents: 2000,
    });
    const items = await queryRows<Record<string, string>>(
      ctx.database.db,
      sql`SELECT unit_price_cents, quantity, gross_cents, discount_cents, tax_cents, total_cents, taxable
          FROM transaction_items WHERE transaction_id = ${sale.id} ORDER BY position`,
    );
    expect(
      items.map((i) =>
        [i.unit_price_cents, i.quantity, i.gross_cents, i.discount_cents, i.tax_cents, i.total_cents].map(
          Number,
        ),
      ),
    ).toEqual([
      [8500, 1, 8500, 850, 0, 7650],
      [5500, 1, 5500, 550, 0, 4950],
      [2400, 2, 4800, 480, 346, 4666],
    ]);
    expect(items.map((i) => i.taxable)).toEqual([false, false, true]);
    const tenders = await queryRows<Record<string, string | null>>(
      ctx.database.db,
      sql`SELECT type, amount_cents, received_cents, change_cents FROM transaction_tenders
          WHERE transaction_id = ${sale.id} ORDER BY position`,
    );
    expect(
      tenders.map((t) => [
        t.type,
        Number(t.amount_cents),
        t.received_cents === null ? null : Number(t.received_cents),
        Number(t.change_cents),
      ]),
    ).toEqual([
      ['card', 10000, null, 0],
      ['cash', 9266, 10000, 734],
    ]);
    const tips = await queryRows<{ amount_cents: string }>(
      ctx.database.db,
      sql`SELECT amount_cents FROM transaction_tips WHERE transaction_id = ${sale.id}`,
    );
    expect(tips.map((t) => Number(t.amount_cents)).sort()).toEqual([1000, 1000]);

    // The ticket is paid with the sold lines; stock went down with a 'sale' movement; the visit is completed.
    const after = (await s.manager.request({ url: endpointPath(E.ticket, { id: ticket.id }) })).json()
      .data as Ticket;
    expect(after).toMatchObject({ status: 'paid', transactionId: sale.id });
    expect(after.paidAt).not.toBeNull();
    expect(after.lines.map((l) => l.name)).toEqual(["Women's Haircut", "Men's Haircut", 'Repair Shampoo']);
    expect(await stock(shampoo.id)).toBe(before - 2);
    const [movement] = await queryRows<Record<string, string>>(
      ctx.database.db,
      sql`SELECT quantity, source_type, source_id, source_label FROM inventory_stock_movements
          WHERE product_id = ${shampoo.id} AND kind = 'sale'`,
    );
    expect(movement).toMatchObject({
      source_type: 'transaction',
      source_id: sale.id,
      source_label: `Sale #${sale.number}`,
    });
    expect(Number(movement!.quantity)).toBe(-2);
    expect(await statuses(visit.map((a) => a.id))).toEqual(['completed', 'completed']);
    // Each part of the visit was booked and completed once, as business events.
    for (const type of ['appointment.booked', 'appointment.completed'] as const) {
      const ids = (await recordedEvents(ctx.database.db, s.owner.user.tenantId, type)).map(
        (e) => e.appointmentId,
      );
      expect(ids.filter((id) => visit.some((a) => a.id === id)).sort()).toEqual(
        visit.map((a) => a.id).sort(),
      );
    }
    const history = await queryRows<{ from_status: string; to_status: string; changed_by: string }>(
      ctx.database.db,
      sql`SELECT from_status, to_status, changed_by FROM appointment_status_changes
          WHERE appointment_id = ${visit[0]!.id} AND from_status IS NOT NULL ORDER BY changed_at, to_status`,
    );
    expect(history.map((h) => [h.from_status, h.to_status])).toEqual([
      ['booked', 'checked_in'],
      ['checked_in', 'completed'],
    ]);
    expect(history.every((h) => h.changed_by === s.frontdesk.user.id)).toBe(true);

    // Paid once: a second payment is 409, and so is voiding it.
    const again = await pay(s.manager, {
      ticketId: ticket.id,
      lines: serviceLines(ticket),
      tenders: [card(140)],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHECKOUT_MESSAGES.ticketNotOpen);
    const voided = await s.manager.request({
      method: 'DELETE',
      url: endpointPath(E.ticket, { id: ticket.id }),
      payload: { establishmentId: manhattan, reason: 'Oops' },
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe(CHECKOUT_MESSAGES.ticketPaidNoVoid);
  });

  it('pays once for twenty parallel requests with one Idempotency-Key, all answering the same body', async () => {
    const before = await counts();
    const key = `sale-${Date.now()}`;
    const body = { lines: [{ kind: 'product', productId: shampoo.id }], tenders: [card(25.92)] };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(s.frontdesk, body, { [IDEMPOTENCY_HEADER]: key })),
    );
    expect(answers.map((a) => a.statusCode).sort((a, b) => a - b)).toEqual([
      ...Array<number>(19).fill(200),
      201,
    ]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(new Set(answers.map((a) => JSON.stringify(a.json().data))).size).toBe(1);
    expect(answers[0]!.json().data).toMatchObject({ subtotal: 24, taxAmount: 1.92, totalAmount: 25.92 });
    const after = await counts();
    expect(after.transactions - before.transactions).toBe(1);
    expect(after.tickets - before.tickets).toBe(1);
    expect(after.sales - before.sales).toBe(1);
    // The same key with another request is refused.
    const reused = await pay(
      s.frontdesk,
      { ...body, tenders: [card(25.92), card(0.01)] },
      { [IDEMPOTENCY_HEADER]: key },
    );
    expect(reused.statusCode).toBe(409);
  });

  it('sells a walk-in cart with a manual tip and keeps a visit not due yet as booked', async () => {
    const later = await bookVisit('2026-12-14');
    const ticket = await ticketOf(later);
    const sale = await paid(s.manager, {
      ticketId: ticket.id,
      clientId: null,
      lines: [
        { ...serviceLines(ticket)[0], discount: { type: 'fixed', value: 5 } },
        { kind: 'service', serviceId: womens.id, staffId: s.manager.user.id },
      ],
      tip: 10,
      tipSplit: 'manual',
      tipShares: [
        { staffId: s.employee.user.id, amount: 7.5 },
        { staffId: s.manager.user.id, amount: 2.5 },
      ],
      tenders: [card(175)],
    });
    // $85 − $5 + $85 = 165 (services untaxed) + 10 tip.
    expect(sale).toMatchObject({
      subtotal: 170,
      discountAmount: 5,
      taxAmount: 0,
      totalAmount: 175,
      customerId: null,
    });
    expect(sale.customerName).toBeNull();
    expect(sale.tips.map((t) => t.amount)).toEqual([7.5, 2.5]);
    expect(await statuses(later.map((a) => a.id))).toEqual(['booked', 'booked']);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const ticket = await ticketOf(await bookVisit());
    const lines = serviceLines(ticket);
    const before = await counts();
    const cases: [object, string, string][] = [
      [{ lines, tip: -1, tenders: [card(140)] }, 'tip', CHECKOUT_MESSAGES.amount],
      [{ lines, tenders: [card(100)] }, 'tenders', TENDER_MESSAGES.sum],
      [
        { lines, tenders: [{ ...card(140), cardLast4: 'abcd' }] },
        'tenders.0.cardLast4',
        CHECKOUT_MESSAGES.cardLast4,
      ],
      [
        { lines, tenders: [{ type: 'cash', amount: 140, received: 100 }] },
        'tenders.0.received',
        TENDER_MESSAGES.cashShort,
      ],
      [{ lines: [], tenders: [] }, 'lines', CHECKOUT_MESSAGES.linesRequired],
      [{ lines, tenders: [] }, 'tenders', CHECKOUT_MESSAGES.tendersRequired],
      [
        { lines: [...lines, { kind: 'product', productId: crypto.randomUUID() }], tenders: [card(140)] },
        'lines.2.productId',
        CHECKOUT_MESSAGES.productUnknown,
      ],
      [
        { lines: [...lines, { kind: 'product', productId: developer.id }], tenders: [card(149.72)] },
        'lines.2.productId',
        CHECKOUT_MESSAGES.productNotForSale,
      ],
      [
        { lines: [{ kind: 'service', serviceId: chicagoService.id }], tenders: [card(1)] },
        'lines.0.serviceId',
        CHECKOUT_MESSAGES.serviceUnknown,
      ],
      [
        { lines: [{ ...lines[0], staffId: s.north.user.id }], tenders: [card(85)] },
        'lines.0.staffId',
        CHECKOUT_MESSAGES.staffUnknown,
      ],
      [
        { lines, clientId: crypto.randomUUID(), tenders: [card(140)] },
        'clientId',
        CHECKOUT_MESSAGES.clientUnknown,
      ],
      [
        { lines: [{ kind: 'product', productId: shampoo.id, quantity: 999 }], tenders: [card(25894.08)] },
        'quantity',
        'Not enough stock: this would take the quantity below zero.',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await pay(s.frontdesk, { ticketId: ticket.id, ...body });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      const detail = (res.json().details as { path: string; message: string }[])[0]!;
      expect(detail.path).toBe(path);
      if (path !== 'quantity') expect(detail.message).toBe(message);
    }
    expect(await counts()).toEqual(before);
    const still = (await s.frontdesk.request({ url: endpointPath(E.ticket, { id: ticket.id }) })).json()
      .data as Ticket;
    expect(still.status).toBe('open');
    expect(still.lines).toEqual(ticket.lines);
  });

  it('takes cash only into an open drawer', async () => {
    const before = await counts();
    const res = await pay(s.owner, {
      establishmentId: chicago,
      lines: [{ kind: 'service', serviceId: chicagoService.id }],
      tenders: [{ type: 'cash', amount: chicagoService.price, received: chicagoService.price + 20 }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.drawerClosed);
    expect(await counts()).toEqual(before);
    // Card needs no drawer.
    const byCard = await pay(s.owner, {
      establishmentId: chicago,
      lines: [{ kind: 'service', serviceId: chicagoService.id }],
      tenders: [card(chicagoService.price)],
    });
    expect(byCard.statusCode, byCard.body).toBe(201);
    expect(byCard.json().data.paymentMethods[0].change).toBeNull();
  });

  it('lets the front desk pay but not employees; another tenant cannot pay or read a ticket', async () => {
    const ticket = await ticketOf(await bookVisit());
    const body = { ticketId: ticket.id, lines: serviceLines(ticket), tenders: [card(140)] };
    expect((await pay(s.employee, body)).statusCode).toBe(403);
    const north = s.north.user.establishments[0]!;
    expect((await pay(s.north, { ...body, establishmentId: north })).statusCode).toBe(404);
    expect((await pay(s.north, body)).statusCode).toBe(404);
    expect((await s.north.request({ url: endpointPath(E.ticket, { id: ticket.id }) })).statusCode).toBe(404);
    expect((await pay(s.frontdesk, body)).statusCode).toBe(201);
  });
});
