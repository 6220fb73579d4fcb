/**
 * Every location's transactions at once (issue #31: the rows behind an all-locations sales
 * figure; spec operations.md §7 "Transactions"): with establishmentId=ALL_ESTABLISHMENTS the list,
 * its summary and the CSV export cover every location the caller reaches, each sale's day read in
 * its own location's zone; a manager sees only their locations, another tenant's sales never.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  CHECKOUT_ENDPOINTS as E,
  ESTABLISHMENT_ENDPOINTS,
  type Establishment,
  type TransactionList,
} from '@daybook/contracts';
import { wallInstant } from '../../lib/local-dates.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { TRANSACTION_CSV_COLUMNS } from './checkout.export.js';
import { insertSale } from './checkout.test-fixtures.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'employee' | 'north', Session>;
/** The day asked for, local to each location. */
const DAY = '2026-07-10';
const place = {} as Record<'manhattan' | 'chicago' | 'santaMonica' | 'rino', Establishment>;
const sale = {} as Record<
  | 'manhattanEarly'
  | 'manhattanLate'
  | 'chicagoNoon'
  | 'chicagoNextDay'
  | 'monicaEarly'
  | 'monicaDayBefore'
  | 'rino',
  { id: string; number: number }
>;

async function list(session: Session, query: string, status = 200) {
  const res = await session.request({ method: 'GET', url: `${E.transactions.path}?${query}` });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as TransactionList;
}

const all = `establishmentId=${ALL_ESTABLISHMENTS}&start_date=${DAY}&end_date=${DAY}`;
const numbers = (l: TransactionList) => l.results.map((t) => t.number);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-07-15T16:00:00Z');
  for (const role of ['owner', 'manager', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  const places = async (session: Session) => {
    const res = await session.request({ method: 'GET', url: ESTABLISHMENT_ENDPOINTS.list.path });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Establishment[] }).data;
  };
  const luxe = await places(s.owner);
  const named = (list: Establishment[], name: string) => list.find((e) => e.name.endsWith(name))!;
  place.manhattan = named(luxe, 'Manhattan');
  place.chicago = named(luxe, 'Chicago');
  place.santaMonica = named(luxe, 'Santa Monica');
  place.rino = named(await places(s.north), 'RiNo');

  const db = ctx.database.db;
  const sell = (p: Establishment, date: string, time: string, cents: number, customerName: string) =>
    insertSale(db, {
      tenantId: p.tenantId,
      establishmentId: p.id,
      at: wallInstant(date, time, p.timeZone)!,
      customerName,
      items: [{ kind: 'service', name: 'Haircut', unitPriceCents: cents, taxCents: cents / 10 }],
      tips: [{ staffId: s.employee.user.id, amountCents: 100 }],
    });
  // Ten past midnight in New York (04:10 UTC): the 10th there.
  sale.manhattanEarly = await sell(place.manhattan, DAY, '00:10', 4000, 'Mia Early');
  // 23:50 in New York is already the 11th in UTC: still the 10th there.
  sale.manhattanLate = await sell(place.manhattan, DAY, '23:50', 6000, 'Liam Late');
  sale.chicagoNoon = await sell(place.chicago, DAY, '12:00', 5000, 'Chloe Noon');
  // Five past midnight on the 11th in Chicago is still the 10th in Santa Monica: not the 10th here.
  sale.chicagoNextDay = await sell(place.chicago, '2026-07-11', '00:05', 7000, 'Nico Next');
  // Ten past midnight in Santa Monica (07:10 UTC): the 10th there.
  sale.monicaEarly = await sell(place.santaMonica, DAY, '00:10', 3000, 'Sam Early');
  // 23:30 on the 9th in Santa Monica is 02:30 on the 10th in New York: the 9th here.
  sale.monicaDayBefore = await sell(place.santaMonica, '2026-07-09', '23:30', 8000, 'Dora Before');
  sale.rino = await insertSale(db, {
    tenantId: place.rino.tenantId,
    establishmentId: place.rino.id,
    at: wallInstant(DAY, '12:00', place.rino.timeZone)!,
    customerName: 'Rhea Rino',
    items: [{ kind: 'service', name: 'Fade', unitPriceCents: 3500 }],
  });
});
afterAll(() => ctx.close());

