/**
 * Transaction history (spec operations.md §3 Transaction, §7 "Transactions", §9; issue #13):
 * the list defaults to the location's today and filters by local days, cashier, status, amount
 * and search with a summary over the whole filter; role and tenant reach; the CSV export with
 * its header, local times and neutralised formula cells; emailed receipts; staff earnings.
 */
import { desc, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  PERFORMANCE_ENDPOINTS,
  SALES_REPORT_ENDPOINTS,
  endpointPath,
  type Earnings,
  type PerformanceReport,
  type SalesReport,
  type Transaction,
  type TransactionList,
} from '@daybook/contracts';
import { emailOutbox } from '../../db/schema.js';
import { withAuth, withTenant } from '../../db/tenant.js';
import { wallInstant } from '../../lib/local-dates.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { TRANSACTION_CSV_COLUMNS } from './checkout.export.js';
import { insertSale, type FixtureSale } from './checkout.test-fixtures.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
const ZONE = 'America/New_York';
const TODAY = '2026-07-15';
const YESTERDAY = '2026-07-14';
/** Manhattan's wall time `time` on `date`. */
const local = (date: string, time: string) => wallInstant(date, time, ZONE)!;

const sale: Record<
  'ana' | 'ben' | 'cara' | 'formula' | 'bridal' | 'chicago' | 'gala',
  { id: string; number: number }
> = {} as never;

type ErrorReply = { message: string; details?: { path: string; message: string }[] };

