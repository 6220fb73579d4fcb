/**
 * Pay runs (issue #14 "Payroll"): lines against hand-computed periods (hours from shifts less
 * breaks by the clock-in's local date, a per-service override, product commission, tips, a
 * refund taking back commission, tiered commission both ways, the guaranteed minimum), finalised
 * runs refusing edits (API 409 and the trigger), one run per period under concurrent drafts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYROLL_ENDPOINTS as E,
  PAYROLL_MESSAGES,
  SALES_REPORT_ENDPOINTS,
  endpointPath,
  type SalesReport,
  type PayRun,
  type PayRunLine,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { addRefund, addSale, addShift, setTerms, type Place } from './payroll.test-fixtures.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'employee', Session>;
let place: Place;
let emma: string;
let marcus: string;
let services: string[];

async function draft(periodStart: string, periodEnd: string, session = s.manager): Promise<PayRun> {
  const res = await session.request({
    method: 'POST',
    url: E.createRun.path,
    payload: { establishmentId: place.establishmentId, periodStart, periodEnd },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: PayRun }).data;
}

const lineOf = (run: PayRun, userId: string): PayRunLine => run.lines.find((l) => l.userId === userId)!;

function putPlan(userId: string, payload: object, session = s.manager) {
  return session.request({
    method: 'PUT',
    url: `${endpointPath(E.updatePlan, { userId })}?establishmentId=${place.establishmentId}`,
    payload,
  });
}

const TIERS = [
  { from: 0, to: 2000, percent: 30 },
  { from: 2000, to: 5000, percent: 40 },
  { from: 5000, to: null, percent: 50 },
];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  place = { tenantId: s.owner.user.tenantId, establishmentId: s.manager.user.establishments[0]! };
  emma = s.employee.user.id;
  marcus = s.manager.user.id;
  services = (
    await withTenant(ctx.database.db, place, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM services WHERE establishment_id = ${place.establishmentId} ORDER BY name LIMIT 2`,
      ),
    )
  ).map((r) => r.id);
});
afterAll(() => ctx.close());

describe('a hand-computed period', () => {
  it('pays hours less breaks, an override, products, tips and takes back a refund’s commission', async () => {
    // Marcus has nothing in the period; on hourly terms he takes no line. Salaried (as the
    // guaranteed-minimum test makes him) he would be paid every period, this one too.
    await setTerms(ctx.database.db, place, marcus, { payType: 'Hourly', rateCents: 2_500 });
    await setTerms(ctx.database.db, place, emma, {
      payType: 'Hourly',
      rateCents: 2000,
      servicePercent: 10,
      productPercent: 5,
    });
    expect(
      (
        await putPlan(emma, {
          servicePercent: 10,
          productPercent: 5,
          overrides: [{ serviceId: services[0], percent: 25 }],
        })
      ).statusCode,
    ).toBe(200);
    // 8 h less a 30 min break = 450 min; 4 h 15 = 255 min (EST, before the DST change of 8 March).
    await addShift(ctx.database.db, place, emma, '2026-03-03T09:00:00-05:00', '2026-03-03T17:00:00-05:00', [
      ['2026-03-03T12:00:00-05:00', '2026-03-03T12:30:00-05:00'],
    ]);
    await addShift(ctx.database.db, place, emma, '2026-03-04T10:00:00-05:00', '2026-03-04T14:15:00-05:00');
    // Clocked in on the last local day (EDT) though already the 16th in UTC: counts, 90 min.
    await addShift(ctx.database.db, place, emma, '2026-03-15T23:30:00-04:00', '2026-03-16T01:00:00-04:00');
    // Clocked in the day before the period (local): not counted.
    await addShift(ctx.database.db, place, emma, '2026-03-01T22:00:00-05:00', '2026-03-01T23:00:00-05:00');
    await addSale(
      ctx.database.db,
      place,
      '2026-03-05T12:00:00-05:00',
      [
        {
          kind: 'service',
          name: 'Colour',
          staffId: emma,
          grossCents: 10_000,
          discountCents: 1_000,
          serviceId: services[0],
        },
        { kind: 'service', name: 'Cut', staffId: emma, grossCents: 5_000, serviceId: services[1] },
        { kind: 'product', name: 'Shampoo', staffId: emma, grossCents: 2_000, taxCents: 160 },
      ],
      [{ staffId: emma, amountCents: 1_500 }],
    );
    const refunded = await addSale(ctx.database.db, place, '2026-03-06T12:00:00-05:00', [
      { kind: 'service', name: 'Cut', staffId: emma, grossCents: 8_000, serviceId: services[1] },
    ]);
    await addRefund(ctx.database.db, place, refunded, 4_000, '2026-03-10T12:00:00-05:00');

    const run = await draft('2026-03-02', '2026-03-15');
    expect(run.status).toBe('draft');
    expect(run.lines).toHaveLength(1);
    expect(lineOf(run, emma)).toMatchObject({
      payType: 'Hourly',
      minutes: 795,
      hourlyPay: 265, // 13.25 h × $20
      serviceSales: 220,
      productSales: 20,
      serviceCommission: 35.5, // 90 × 25 % + 50 × 10 % + 80 × 10 %
      productCommission: 1, // 20 × 5 %
      refundReversal: -4, // half of the $80 sale refunded: half of its $8 commission
      tips: 15,
      gross: 312.5,
      plan: { servicePercent: 10, productPercent: 5, overrides: 1, tierMode: null },
    });
    expect(run.totals).toMatchObject({
      minutes: 795,
      hourlyPay: 265,
      commission: 32.5,
      tips: 15,
      gross: 312.5,
    });

    const detail = await s.manager.request({
      method: 'GET',
      url: endpointPath(E.line, { id: run.id, lineId: lineOf(run, emma).id }),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const kinds = (detail.json() as { data: { details: { kind: string; commission: number }[] } }).data
      .details;
    expect(kinds.map((d) => [d.kind, d.commission])).toEqual([
      ['service', 22.5],
      ['service', 5],
      ['product', 1],
      ['tip', 0],
      ['service', 8],
      ['refund', -4],
    ]);

    // The sales report reads the same lines (issue #31 "payroll's figures read these
    // functions"): what she sold is her net after refunds plus what refunds took back in the
    // period, and her tips are the same.
    const report = await s.manager.request({
      url: `${SALES_REPORT_ENDPOINTS.report.path}?establishmentId=${place.establishmentId}&from=2026-03-02&to=2026-03-15`,
    });
    expect(report.statusCode, report.body).toBe(200);
    const row = (report.json().data as SalesReport).byStaff.find((r) => r.staffId === emma)!;
    const line = lineOf(run, emma);
    expect(row.services + row.retail + row.refunds).toBe(line.serviceSales + line.productSales);
    expect(row.retail).toBe(line.productSales);
    expect(row.tips).toBe(line.tips);
  });

  it('computes a tiered scale as the reached tier for all, and progressively', async () => {
    await setTerms(ctx.database.db, place, emma, { payType: 'Commission', rateCents: 1_500 });
    expect(
      (await putPlan(emma, { servicePercent: 0, productPercent: 0, tiers: { mode: 'all', bands: TIERS } }))
        .statusCode,
    ).toBe(200);
    for (const day of ['2026-03-17', '2026-03-31'])
      for (const hour of ['10', '14'])
        await addSale(ctx.database.db, place, `${day}T${hour}:00:00-04:00`, [
          { kind: 'service', name: 'Colour', staffId: emma, grossCents: 150_000 },
        ]);
    await addShift(ctx.database.db, place, emma, '2026-03-17T09:00:00-04:00', '2026-03-17T19:00:00-04:00');
    const all = lineOf(await draft('2026-03-16', '2026-03-29'), emma);
    // $3,000 reaches the 40 % band: all of it at 40 %. The $150 guarantee (10 h × $15) is below.
    expect(all).toMatchObject({
      serviceSales: 3000,
      serviceCommission: 1200,
      guaranteeTopUp: 0,
      gross: 1200,
    });
    expect(all.plan).toMatchObject({ tierMode: 'all', tierPercent: 40 });

    expect(
      (
        await putPlan(emma, {
          servicePercent: 0,
          productPercent: 0,
          tiers: { mode: 'progressive', bands: TIERS },
        })
      ).statusCode,
    ).toBe(200);
    const progressive = lineOf(await draft('2026-03-30', '2026-04-12'), emma);
    // $2,000 at 30 % + $1,000 at 40 %.
    expect(progressive).toMatchObject({ serviceSales: 3000, serviceCommission: 1000, gross: 1000 });
  });

  it('tops Commission staff up to the guaranteed minimum × hours, and pays salary per period', async () => {
    await setTerms(ctx.database.db, place, emma, {
      payType: 'Commission',
      rateCents: 1_500,
      servicePercent: 30,
    });
    await setTerms(ctx.database.db, place, marcus, { payType: 'Salary', rateCents: 5_200_000 });
    await addSale(ctx.database.db, place, '2026-04-14T10:00:00-04:00', [
      { kind: 'service', name: 'Cut', staffId: emma, grossCents: 10_000 },
    ]);
    await addShift(ctx.database.db, place, emma, '2026-04-14T09:00:00-04:00', '2026-04-14T13:00:00-04:00');
    const run = await draft('2026-04-13', '2026-04-26');
    expect(lineOf(run, emma)).toMatchObject({ serviceCommission: 30, guaranteeTopUp: 30, gross: 60 });
    expect(lineOf(run, marcus)).toMatchObject({ payType: 'Salary', salaryPay: 2000, gross: 2000 });
  });
});

describe('finalised runs', () => {
  it('refuse recompute and a second finalise (409), and the trigger refuses direct edits', async () => {
    await addShift(ctx.database.db, place, emma, '2026-05-12T09:00:00-04:00', '2026-05-12T12:00:00-04:00');
    const run = await draft('2026-05-11', '2026-05-24');
    expect(run.lines.length).toBeGreaterThan(0);
    const recompute = await s.manager.request({
      method: 'POST',
      url: endpointPath(E.recomputeRun, { id: run.id }),
    });
    expect(recompute.statusCode, recompute.body).toBe(200);
    const byManager = await s.manager.request({
      method: 'POST',
      url: endpointPath(E.finaliseRun, { id: run.id }),
    });
    expect(byManager.statusCode).toBe(403);
    const fin = await s.owner.request({ method: 'POST', url: endpointPath(E.finaliseRun, { id: run.id }) });
    expect(fin.statusCode, fin.body).toBe(200);
    expect((fin.json() as { data: PayRun }).data).toMatchObject({
      status: 'finalised',
      finalisedByName: 'Olivia Bennett',
    });
    for (const url of [
      endpointPath(E.recomputeRun, { id: run.id }),
      endpointPath(E.finaliseRun, { id: run.id }),
    ]) {
      const res = await s.owner.request({ method: 'POST', url });
      expect(res.statusCode).toBe(409);
      expect((res.json() as { message: string }).message).toBe(PAYROLL_MESSAGES.runFinalised);
    }
    const edits = [
      sql`UPDATE pay_runs SET gross_cents = 1 WHERE id = ${run.id}`,
      sql`DELETE FROM pay_runs WHERE id = ${run.id}`,
      sql`UPDATE pay_run_lines SET gross_cents = 1 WHERE pay_run_id = ${run.id}`,
      sql`DELETE FROM pay_run_lines WHERE pay_run_id = ${run.id}`,
      sql`INSERT INTO pay_run_lines (tenant_id, pay_run_id, user_id, name, pay_type, rate_cents, minutes, hourly_cents,
            salary_cents, service_sales_cents, product_sales_cents, service_commission_cents, product_commission_cents,
            refund_reversal_cents, guarantee_cents, tips_cents, gross_cents, plan)
          VALUES (${place.tenantId}, ${run.id}, ${emma}, 'X', 'Hourly', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, '{}')`,
    ];
    for (const edit of edits)
      await expect(withTenant(ctx.database.db, place, (tx) => tx.execute(edit))).rejects.toThrow();
    const csv = await s.owner.request({ method: 'GET', url: endpointPath(E.exportRun, { id: run.id }) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Employee ID,Name,Pay type');
  });

  it('keeps one run per location and period under concurrent drafts', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        s.manager.request({
          method: 'POST',
          url: E.createRun.path,
          payload: {
            establishmentId: place.establishmentId,
            periodStart: '2026-05-25',
            periodEnd: '2026-06-07',
          },
        }),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await withTenant(ctx.database.db, place, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM pay_runs WHERE period_start = '2026-05-25'`,
      ),
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