describe('every location reached', () => {
  it("lists each location's sales of the day in its own zone, newest first, for the owner", async () => {
    const l = await list(s.owner, all);
    expect(numbers(l)).toEqual([
      sale.manhattanLate.number,
      sale.chicagoNoon.number,
      sale.monicaEarly.number,
      sale.manhattanEarly.number,
    ]);
    expect(l.count).toBe(4);
    expect(new Set(l.results.map((t) => t.establishmentId))).toEqual(
      new Set([place.manhattan.id, place.chicago.id, place.santaMonica.id]),
    );
    // 60 + 50 + 30 + 40 dollars of services, a tenth of tax each, a dollar of tip each.
    expect(l.summary).toEqual({ sales: 202, refunds: 0, net: 202, tips: 4, tax: 18 });
  });

  it("sums to the locations' own summaries and pages without changing them", async () => {
    const whole = await list(s.owner, all);
    const each = await Promise.all(
      [place.manhattan, place.chicago, place.santaMonica].map((p) =>
        list(s.owner, `establishmentId=${p.id}&start_date=${DAY}&end_date=${DAY}`),
      ),
    );
    expect(each.reduce((n, l) => n + l.count, 0)).toBe(whole.count);
    for (const key of ['sales', 'refunds', 'net', 'tips', 'tax'] as const)
      expect(each.reduce((sum, l) => sum + l.summary[key], 0)).toBeCloseTo(whole.summary[key], 2);

    const second = await list(s.owner, `${all}&page=2&page_size=3`);
    expect(numbers(second)).toEqual([sale.manhattanEarly.number]);
    expect(second.count).toBe(4);
    expect(second.summary).toEqual(whole.summary);
  });

  it('keeps the same filters over every location', async () => {
    expect(numbers(await list(s.owner, `${all}&min_amount=50`))).toEqual([
      sale.manhattanLate.number,
      sale.chicagoNoon.number,
    ]);
    expect(numbers(await list(s.owner, `${all}&search=early`))).toEqual([
      sale.monicaEarly.number,
      sale.manhattanEarly.number,
    ]);
    expect(
      numbers(
        await list(
          s.owner,
          `establishmentId=${ALL_ESTABLISHMENTS}&start_date=2026-07-09&end_date=2026-07-09`,
        ),
      ),
    ).toEqual([sale.monicaDayBefore.number]);
  });

  it("shows a manager only the locations they work at, and never another tenant's sales", async () => {
    const manager = await list(s.manager, all);
    expect(numbers(manager)).toEqual([sale.manhattanLate.number, sale.manhattanEarly.number]);
    expect(manager.summary.sales).toBe(60 + 6 + 1 + 40 + 4 + 1);

    const north = await list(s.north, all);
    expect(numbers(north)).toEqual([sale.rino.number]);
    expect(numbers(await list(s.owner, `${all}&search=Rhea`))).toEqual([]);
  });

  it('refuses an end before the start and a role without transaction:read', async () => {
    const res = await s.owner.request({
      method: 'GET',
      url: `${E.transactions.path}?establishmentId=${ALL_ESTABLISHMENTS}&start_date=${DAY}&end_date=2026-07-09`,
    });
    expect(res.statusCode).toBe(400);
    await list(s.employee, all, 403);
    const bad = await s.owner.request({
      method: 'GET',
      url: `${E.transactions.path}?establishmentId=EVERYWHERE`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the all-locations CSV export', () => {
  const exportOf = async (session: Session) => {
    const res = await session.request({
      method: 'GET',
      url: `${E.exportTransactions.path}?${all}&format=csv`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="transactions-${DAY}-${DAY}.csv"`);
    return parse(res.body.replace(/^\uFEFF/, '')) as string[][];
  };

  it("leads with each row's location and reads its time in that location's zone", async () => {
    const rows = await exportOf(s.owner);
    expect(rows[0]).toEqual(['Location', ...TRANSACTION_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      [place.manhattan.name, String(sale.manhattanLate.number), `${DAY} 23:50`, 'Liam Late'],
      [place.chicago.name, String(sale.chicagoNoon.number), `${DAY} 12:00`, 'Chloe Noon'],
      [place.santaMonica.name, String(sale.monicaEarly.number), `${DAY} 00:10`, 'Sam Early'],
      [place.manhattan.name, String(sale.manhattanEarly.number), `${DAY} 00:10`, 'Mia Early'],
    ]);
  });

  it("gives a manager their locations' rows and another tenant its own", async () => {
    expect((await exportOf(s.manager)).slice(1).map((r) => r[3])).toEqual(['Liam Late', 'Mia Early']);
    expect((await exportOf(s.north)).slice(1).map((r) => [r[0], r[3]])).toEqual([
      [place.rino.name, 'Rhea Rino'],
    ]);
  });
});
