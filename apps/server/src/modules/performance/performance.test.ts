/**
 * Staff performance (issue #14 "Performance"): figures of a small period computed by hand —
 * visits booked, completed and paid through the API under a fixed clock, a product sale, a tip,
 * a refund shared over a sale's items, a rebooking, a new and a returning client, utilisation
 * from a date's override less time off — plus the previous period, the role filter, employees
 * limited to themselves, location and tenant scope, and bad input.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  CHECKOUT_ENDPOINTS,
  CRM_ENDPOINTS,
  INVENTORY_ENDPOINTS,
  PERFORMANCE_ENDPOINTS as E,
  PERFORMANCE_MESSAGES,
  SERVICE_ENDPOINTS,
  STAFF_ENDPOINTS,
  endpointPath,
  type Appointment,
  type BookedAppointment,
  type PerformanceQuery,
  type PerformanceReport,
  type Product,
  type Service,
  type Ticket,
  type Transaction,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { addDays, startOfLocalDay } from '../../lib/local-dates.js';
import { listPeople, visitFiguresSql, type PerformanceWindow } from './performance.repository.js';
import { cutsOf } from './performance.window.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
let womens: Service;
let mens: Service;
let shampoo: Product;
const clients = {} as Record<'nora' | 'rita', { id: string; name: string }>;

/** 18:00 in New York on `date` (summer time): that day's visits may be completed. */
const evening = (date: string) => new Date(`${date}T22:00:00Z`);
const DAY = '2027-06-09'; // a Wednesday
const EARLIER = '2027-05-01';

function report(session: Session, query: PerformanceQuery, id = manhattan) {
  const qs = new URLSearchParams(query as Record<string, string>).toString();
  return session.request({ url: `${endpointPath(E.report, { id })}?${qs}` });
}