async function list(session: Session, query: string, status = 200) {
  const res = await session.request({
    method: 'GET',
    url: `${E.transactions.path}?establishmentId=${manhattan}${query}`,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as TransactionList & ErrorReply;
}

const numbers = (l: TransactionList) => l.results.map((t) => t.number);
const one = (id: string) => endpointPath(E.transaction, { id });

let caraRefund: Promise<void> | undefined;
/** Refunds Cara's sale in full, once: the status filter, her receipt and today's earnings all read it, in any order. */
function refundCara(): Promise<void> {
  caraRefund ??= (async () => {
    const res = await s.manager.request({
      method: 'POST',
      url: endpointPath(E.refund, { id: sale.cara.id }),
      payload: { refund_amount: 150, refund_reason: 'Allergic reaction' },
    });
    expect(res.statusCode, res.body).toBe(200);
  })();
  return caraRefund;
}

beforeAll(async () => {
  ctx = await createTestContext();
  // Noon in Manhattan; before signing in, so the sessions live on the same clock.
  ctx.clock.now = new Date('2026-07-15T16:00:00Z');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.frontdesk.user.establishments as [string];
  [chicago] = s.owner.user.establishments.filter((e) => e !== manhattan) as [string];
  const db = ctx.database.db;
  const at = (
    establishmentId: string,
    when: Date,
  ): Pick<FixtureSale, 'tenantId' | 'establishmentId' | 'at'> => ({
    tenantId,
    establishmentId,
    at: when,
  });
  const employee = { staffId: s.employee.user.id, staffName: 'Emma Employee' };

  sale.ana = await insertSale(db, {
    ...at(manhattan, local(TODAY, '09:30')),
    cashierId: s.frontdesk.user.id,
    cashierName: 'Fran Desk',
    customerName: 'Ana Reyes',
    customerEmail: 'ana@example.com',
    items: [{ kind: 'service', name: 'Haircut', unitPriceCents: 8000, ...employee }],
    tips: [{ staffId: s.employee.user.id, amountCents: 1000 }],
  });
  // 23:30 in New York is already the next day in UTC: still today's sale here.
  sale.ben = await insertSale(db, {
    ...at(manhattan, local(TODAY, '23:30')),
    cashierId: s.manager.user.id,
    cashierName: 'Max Manager',
    customerName: 'Ben Ortiz',
    items: [
      {
        kind: 'product',
        name: 'Shampoo',
        unitPriceCents: 2500,
        quantity: 2,
        taxCents: 400,
        staffId: s.manager.user.id,
        staffName: 'Max Manager',
      },
    ],
    tenders: [{ type: 'cash', amountCents: 5400, receivedCents: 6000 }],
  });
  // 20:00 yesterday in New York is today in UTC: not today's sale here.
  sale.cara = await insertSale(db, {
    ...at(manhattan, local(YESTERDAY, '20:00')),
    cashierId: s.frontdesk.user.id,
    customerName: 'Cara Lind',
    items: [{ kind: 'service', name: 'Colour', unitPriceCents: 15000, ...employee }],
  });
  sale.formula = await insertSale(db, {
    ...at(manhattan, local(TODAY, '11:00')),
    cashierId: s.manager.user.id,
    customerName: '=HYPERLINK("http://evil.example","click")',
    items: [{ kind: 'product', name: '+Serum', unitPriceCents: 3000 }],
  });
  // Above the 10,000 dollar ceiling the amount filter once had by default.
  sale.bridal = await insertSale(db, {
    ...at(manhattan, local(TODAY, '10:00')),
    customerName: 'Dana Bride',
    items: [{ kind: 'service', name: 'Bridal party', unitPriceCents: 1_200_000, ...employee }],
  });
  // Above CHECKOUT_AMOUNT_MAX, the largest bound the filter once accepted (issue #28).
  sale.gala = await insertSale(db, {
    ...at(manhattan, local('2026-07-10', '18:00')),
    customerName: 'Gala Events',
    items: [{ kind: 'service', name: 'Gala styling', unitPriceCents: 6_000_000, quantity: 2, ...employee }],
  });
  sale.chicago = await insertSale(db, {
    ...at(chicago, local(TODAY, '10:00')),
    customerName: 'Ana Reyes',
    items: [{ kind: 'service', name: 'Haircut', unitPriceCents: 7000 }],
  });
});
afterAll(() => ctx.close());

describe('the transaction list', () => {
  it("defaults to the location's today and every amount, newest first, with the summary", async () => {
    const today = await list(s.frontdesk, '');
    expect(numbers(today)).toEqual([
      sale.ben.number,
      sale.formula.number,
      sale.bridal.number,
      sale.ana.number,
    ]);
    expect(today).toMatchObject({ count: 4, page: 1, pageSize: 50 });
    expect(today.summary).toEqual({
      sales: 54 + 30 + 12_000 + 90,
      refunds: 0,
      net: 12_174,
      tips: 10,
      tax: 4,
    });
    const ana = today.results.find((t) => t.id === sale.ana.id)!;
    expect(ana).toMatchObject({
      customerName: 'Ana Reyes',
      cashierName: 'Fran Desk',
      totalAmount: 90,
      tipAmount: 10,
      status: 'completed',
      paymentMethods: [{ type: 'card', amount: 90, cardLast4: '4242' }],
      items: [{ name: 'Haircut', type: 'service', price: 80, quantity: 1 }],
    });
  });

  it('filters by local days, cashier, amount range and search, and pages without changing the summary', async () => {
    expect(numbers(await list(s.owner, `&start_date=${YESTERDAY}&end_date=${YESTERDAY}`))).toEqual([
      sale.cara.number,
    ]);
    expect(numbers(await list(s.owner, `&start_date=${YESTERDAY}`))).toHaveLength(5);
    expect(numbers(await list(s.owner, `&cashier_id=${s.frontdesk.user.id}`))).toEqual([sale.ana.number]);
    expect(numbers(await list(s.owner, '&max_amount=20000'))).toContain(sale.bridal.number);
    expect(numbers(await list(s.owner, '&min_amount=100&max_amount=20000'))).toEqual([sale.bridal.number]);
    expect(numbers(await list(s.owner, '&min_amount=54&max_amount=54'))).toEqual([sale.ben.number]);
    expect(numbers(await list(s.owner, '&search=reyes'))).toEqual([sale.ana.number]);
    expect(numbers(await list(s.owner, `&search=%23${sale.ben.number}`))).toEqual([sale.ben.number]);
    const second = await list(s.owner, '&page=2&page_size=1');
    expect(numbers(second)).toEqual([sale.formula.number]);
    expect(second).toMatchObject({ count: 4, page: 2, pageSize: 1, summary: { sales: 12_174 } });
  });

  it('finds a sale over $100,000 with no amount bound, in the list and the export (issue #28)', async () => {
    const day = '&start_date=2026-07-10&end_date=2026-07-10';
    const found = await list(s.frontdesk, day);
    expect(numbers(found)).toEqual([sale.gala.number]);
    expect(found.summary.sales).toBe(120_000);
    expect(numbers(await list(s.owner, `${day}&min_amount=100000`))).toEqual([sale.gala.number]);
    expect(numbers(await list(s.owner, `${day}&max_amount=100000`))).toEqual([]);
    const csv = await s.owner.request({
      method: 'GET',
      url: `${E.exportTransactions.path}?establishmentId=${manhattan}&format=csv${day}`,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Gala Events']);
  });

  it('refuses an end before the start and a maximum below the minimum', async () => {
    const dates = await list(s.owner, `&start_date=${TODAY}&end_date=${YESTERDAY}`, 400);
    expect(dates.details).toEqual([{ path: 'end_date', message: CHECKOUT_MESSAGES.dateOrder }]);
    const amounts = await list(s.owner, '&min_amount=50&max_amount=10', 400);
    expect(amounts.details).toEqual([{ path: 'max_amount', message: CHECKOUT_MESSAGES.amountOrder }]);
    await list(s.owner, '&min_amount=1.234', 400);
  });

  it('filters by status once a sale is fully refunded, with refunds and net in the summary', async () => {
    await refundCara();
    const refunded = await list(s.owner, `&start_date=${YESTERDAY}&status=refunded`);
    expect(numbers(refunded)).toEqual([sale.cara.number]);
    expect(refunded.summary).toMatchObject({ sales: 150, refunds: 150, net: 0 });
    expect(
      numbers(await list(s.owner, `&start_date=${YESTERDAY}&end_date=${YESTERDAY}&status=completed`)),
    ).toEqual([]);
  });

  it('reads one transaction; 404 for an unknown id', async () => {
    const res = await s.frontdesk.request({ method: 'GET', url: one(sale.ana.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: Transaction }).data).toMatchObject({ id: sale.ana.id, totalAmount: 90 });
    const missing = await s.owner.request({
      method: 'GET',
      url: one('00000000-0000-4000-8000-000000000000'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: CHECKOUT_MESSAGES.transactionUnknown });
  });
});

describe('reach', () => {
  it('hides Luxe transactions from Northside: read, refund, receipt, list and export all answer 404', async () => {
    expect((await s.north.request({ method: 'GET', url: one(sale.ana.id) })).statusCode).toBe(404);
    const refund = await s.north.request({
      method: 'POST',
      url: endpointPath(E.refund, { id: sale.ana.id }),
      payload: { refund_amount: 1, refund_reason: 'Probe' },
    });
    expect(refund.statusCode).toBe(404);
    const receipt = await s.north.request({
      method: 'POST',
      url: endpointPath(E.sendReceipt, { id: sale.ana.id }),
      payload: { email: 'probe@example.com' },
    });
    expect(receipt.statusCode).toBe(404);
    await list(s.north, '', 404);
    const csv = await s.north.request({
      method: 'GET',
      url: `${E.exportTransactions.path}?establishmentId=${manhattan}&format=csv`,
    });
    expect(csv.statusCode).toBe(404);
  });

  it('lets the front desk read the list but not refund; the employee may not read it', async () => {
    await list(s.frontdesk, '');
    const refund = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(E.refund, { id: sale.ana.id }),
      payload: { refund_amount: 1, refund_reason: 'Try' },
    });
    expect(refund.statusCode).toBe(403);
    await list(s.employee, '', 403);
    expect((await s.employee.request({ method: 'GET', url: one(sale.ana.id) })).statusCode).toBe(403);
  });

  it('answers 404 for a location the manager does not work at', async () => {
    const res = await s.manager.request({
      method: 'GET',
      url: `${E.transactions.path}?establishmentId=${chicago}`,
    });
    expect([403, 404]).toContain(res.statusCode);
  });
});

describe('the CSV export', () => {
  it('streams a header row and one row per transaction, local times, formula cells neutralised', async () => {
    const res = await s.manager.request({
      method: 'GET',
      url: `${E.exportTransactions.path}?establishmentId=${manhattan}&format=csv`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="transactions-${TODAY}-${TODAY}.csv"`,
    );
    const rows = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual([...TRANSACTION_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual([
      sale.ben.number,
      sale.formula.number,
      sale.bridal.number,
      sale.ana.number,
    ]);
    const ben = rows[1]!;
    expect(ben.slice(1, 5)).toEqual([`${TODAY} 23:30`, 'Ben Ortiz', 'Max Manager', 'Shampoo x2']);
    expect(ben.slice(5)).toEqual([
      '50.00',
      '0.00',
      '4.00',
      '0.00',
      '54.00',
      '0.00',
      'completed',
      'cash 54.00',
    ]);
    const formula = rows[2]!;
    expect(formula[2]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(formula[4]).toBe(`'+Serum x1`);
  });

  it('exports the same filters, and a header alone when nothing matches', async () => {
    const res = await s.owner.request({
      method: 'GET',
      url: `${E.exportTransactions.path}?establishmentId=${manhattan}&format=csv&start_date=${YESTERDAY}&max_amount=20000&search=an`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`transactions-${YESTERDAY}-${TODAY}.csv`);
    const rows = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Dana Bride', 'Ana Reyes']);
    const empty = await s.owner.request({
      method: 'GET',
      url: `${E.exportTransactions.path}?establishmentId=${manhattan}&format=csv&start_date=2020-01-01&end_date=2020-01-01`,
    });
    expect(parse(empty.body.replace(/^\uFEFF/, ''))).toEqual([[...TRANSACTION_CSV_COLUMNS]]);
    const bad = await s.owner.request({
      method: 'GET',
      url: `${E.exportTransactions.path}?establishmentId=${manhattan}&format=xlsx`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pages by keyset past the first batch without losing or repeating rows that share a millisecond', async () => {
    const at = local('2026-07-01', '12:00');
    // 1100 sales within three microseconds of each other: more than two export batches.
    await withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx.execute(sql`
        WITH tk AS (
          INSERT INTO tickets (tenant_id, establishment_id, number, status, priority, created_at, updated_at, paid_at)
          SELECT ${tenantId}, ${manhattan}, 700000 + g, 'paid', 'normal', ${at}, ${at}, ${at}
          FROM generate_series(1, 1100) g
          RETURNING id, number
        )
        INSERT INTO transactions (tenant_id, establishment_id, number, ticket_id, customer_name, subtotal_cents,
          discount_cents, tax_cents, tip_cents, total_cents, status, tip_split, created_at)
        SELECT ${tenantId}, ${manhattan}, number, id, 'Bulk ' || number, 100, 0, 0, 0, 100, 'completed', 'even',
          ${at}::timestamptz + (number % 3) * interval '1 microsecond'
        FROM tk`),
    );
    const res = await s.owner.request({
      method: 'GET',
      url: `${E.exportTransactions.path}?establishmentId=${manhattan}&format=csv&start_date=2026-07-01&end_date=2026-07-01`,
    });
    expect(res.statusCode).toBe(200);
    const numbersOut = (parse(res.body.replace(/^\uFEFF/, '')) as string[][])
      .slice(1)
      .map((r) => Number(r[0]));
    expect(numbersOut).toHaveLength(1100);
    expect(new Set(numbersOut).size).toBe(1100);
  });
});

describe('receipts', () => {
  async function latestMail() {
    const [row] = await withAuth(ctx.database.db, (tx) =>
      tx.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1),
    );
    return row;
  }

  it("emails the client's address through the outbox", async () => {
    const res = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(E.sendReceipt, { id: sale.ana.id }),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CHECKOUT_MESSAGES.receiptSent });
    const mail = (await latestMail())!;
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toContain(`#${sale.ana.number}`);
    expect(mail.body).toContain('Luxe Salon Manhattan');
    expect(mail.body).toContain(`${TODAY} 09:30`);
    expect(mail.body).toMatch(/Haircut x1\s+\$80\.00/);
    expect(mail.body).toMatch(/Tip\s+\$10\.00/);
    expect(mail.body).toMatch(/Total\s+\$90\.00/);
    expect(mail.body).toMatch(/Card visa 4242\s+\$90\.00/);
  });

  it('needs an address when the client has none, and lists refunds', async () => {
    await refundCara();
    const none = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(E.sendReceipt, { id: sale.cara.id }),
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect((none.json() as ErrorReply).details).toEqual([
      { path: 'email', message: CHECKOUT_MESSAGES.receiptNoEmail },
    ]);
    const sent = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(E.sendReceipt, { id: sale.cara.id }),
      payload: { email: 'cara@example.com' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = (await latestMail())!;
    expect(mail.to).toBe('cara@example.com');
    expect(mail.body).toMatch(/Refunds\n.*Allergic reaction\s+\$-150\.00/);
  });
});

describe('staff earnings', () => {
  const earnings = async (session: Session, query = '', status = 200) => {
    const res = await session.request({
      method: 'GET',
      url: `${E.earnings.path}?establishmentId=${manhattan}${query}`,
    });
    expect(res.statusCode, res.body).toBe(status);
    return (res.json() as { data: Earnings }).data;
  };

  it('sums service and product sales less tax, tips, services and transactions per staff member', async () => {
    await refundCara();
    const today = await earnings(s.owner);
    expect(today).toMatchObject({ startDate: TODAY, endDate: TODAY });
    const byId = new Map(today.staff.map((r) => [r.staffId, r]));
    expect(byId.get(s.employee.user.id)).toMatchObject({
      serviceSales: 80 + 12_000,
      productSales: 0,
      tips: 10,
      // Yesterday's $150 service, refunded today, comes off today (issue #28).
      refunds: 150,
      services: 2,
      transactions: 2,
    });
    expect(byId.get(s.manager.user.id)).toMatchObject({
      serviceSales: 0,
      productSales: 50,
      tips: 0,
      services: 0,
      transactions: 1,
    });
    expect(today.staff).toHaveLength(2);
    const one = await earnings(s.manager, `&staff_id=${s.manager.user.id}&start_date=${YESTERDAY}`);
    expect(one.staff.map((r) => r.staffId)).toEqual([s.manager.user.id]);
  });

  it('gives an employee only their own row whatever staff_id says; the front desk none', async () => {
    const own = await earnings(s.employee, `&staff_id=${s.manager.user.id}&start_date=${YESTERDAY}`);
    expect(own.staff).toHaveLength(1);
    expect(own.staff[0]).toMatchObject({
      staffId: s.employee.user.id,
      serviceSales: 80 + 12_000 + 150,
      transactions: 3,
    });
    const quiet = await earnings(s.employee, '&start_date=2020-01-01&end_date=2020-01-01');
    expect(quiet.staff).toEqual([expect.objectContaining({ staffId: s.employee.user.id, serviceSales: 0 })]);
    await earnings(s.frontdesk, '', 403);
  });

  it('are the metrics figures performance and the sales report show, person by person (issue #31)', async () => {
    // A day of its own: a discounted haircut, taxed shampoos and a tip of Emma's, Max's serum, a
    // comb sold by nobody, and $50 back of the day before's colour, shared over it and its tip.
    const day = '2026-07-08';
    const emma = { staffId: s.employee.user.id, staffName: 'Emma Employee' };
    const max = { staffId: s.manager.user.id, staffName: 'Max Manager' };
    const earlier = await insertSale(ctx.database.db, {
      tenantId,
      establishmentId: manhattan,
      at: local('2026-07-07', '15:00'),
      items: [{ kind: 'service', name: 'Colour', unitPriceCents: 12_000, ...emma }],
      tips: [{ staffId: emma.staffId, amountCents: 3000 }],
    });
    const on = (time: string) => ({ tenantId, establishmentId: manhattan, at: local(day, time) });
    await insertSale(ctx.database.db, {
      ...on('10:00'),
      items: [
        { kind: 'service', name: 'Haircut', unitPriceCents: 8000, discountCents: 1000, ...emma },
        { kind: 'product', name: 'Shampoo', unitPriceCents: 2500, quantity: 2, taxCents: 400, ...emma },
      ],
      tips: [{ staffId: emma.staffId, amountCents: 1500 }],
    });
    await insertSale(ctx.database.db, {
      ...on('11:00'),
      items: [{ kind: 'product', name: 'Serum', unitPriceCents: 3000, discountCents: 500, ...max }],
    });
    await insertSale(ctx.database.db, {
      ...on('12:00'),
      items: [{ kind: 'product', name: 'Comb', unitPriceCents: 900 }],
    });
    ctx.clock.now = local(day, '16:00');
    try {
      const res = await s.manager.request({
        method: 'POST',
        url: endpointPath(E.refund, { id: earlier.id }),
        payload: { refund_amount: 50, refund_reason: 'Colour faded' },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      ctx.clock.now = new Date('2026-07-15T16:00:00Z');
    }

    const ofDay = await earnings(s.owner, `&start_date=${day}&end_date=${day}`);
    const mine = ofDay.staff.find((r) => r.staffId === emma.staffId)!;
    // $40 of the $50 came off the colour, $10 off its tip; the shampoos' tax is no sale.
    expect(mine).toMatchObject({ serviceSales: 70, productSales: 50, tips: 5, refunds: 40 });
    expect(ofDay.staff.map((r) => r.staffId).sort()).toEqual([emma.staffId, max.staffId].sort());

    const cents = (dollars: number) => Math.round(dollars * 100);
    for (const row of ofDay.staff) {
      const res = await s.owner.request({
        method: 'GET',
        url: `${endpointPath(PERFORMANCE_ENDPOINTS.report, { id: manhattan })}?from=${day}&to=${day}&staffId=${row.staffId}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const figures = (res.json() as { data: PerformanceReport }).data.staff[0]!.current;
      // Only services were refunded this day: retail revenue is the retail sold.
      expect(figures).toMatchObject({
        serviceRevenueCents: cents(row.serviceSales - row.refunds),
        productRevenueCents: cents(row.productSales),
        refundsCents: cents(row.refunds),
        tipsCents: cents(row.tips),
      });
    }

    const report = await s.owner.request({
      method: 'GET',
      url: `${SALES_REPORT_ENDPOINTS.report.path}?establishmentId=${manhattan}&from=${day}&to=${day}`,
    });
    expect(report.statusCode, report.body).toBe(200);
    const byStaff = (report.json() as { data: SalesReport }).data.byStaff.filter((r) => r.staffId !== null);
    const sum = (values: number[]) => cents(values.reduce((a, b) => a + b, 0));
    expect({
      net: sum(ofDay.staff.map((r) => r.serviceSales + r.productSales - r.refunds)),
      refunds: sum(ofDay.staff.map((r) => r.refunds)),
      tips: sum(ofDay.staff.map((r) => r.tips)),
    }).toEqual({
      net: sum(byStaff.map((r) => r.net)),
      refunds: sum(byStaff.map((r) => r.refunds)),
      tips: sum(byStaff.map((r) => r.tips)),
    });
  });
});
