/**
 * Tickets and register settings (spec operations.md §3 Ticket, §5, §7 "Tickets", §8, §9;
 * issue #13): the ticket of a two-appointment visit, opening it again, the list's filters and
 * count, voiding with a reason, reach across locations and tenants, roles, and the register's
 * tax rate.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  SERVICE_ENDPOINTS,
  endpointPath,
  type BookedAppointment,
  type DomainEvent,
  type RegisterSettings,
  type Service,
  type Ticket,
  type TicketList,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { syncWithFeed } from '../../events/change-feed.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let womens: Service;
let mens: Service;
/** The next free hour of each visit day. */
const nextHour = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  // 18:00 in New York on Monday 7 December 2026: the day's appointments may be checked out.
  ctx.clock.now = new Date('2026-12-07T23:00:00Z');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  [manhattan] = s.manager.user.establishments as [string];
  const catalogue = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, {
        establishmentId: manhattan,
        tenantId: s.owner.user.tenantId,
      }),
    })
  ).json().data as Service[];
  womens = catalogue.find((x) => x.name === "Women's Haircut")!;
  mens = catalogue.find((x) => x.name === "Men's Haircut")!;
});
afterAll(() => ctx.close());

/** Books a visit: Women's Haircut with Emma, then Men's Haircut with Marcus, each in a fresh slot. */
async function bookVisit(date = '2026-12-07'): Promise<BookedAppointment> {
  const at = nextHour.get(date) ?? 9;
  nextHour.set(date, at + 2);
  const hour = String(at).padStart(2, '0');
  const res = await s.frontdesk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientId: null,
      clientName: 'Ada Lovelace',
      serviceId: womens.id,
      staffId: s.employee.user.id,
      date,
      startTime: `${hour}:00`,
      status: 'booked',
      price: 80,
      additionalServices: [{ serviceId: mens.id, staffId: s.manager.user.id }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

function openTicket(session: Session, appointmentId: string, payload: object = {}) {
  return session.request({
    method: 'POST',
    url: endpointPath(E.createTicket, { appointmentId }),
    payload: { establishmentId: manhattan, ...payload },
  });
}

function voidTicket(session: Session, id: string, payload: object) {
  return session.request({ method: 'DELETE', url: endpointPath(E.ticket, { id }), payload });
}

async function list(session: Session, query: string): Promise<TicketList> {
  const res = await session.request({ url: `${E.tickets.path}?establishmentId=${manhattan}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function count(table: 'tickets' | 'ticket_lines'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return Number(row?.n);
}

describe('tickets', () => {
  it('opens the ticket of a two-appointment visit with both lines, and answers the same one again', async () => {
    const visit = await bookVisit();
    const res = await openTicket(s.frontdesk, visit.id, { priority: 'high', notes: 'VIP' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Ticket created successfully!' });
    const ticket = res.json().data as Ticket;
    expect(ticket).toMatchObject({
      appointmentId: visit.id,
      establishmentId: manhattan,
      tenantId: s.owner.user.tenantId,
      status: 'open',
      priority: 'high',
      clientName: 'Ada Lovelace',
      notes: 'VIP',
      subtotal: 135,
      transactionId: null,
      createdBy: s.frontdesk.user.id,
    });
    expect(ticket.number).toBeGreaterThan(0);
    expect([...ticket.staffIds].sort()).toEqual([s.employee.user.id, s.manager.user.id].sort());
    expect(
      ticket.lines.map((l) => [l.kind, l.name, l.staffId, l.staffName, l.price, l.quantity, l.taxable]),
    ).toEqual([
      ['service', "Women's Haircut", s.employee.user.id, 'Emma Chen', 80, 1, false],
      ['service', "Men's Haircut", s.manager.user.id, 'Marcus Reyes', 55, 1, false],
    ]);
    expect(ticket.lines.map((l) => l.appointmentId)).toEqual(visit.visit!.map((a) => a.id));

    // Opening it from the visit's other appointment answers the live ticket, with 200.
    const again = await openTicket(s.manager, visit.visit![1]!.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(ticket.id);

    const one = await s.manager.request({ url: endpointPath(E.ticket, { id: ticket.id }) });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(ticket);
  });

  it('opens one ticket when two openings of the same visit race', async () => {
    const visit = await bookVisit();
    const answers = await Promise.all([
      openTicket(s.frontdesk, visit.id),
      openTicket(s.manager, visit.visit![1]!.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
  });

  it('refuses a cancelled appointment and one of another location or tenant', async () => {
    const visit = await bookVisit();
    const cancel = await s.frontdesk.request({
      method: 'PUT',
      url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: visit.id }),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const before = await count('tickets');
    const refused = await openTicket(s.frontdesk, visit.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHECKOUT_MESSAGES.appointmentNotCheckoutable);
    const other = await bookVisit();
    const chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
    expect((await openTicket(s.owner, other.id, { establishmentId: chicago })).statusCode).toBe(404);
    expect((await openTicket(s.north, other.id, { establishmentId: undefined })).statusCode).toBe(404);
    expect(await count('tickets')).toBe(before);
  });

  it('lists by status, priority, staff and local days with the count of every match', async () => {
    // Two of its own before it, so the count is more than a page whatever ran first.
    for (let i = 0; i < 2; i++) await openTicket(s.frontdesk, (await bookVisit('2026-12-09')).id);
    const visit = await bookVisit();
    const created = (await openTicket(s.frontdesk, visit.id, { priority: 'low' })).json().data as Ticket;
    const all = await list(s.frontdesk, '&limit=1');
    expect(all.data).toHaveLength(1);
    expect(all.count).toBeGreaterThanOrEqual(3);
    expect(all.data[0]!.id).toBe(created.id);

    const low = await list(s.frontdesk, '&priority=low&status=open');
    expect(low.data.map((t) => t.id)).toEqual([created.id]);
    expect(low.count).toBe(1);
    const emma = await list(s.manager, `&staffIds=${s.employee.user.id},${s.owner.user.id}`);
    expect(emma.data.map((t) => t.id)).toContain(created.id);
    expect((await list(s.manager, `&staffIds=${s.owner.user.id}`)).count).toBe(0);
    // Opened at 18:00 in New York on 7 December (23:00 UTC): that local day, not the next.
    expect((await list(s.manager, '&startDate=2026-12-07&endDate=2026-12-07')).count).toBe(all.count);
    expect((await list(s.manager, '&startDate=2026-12-08')).count).toBe(0);
    const backwards = await s.manager.request({
      url: `${E.tickets.path}?establishmentId=${manhattan}&startDate=2026-12-08&endDate=2026-12-07`,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(CHECKOUT_MESSAGES.dateOrder);
  });

  it('voids an open ticket with a reason, once; the front desk may not; another tenant sees nothing', async () => {
    const visit = await bookVisit();
    const ticket = (await openTicket(s.frontdesk, visit.id)).json().data as Ticket;
    const url = endpointPath(E.ticket, { id: ticket.id });

    const noReason = await voidTicket(s.manager, ticket.id, { establishmentId: manhattan, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].message).toBe(CHECKOUT_MESSAGES.reasonRequired);
    const noPlace = await voidTicket(s.manager, ticket.id, { reason: 'Duplicate' });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().details[0]).toEqual({
      path: 'establishmentId',
      message: 'No establishment selected',
    });
    expect(
      (await voidTicket(s.frontdesk, ticket.id, { establishmentId: manhattan, reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await s.north.request({ url })).statusCode).toBe(404);
    const northside = s.north.user.establishments[0]!;
    expect(
      (await voidTicket(s.north, ticket.id, { establishmentId: northside, reason: 'Mine?' })).statusCode,
    ).toBe(404);
    expect((await s.manager.request({ url })).json().data.status).toBe('open');

    const voided = await voidTicket(s.manager, ticket.id, {
      establishmentId: manhattan,
      voidedBy: 'someone else',
      reason: 'Client left',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toEqual({ success: true, message: 'Ticket deleted successfully!' });
    expect((await s.manager.request({ url })).json().data).toMatchObject({
      status: 'voided',
      voidedBy: s.manager.user.id,
      voidReason: 'Client left',
    });
    const twice = await voidTicket(s.manager, ticket.id, { establishmentId: manhattan, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CHECKOUT_MESSAGES.ticketNotOpen);

    // The visit may be opened again once its ticket is voided.
    const reopened = await openTicket(s.frontdesk, visit.id);
    expect(reopened.statusCode).toBe(201);
    expect(reopened.json().data.id).not.toBe(ticket.id);
  });

  it('announces which visits a ticket change touched: the visit, or none for a walk-in sale', async () => {
    const seen: DomainEvent[] = [];
    const stop = ctx.events.subscribe(['ticket'], (e) => seen.push(e));
    const visit = await bookVisit();
    const opened = await openTicket(s.frontdesk, visit.id);
    expect(opened.statusCode, opened.body).toBe(201);
    const sale = await s.frontdesk.request({
      method: 'POST',
      url: E.checkout.path,
      payload: {
        establishmentId: manhattan,
        lines: [{ kind: 'service', serviceId: mens.id, quantity: 1 }],
        tenders: [
          { type: 'card', amount: mens.price, cardType: 'visa', cardLast4: '4242', authCode: 'A1B2C3' },
        ],
      },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await syncWithFeed(ctx.database.db, ctx.events, 5_000)).toBe(true);
    stop();
    const ofVisit = seen.filter((e) => e.ids?.includes(opened.json().data.id));
    expect(ofVisit.map((e) => e.visitKeys)).toEqual([[visit.visitId ?? visit.id]]);
    const walkIn = seen.filter((e) => !e.ids?.includes(opened.json().data.id));
    expect(walkIn.length).toBeGreaterThan(0);
    expect(walkIn.every((e) => e.visitKeys?.length === 0)).toBe(true);
  });

  it('is not for employees', async () => {
    expect(
      (await s.employee.request({ url: `${E.tickets.path}?establishmentId=${manhattan}` })).statusCode,
    ).toBe(403);
  });
});

describe('register settings', () => {
  const url = (establishmentId: string) => `${E.settings.path}?establishmentId=${establishmentId}`;

  it('defaults to the spec’s 0.08 and lets only owners change it, within 0 – 0.25', async () => {
    // Chicago's, which no test here changes: Manhattan's may have been set already.
    const chicago = s.owner.user.establishments.find((x) => x !== manhattan)!;
    const defaults = await s.owner.request({ url: url(chicago) });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().data).toEqual({
      establishmentId: chicago,
      taxRate: 0.08,
      drawerDifferenceThreshold: 5,
      tipCeilingPercent: 100,
      suggestedTipOnServices: true,
    } satisfies RegisterSettings);

    const put = (session: Session, payload: object) =>
      session.request({ method: 'PUT', url: url(manhattan), payload });
    expect((await put(s.manager, { taxRate: 0.1 })).statusCode).toBe(403);
    const tooHigh = await put(s.owner, { taxRate: 0.3 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().details[0].message).toBe(CHECKOUT_MESSAGES.taxRate);

    const set = await put(s.owner, { taxRate: 0.08875 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ taxRate: 0.08875, drawerDifferenceThreshold: 5 });
    const threshold = await put(s.owner, { drawerDifferenceThreshold: 12.5 });
    expect(threshold.json().data).toMatchObject({ taxRate: 0.08875, drawerDifferenceThreshold: 12.5 });
    expect((await s.manager.request({ url: url(manhattan) })).json().data.taxRate).toBe(0.08875);
    expect((await s.north.request({ url: url(manhattan) })).statusCode).toBe(404);
  });

  it('keeps the tip ceiling (a whole percent, 0 – 1000) and the suggested-tip base (issue #28)', async () => {
    const put = (payload: object) => s.owner.request({ method: 'PUT', url: url(manhattan), payload });
    const { taxRate } = (await s.frontdesk.request({ url: url(manhattan) })).json().data as RegisterSettings;
    const bad = await put({ tipCeilingPercent: 12.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toBe(CHECKOUT_MESSAGES.tipCeiling);
    expect((await put({ tipCeilingPercent: 1001 })).statusCode).toBe(400);
    const set = await put({ tipCeilingPercent: 40, suggestedTipOnServices: false });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ tipCeilingPercent: 40, suggestedTipOnServices: false });
    const read = (await s.frontdesk.request({ url: url(manhattan) })).json().data as RegisterSettings;
    expect(read).toMatchObject({ tipCeilingPercent: 40, suggestedTipOnServices: false, taxRate });
    await put({ tipCeilingPercent: 100, suggestedTipOnServices: true });
  });
});