async function figures(
  session: Session,
  query: PerformanceQuery,
  id = manhattan,
): Promise<PerformanceReport> {
  const res = await report(session, query, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function book(
  clientKey: keyof typeof clients,
  service: Service,
  staffId: string,
  date: string,
  time: string,
) {
  const res = await s.frontdesk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientId: clients[clientKey].id,
      clientName: clients[clientKey].name,
      serviceId: service.id,
      staffId,
      date,
      startTime: time,
      status: 'booked',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as BookedAppointment).visit?.[0] ?? (res.json().data as Appointment);
}

/** Opens the visit's ticket and pays it by card with `extra` lines and tip (dollars). */
async function pay(
  visit: Appointment,
  extra: object[],
  tip: number,
  cardAmount: number,
): Promise<Transaction> {
  const opened = await s.frontdesk.request({
    method: 'POST',
    url: endpointPath(CHECKOUT_ENDPOINTS.createTicket, { appointmentId: visit.id }),
    payload: { establishmentId: manhattan },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const ticket = opened.json().data as Ticket;
  const res = await s.frontdesk.request({
    method: 'POST',
    url: CHECKOUT_ENDPOINTS.checkout.path,
    payload: {
      establishmentId: manhattan,
      ticketId: ticket.id,
      lines: [
        ...ticket.lines.map((l) => ({
          kind: 'service',
          serviceId: l.serviceId,
          appointmentId: l.appointmentId,
        })),
        ...extra,
      ],
      tip,
      tipSplit: 'even',
      tenders: [
        { type: 'card', amount: cardAmount, cardType: 'visa', cardLast4: '4242', authCode: 'A1B2C3' },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Moves the clock and signs everyone in again (sessions expire across months). */
async function at(date: string) {
  ctx.clock.now = evening(date);
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
}

beforeAll(async () => {
  ctx = await createTestContext();
  await at(EARLIER);
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.manager.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  const catalogue = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
    })
  ).json().data as Service[];
  womens = catalogue.find((x) => x.name === "Women's Haircut")!;
  mens = catalogue.find((x) => x.name === "Men's Haircut")!;
  const product = await s.manager.request({
    method: 'POST',
    url: INVENTORY_ENDPOINTS.createProduct.path,
    payload: {
      establishmentId: manhattan,
      name: 'Perf Shampoo',
      price: 24,
      quantity: 10,
      min_stock_level: 0,
    },
  });
  expect(product.statusCode, product.body).toBe(201);
  shampoo = product.json().data;
  for (const [key, name] of [
    ['nora', 'Nora Newcomer'],
    ['rita', 'Rita Regular'],
  ] as const) {
    const res = await s.frontdesk.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: { tenantId, establishmentId: manhattan, name },
    });
    expect(res.statusCode, res.body).toBe(201);
    clients[key] = { id: res.json().data.id, name };
  }
  const emma = s.employee.user.id;
  const staffBase = { tenantId, establishmentId: manhattan, userId: emma };
  // Emma works 09:00–17:00 on DAY instead of her split Wednesday, and is away 16:00–17:00: 420 minutes.
  const override = await s.manager.request({
    method: 'POST',
    url: endpointPath(STAFF_ENDPOINTS.saveOverride, staffBase),
    payload: { date: DAY, isWorking: true, start: '09:00', end: '17:00' },
  });
  expect(override.statusCode, override.body).toBeLessThan(300);
  const away = await s.manager.request({
    method: 'POST',
    url: endpointPath(STAFF_ENDPOINTS.addTimeOff, staffBase),
    payload: { startsAt: '2027-06-09T20:00:00Z', endsAt: '2027-06-09T21:00:00Z', reason: 'Dentist' },
  });
  expect(away.statusCode, away.body).toBeLessThan(300);

  // Rita's first visit, long before: she returns on DAY.
  await pay(await book('rita', womens, emma, EARLIER, '10:00'), [], 0, 85);

  await at(DAY);
  // Nora (new): Women's Haircut $85 + Emma's shampoo $24 (8 % tax: $1.92) + $10 tip = $120.92.
  const first = await pay(
    await book('nora', womens, emma, DAY, '09:00'),
    [{ kind: 'product', productId: shampoo.id, staffId: emma, quantity: 1 }],
    10,
    120.92,
  );
  // Rita (returning): Women's Haircut $85.
  await pay(await book('rita', womens, emma, DAY, '11:00'), [], 0, 85);
  // Half of Nora's sale back: $60.46, shared over every line by what it has: 4250 of the haircut,
  // 1200 and 96 tax of the shampoo, 500 of the tip.
  const refund = await s.manager.request({
    method: 'POST',
    url: endpointPath(CHECKOUT_ENDPOINTS.refund, { id: first.id }),
    payload: { refund_amount: 60.46, refund_reason: 'Unhappy with the colour' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  // Nora books again (with Marcus) before leaving: her visit is rebooked; Rita's is not.
  await book('nora', mens, s.manager.user.id, '2027-06-20', '10:00');
  // Nora also missed a 14:00 with Emma: a no-show, outside her appointments and booked minutes.
  const missed = await book('nora', womens, emma, DAY, '14:00');
  const noShow = await s.frontdesk.request({
    method: 'PUT',
    url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: missed.id }),
    payload: { status: 'no_show' },
  });
  expect(noShow.statusCode, noShow.body).toBe(200);
  // The demo seed and a dozen API calls: generous on a busy machine.
}, 300_000);
afterAll(() => ctx.close());

const FIGURE_KEYS = [
  'appointments',
  'averageTicketCents',
  'bookedMinutes',
  'completedVisits',
  'newClients',
  'noShows',
  'productRevenueCents',
  'rebookedVisits',
  'rebookingRate',
  'refundsCents',
  'returningClients',
  'revenueCents',
  'scheduledMinutes',
  'serviceRevenueCents',
  'tickets',
  'tipsCents',
  'utilisation',
];

// Some tests move the clock to a minute of their own; the others read the evening of DAY.
afterEach(() => {
  ctx.clock.now = evening(DAY);
});

describe('performance', () => {
  it('answers the wire names', async () => {
    const data = await figures(s.manager, { from: DAY, to: DAY });
    expect(Object.keys(data).sort()).toEqual(
      [
        'daily',
        'establishmentId',
        'from',
        'previousFrom',
        'previousTo',
        'rebookDays',
        'staff',
        'to',
        'totals',
      ].sort(),
    );
    expect(data).toMatchObject({ from: DAY, to: DAY, previousFrom: '2027-06-08', previousTo: '2027-06-08' });
    expect(Object.keys(data.totals.current).sort()).toEqual(FIGURE_KEYS);
    expect(Object.keys(data.staff[0]!).sort()).toEqual([
      'current',
      'previous',
      'role',
      'staffId',
      'staffName',
    ]);
    expect(Object.keys(data.daily[0]!).sort()).toEqual(
      ['date', 'productRevenueCents', 'revenueCents', 'serviceRevenueCents'].sort(),
    );
  });

  it('computes a hand-checked day for Emma and her previous day', async () => {
    const data = await figures(s.manager, { from: DAY, to: DAY, staffId: s.employee.user.id });
    expect(data.staff).toHaveLength(1);
    const emma = data.staff[0]!;
    expect(emma).toMatchObject({ staffId: s.employee.user.id, staffName: 'Emma Chen', role: 'employee' });
    const minutes = womens.duration * 2;
    expect(emma.current).toEqual({
      serviceRevenueCents: 8500 - 4250 + 8500,
      productRevenueCents: 2400 - 1200,
      revenueCents: 13950,
      refundsCents: 5450,
      // Half of the sale back gives back half of its $10 tip too (issue #28).
      tipsCents: 500,
      tickets: 2,
      averageTicketCents: (8500 + 2400 + 8500) / 2,
      appointments: 2,
      bookedMinutes: minutes,
      scheduledMinutes: 420,
      utilisation: Math.round((minutes / 420) * 10_000) / 10_000,
      completedVisits: 2,
      rebookedVisits: 1,
      rebookingRate: 0.5,
      newClients: 1,
      returningClients: 1,
      noShows: 1,
    });
    // Tuesday 8 June: her weekly 10:00–19:00 and nothing sold.
    expect(emma.previous).toMatchObject({
      revenueCents: 0,
      tickets: 0,
      scheduledMinutes: 540,
      utilisation: 0,
    });
    expect(data.daily).toEqual([
      { date: DAY, serviceRevenueCents: 12750, productRevenueCents: 1200, revenueCents: 13950 },
    ]);
    expect(data.totals.current).toEqual(emma.current);
  });

  it('cuts the last day of both periods at `until`: today so far against yesterday by then', async () => {
    const emmaId = s.employee.user.id;
    const cut = await figures(s.manager, { from: DAY, to: DAY, staffId: emmaId, until: '11:30' });
    // Nora's 09:00 whole, Rita's 11:00 up to 11:30; her 14:00 no-show and the 18:00 sales not yet.
    const booked = womens.duration + 30;
    expect(cut.totals.current).toMatchObject({
      appointments: 2,
      bookedMinutes: booked,
      scheduledMinutes: 150,
      utilisation: Math.round((booked / 150) * 10_000) / 10_000,
      revenueCents: 0,
      tickets: 0,
      tipsCents: 0,
      refundsCents: 0,
      noShows: 0,
      completedVisits: 2,
      newClients: 1,
      returningClients: 1,
    });
    // Tuesday's 10:00–19:00 up to 11:30.
    expect(cut.totals.previous).toMatchObject({ scheduledMinutes: 90 });
    expect(cut.daily).toEqual([
      { date: DAY, serviceRevenueCents: 0, productRevenueCents: 0, revenueCents: 0 },
    ]);
    // Later the same day the sales and the no-show count; remembered answers keep the two apart.
    const evening = await figures(s.manager, { from: DAY, to: DAY, staffId: emmaId, until: '19:00' });
    const whole = await figures(s.manager, { from: DAY, to: DAY, staffId: emmaId });
    expect(evening.totals).toEqual(whole.totals);
    // The day after, cut at 11:30: yesterday by then, not the whole of it.
    const next = await figures(s.manager, {
      from: '2027-06-10',
      to: '2027-06-10',
      staffId: emmaId,
      until: '11:30',
    });
    expect(next.totals.previous).toEqual(cut.totals.current);
  });

  it("with until=now cuts each location at its own minute, not one location's clock", async () => {
    const owner = async (instant: string) => {
      ctx.clock.now = new Date(instant);
      return ctx.signIn('owner@luxe.example');
    };
    const query = { from: DAY, to: DAY, staffId: s.employee.user.id };
    // 11:45 in New York is 10:45 in Chicago: Rita's 11:00 at Manhattan has begun.
    const morning = await owner(`${DAY}T15:45:00Z`);
    const all = await figures(morning, { ...query, until: 'now' }, 'all');
    expect(all.totals).toEqual((await figures(morning, { ...query, until: '11:45' })).totals);
    expect(all.totals.current.appointments).toBe(2);
    // What one clock time for every location missed (Chicago's time at Manhattan).
    expect((await figures(morning, { ...query, until: '10:45' }, 'all')).totals.current.appointments).toBe(1);
    // 00:30 the next day in New York, still DAY in Chicago: Manhattan's DAY is over, all of it counts.
    const midnight = await owner('2027-06-10T04:30:00Z');
    const late = await figures(midnight, { ...query, until: 'now' }, 'all');
    expect(late.totals).toEqual((await figures(midnight, query)).totals);
    expect(late.totals.current.revenueCents).toBe(13950);
  });

  it("with anchor=today reads each location's own today: the sum of the locations, whatever the first one's date", async () => {
    // 00:30 on DAY in New York is still the day before in Chicago, whose today names the periods.
    ctx.clock.now = new Date(`${DAY}T04:30:00Z`);
    const owner = await ctx.signIn('owner@luxe.example');
    const chicagoToday = addDays(DAY, -1);
    const additive = (r: PerformanceReport) => {
      const c = r.totals.current;
      return [c.revenueCents, c.appointments, c.noShows, c.bookedMinutes, c.scheduledMinutes, c.tipsCents];
    };
    const sum = (a: number[], b: number[]) => a.map((n, i) => n + b[i]!);
    for (const days of [1, 7]) {
      const range = (to: string) => ({ from: addDays(to, 1 - days), to, anchor: 'today' as const });
      const all = await figures(owner, range(chicagoToday), 'all');
      const ownTodays = sum(
        additive(await figures(owner, range(DAY), manhattan)),
        additive(await figures(owner, range(chicagoToday), chicago)),
      );
      expect(additive(all), `${days} days`).toEqual(ownTodays);
      // Manhattan's DAY is in: Emma's two visits, her no-show and her 420 scheduled minutes.
      expect(all.totals.current.appointments).toBe(2);
      expect(all.totals.current.noShows).toBe(1);
      // Unanchored, every location reads Chicago's dates: Manhattan's today is left out.
      const unanchored = await figures(owner, { from: range(chicagoToday).from, to: chicagoToday }, 'all');
      expect(unanchored.totals.current.appointments).toBe(0);
    }
    // A location's own today needs no shift: the anchor changes nothing there.
    const own = await figures(owner, { from: DAY, to: DAY, anchor: 'today' }, manhattan);
    expect(own.totals).toEqual((await figures(owner, { from: DAY, to: DAY }, manhattan)).totals);
    // The previous period moves with it: the day before Manhattan's DAY, not Chicago's.
    const both = await figures(owner, { from: chicagoToday, to: chicagoToday, anchor: 'today' }, 'all');
    expect(both.totals.previous).toEqual(
      (await figures(owner, { from: addDays(DAY, -1), to: addDays(DAY, -1) }, manhattan)).totals.current,
    );
  });

  it("gives the dashboard's figures the reports' own numbers: today and the week, whole and so far", async () => {
    // 11:45 in New York, 10:45 in Chicago: the day's later visits are not in the so-far figures.
    ctx.clock.now = new Date(`${DAY}T15:45:00Z`);
    const week = { from: addDays(DAY, -6), to: DAY, anchor: 'today' as const };
    const today = { from: DAY, to: DAY, anchor: 'today' as const };
    for (const [who, id] of [
      ['manager', manhattan],
      ['owner', 'all'],
      ['employee', manhattan],
    ] as const) {
      const session = await ctx.signIn(`${who}@luxe.example`);
      const res = await session.request({ url: `${endpointPath(E.figures, { id })}?date=${DAY}` });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json().data;
      const totals = async (query: PerformanceQuery) => (await figures(session, query, id)).totals;
      expect(answer.today.whole, who).toEqual(await totals(today));
      expect(answer.today.soFar, who).toEqual(await totals({ ...today, until: 'now' }));
      expect(answer.week.whole, who).toEqual(await totals(week));
      expect(answer.week.soFar, who).toEqual(await totals({ ...week, until: 'now' }));
      // With 'all', each location's own figures beside the whole, as its own call gives them.
      if (id === 'all') {
        const ids = answer.locations.map((l: { establishmentId: string }) => l.establishmentId);
        expect(ids).toEqual(expect.arrayContaining([manhattan, chicago]));
        // What adds up adds up: the locations' appointments and revenue are the whole's.
        const sum = (pick: (l: typeof answer) => number) =>
          answer.locations.reduce((n: number, l: typeof answer) => n + pick(l), 0);
        expect(sum((l) => l.today.soFar.current.revenueCents)).toBe(answer.today.soFar.current.revenueCents);
        expect(sum((l) => l.week.whole.current.appointments)).toBe(answer.week.whole.current.appointments);
        for (const place of answer.locations) {
          const own = await session.request({
            url: `${endpointPath(E.figures, { id: place.establishmentId })}?date=${DAY}`,
          });
          const { today: t, week: w } = own.json().data;
          expect(place, place.establishmentId).toEqual({
            establishmentId: place.establishmentId,
            today: t,
            week: w,
          });
        }
      } else expect(answer.locations, who).toEqual([]);
      // The two readings differ: the afternoon's hours are not in the so-far figures.
      expect(answer.today.soFar.current.scheduledMinutes, who).toBeLessThan(
        answer.today.whole.current.scheduledMinutes,
      );
    }
    const bad = await s.manager.request({ url: `${endpointPath(E.figures, { id: manhattan })}?date=June` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('date');
    const frontDesk = await s.frontdesk.request({
      url: `${endpointPath(E.figures, { id: manhattan })}?date=${DAY}`,
    });
    expect(frontDesk.statusCode).toBe(403);
  });

  it("reads 'now' in each location's zone: its minute, a day over, a day not begun", () => {
    const places = [
      { id: 'ny', timeZone: 'America/New_York' },
      { id: 'la', timeZone: 'America/Los_Angeles' },
    ];
    const at = (instant: string, lastDay = DAY) =>
      Object.fromEntries(cutsOf(places, 'now', lastDay, new Date(instant))!);
    expect(at(`${DAY}T16:30:00Z`)).toEqual({ ny: '12:30', la: '09:30' });
    expect(at('2027-06-10T05:00:00Z')).toEqual({ ny: '24:00', la: '22:00' });
    expect(at('2027-06-10T05:00:00Z', '2027-06-10')).toEqual({ ny: '01:00', la: '00:00' });
    expect(cutsOf(places, '10:15', DAY, new Date())).toEqual(
      new Map([
        ['ny', '10:15'],
        ['la', '10:15'],
      ]),
    );
    expect(cutsOf(places, undefined, DAY, new Date())).toBeUndefined();
  });

  it('narrows by role', async () => {
    const employees = await figures(s.manager, { from: DAY, to: DAY, role: 'employee' });
    expect(employees.staff.map((p) => p.staffId)).toContain(s.employee.user.id);
    expect(employees.staff.every((p) => p.role === 'employee')).toBe(true);
    const managers = await figures(s.manager, { from: DAY, to: DAY, role: 'manager' });
    expect(managers.staff.map((p) => p.staffId)).toContain(s.manager.user.id);
    expect(managers.staff.map((p) => p.staffId)).not.toContain(s.employee.user.id);
    expect(managers.totals.current.revenueCents).toBe(0);
  });

  it('gives an employee their own figures alone, whatever they ask', async () => {
    for (const query of [
      { from: DAY, to: DAY },
      { from: DAY, to: DAY, staffId: s.manager.user.id },
      { from: DAY, to: DAY, role: 'manager' as const },
    ]) {
      const data = await figures(s.employee, query);
      expect(data.staff.map((p) => p.staffId)).toEqual([s.employee.user.id]);
      expect(data.totals.current.revenueCents).toBe(13950);
    }
  });

  it("covers every location the owner reaches with 'all'", async () => {
    const data = await figures(s.owner, { from: DAY, to: DAY, staffId: s.employee.user.id }, 'all');
    expect(data.establishmentId).toBe('all');
    expect(data.staff[0]!.current.revenueCents).toBe(13950);
    const mine = await figures(s.manager, { from: DAY, to: DAY, staffId: s.employee.user.id }, 'all');
    expect(mine.staff[0]!.current.revenueCents).toBe(13950);
  });

  it('gives the totals alone with detail=totals: the same totals and days, no staff rows', async () => {
    const whole = await figures(s.owner, { from: EARLIER, to: DAY, until: '12:00' }, 'all');
    const totals = await figures(
      s.owner,
      { from: EARLIER, to: DAY, until: '12:00', detail: 'totals' },
      'all',
    );
    expect(totals.staff).toEqual([]);
    expect(totals.totals).toEqual(whole.totals);
    expect(totals.daily).toEqual(whole.daily);
    expect(whole.totals.current.revenueCents).toBeGreaterThan(0);
    // Narrowed, the group is the people's: their lines are still read.
    const one = { from: EARLIER, to: DAY, staffId: s.employee.user.id };
    expect((await figures(s.manager, { ...one, detail: 'totals' })).totals).toEqual(
      (await figures(s.manager, one)).totals,
    );
  });

  it('keeps other locations and tenants out, and the front desk', async () => {
    expect((await report(s.manager, { from: DAY, to: DAY }, chicago)).statusCode).toBe(404);
    expect((await report(s.north, { from: DAY, to: DAY }, manhattan)).statusCode).toBe(404);
    expect((await report(s.frontdesk, { from: DAY, to: DAY })).statusCode).toBe(403);
    const other = await figures(s.north, { from: DAY, to: DAY, staffId: s.employee.user.id }, 'all');
    expect(other.staff).toEqual([]);
  });

  it('refuses bad input with the field at fault', async () => {
    const cases: [PerformanceQuery, string, string][] = [
      [{ from: DAY, to: '2027-06-01' }, 'to', PERFORMANCE_MESSAGES.range],
      [{ from: '2026-01-01', to: '2027-01-02' }, 'to', PERFORMANCE_MESSAGES.rangeTooLong],
      [{ from: DAY, to: DAY, role: 'wizard' as 'owner' }, 'role', PERFORMANCE_MESSAGES.role],
      [{ from: '2027-02-30', to: DAY }, 'from', ''],
      [{ from: DAY, to: DAY, until: '24:00' }, 'until', PERFORMANCE_MESSAGES.until],
      [{ from: DAY, to: DAY, until: 'later' }, 'until', PERFORMANCE_MESSAGES.until],
      [{ from: DAY, to: DAY, anchor: 'yesterday' as 'today' }, 'anchor', PERFORMANCE_MESSAGES.anchor],
      [{ from: DAY, to: DAY, detail: 'everything' as 'totals' }, 'detail', PERFORMANCE_MESSAGES.detail],
    ];
    for (const [query, path, message] of cases) {
      const res = await report(s.manager, query);
      expect(res.statusCode, res.body).toBe(400);
      const detail = (res.json() as { details: { path: string; message: string }[] }).details[0]!;
      expect(detail.path).toBe(path);
      if (message) expect(detail.message).toBe(message);
    }
    expect((await report(s.manager, { from: DAY, to: DAY }, 'nowhere')).statusCode).toBe(400);
    // 366 days is allowed.
    expect((await report(s.manager, { from: '2026-01-01', to: '2027-01-01' })).statusCode).toBe(200);
  });

  it('remembers a report until a part of a sale changes', async () => {
    const query = { from: DAY, to: DAY, staffId: s.employee.user.id };
    const before = (await figures(s.manager, query)).staff[0]!.current;
    const [item] = await withTenant(ctx.database.db, { tenantId }, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM transaction_items WHERE staff_id = ${s.employee.user.id}
          AND kind = 'product' AND name = 'Perf Shampoo' LIMIT 1`,
      ),
    );
    const discount = (cents: number) =>
      withTenant(ctx.database.db, { tenantId }, (tx) =>
        tx.execute(sql`UPDATE transaction_items SET discount_cents = discount_cents + ${cents},
          total_cents = total_cents - ${cents} WHERE id = ${item!.id}`),
      );
    // The other tests read the day as sold: the item goes back, and the remembered report with it.
    onTestFinished(async () => {
      await discount(-100);
      await expect
        .poll(async () => (await figures(s.manager, query)).staff[0]!.current.productRevenueCents, {
          timeout: 5000,
        })
        .toBe(1200);
    });
    // A sold item changed by itself (its sale's row untouched): the item's own announcement
    // must make the remembered report go.
    await discount(100);
    await expect
      .poll(async () => (await figures(s.manager, query)).staff[0]!.current.productRevenueCents, {
        timeout: 5000,
      })
      .toBe(1100);
    // Before: 2400 less the 1200 the refund took back of it; now 2300 less the same 1200.
    expect(before.productRevenueCents).toBe(1200);
  });

  it("looks each client's first visit up once, even with no statistics to plan from", async () => {
    // As databases were left before startup analyzed them: the planner knows nothing of these.
    for (const table of ['establishments', 'appointments']) {
      await ctx.database.db.execute(sql`DELETE FROM pg_statistic WHERE starelid = ${table}::regclass`);
      await ctx.database.db.execute(sql`UPDATE pg_class SET reltuples = -1 WHERE oid = ${table}::regclass`);
    }
    const plan = await withTenant(ctx.database.db, { tenantId }, async (tx) => {
      const places = await queryRows<{ id: string; timeZone: string }>(
        tx,
        sql`SELECT id, time_zone AS "timeZone" FROM establishments WHERE id IN (${manhattan}, ${chicago})`,
      );
      const ids = places.map((p) => p.id);
      const firstDay = addDays(DAY, -1);
      const bound = (day: string, pick: (...n: number[]) => number) =>
        new Date(pick(...places.map((p) => startOfLocalDay(day, p.timeZone))));
      const w: PerformanceWindow = {
        places,
        staffIds: (await listPeople(tx, ids, {})).map((p) => p.user_id),
        firstDay,
        lastDay: DAY,
        periods: [
          { first: firstDay, last: firstDay, cut: false },
          { first: DAY, last: DAY, cut: false },
        ],
        from: bound(firstDay, Math.min),
        to: bound(addDays(DAY, 1), Math.max),
      };
      const res = await tx.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${visitFiguresSql(w)}`);
      const explained = (res as unknown as { rows: Record<string, unknown>[] }).rows.map(
        (r) => r['QUERY PLAN'],
      );
      const [json] = explained;
      return (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
    });
    // Nora and Rita visited on DAY: two first visits to look up (the first by time), once each.
    const lookups = subPlans(plan[0].Plan)
      .filter((node) => node['Node Type'] === 'Limit')
      .reduce((n, node) => n + node['Actual Loops'], 0);
    expect(lookups).toBe(2);
  });
});

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** The plan's correlated subqueries (each runs 'Actual Loops' times). */
function subPlans(node: PlanNode): PlanNode[] {
  const below = (node.Plans ?? []).flatMap(subPlans);
  return node['Parent Relationship'] === 'SubPlan' ? [node, ...below] : below;
}
