/**
 * The pay run's CSV and its screen agree after refunds (issue #28 "One commission figure"): for
 * each person, the export's Commission, Refund reversal, Tips and Gross pay are the figures the
 * run's answer gives the screen (its Commission being service plus product commission, as the
 * screen's column now is), and the gross adds up from them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_ENDPOINTS as E, endpointPath, type PayRun } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { addRefund, addSale, addShift, setTerms, type Place } from './payroll.test-fixtures.js';

let ctx: TestContext;
let owner: Session;
let emma: string;
let place: Place;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  const employee = await ctx.signIn('employee@luxe.example');
  emma = employee.user.id;
  place = { tenantId: owner.user.tenantId, establishmentId: employee.user.establishments[0]! };
});
afterAll(() => ctx.close());

/** The CSV's rows as objects by column name (no cell here holds a comma or a quote). */
function rowsOf(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i], v])));
}

describe('pay run CSV and screen', () => {
  it('give the same commission, refund reversal, tips and gross for a refunded sale', async () => {
    await setTerms(ctx.database.db, place, emma, {
      payType: 'Hourly',
      rateCents: 2_000,
      servicePercent: 10,
      productPercent: 5,
    });
    await addShift(ctx.database.db, place, emma, '2026-04-07T09:00:00-04:00', '2026-04-07T17:00:00-04:00');
    await addSale(
      ctx.database.db,
      place,
      '2026-04-07T12:00:00-04:00',
      [
        { kind: 'service', name: 'Cut', staffId: emma, grossCents: 6_000 },
        { kind: 'product', name: 'Serum', staffId: emma, grossCents: 3_000 },
      ],
      [{ staffId: emma, amountCents: 1_000 }],
    );
    const refunded = await addSale(ctx.database.db, place, '2026-04-08T12:00:00-04:00', [
      { kind: 'service', name: 'Colour', staffId: emma, grossCents: 12_000 },
    ]);
    await addRefund(ctx.database.db, place, refunded, 3_000, '2026-04-09T12:00:00-04:00');

    const created = await owner.request({
      method: 'POST',
      url: E.createRun.path,
      payload: { establishmentId: place.establishmentId, periodStart: '2026-03-30', periodEnd: '2026-04-12' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const runId = (created.json() as { data: PayRun }).data.id;
    const run = (await owner.request({ url: endpointPath(E.run, { id: runId }) })).json().data as PayRun;
    const csv = await owner.request({ url: endpointPath(E.exportRun, { id: runId }) });
    expect(csv.statusCode).toBe(200);
    const rows = rowsOf(csv.body);

    const line = run.lines.find((l) => l.userId === emma)!;
    expect(line.refundReversal).toBe(-3); // a quarter of the $120 sale back: its $12 commission's quarter
    const row = rows.find((r) => r['Employee ID'] === emma)!;
    const dollars = (v: number) => v.toFixed(2);
    expect({
      commission: row.Commission,
      refundReversal: row['Refund reversal'],
      tips: row.Tips,
      gross: row['Gross pay'],
    }).toEqual({
      commission: dollars(line.serviceCommission + line.productCommission),
      refundReversal: dollars(line.refundReversal),
      tips: dollars(line.tips),
      gross: dollars(line.gross),
    });
    // Every line, and the run's commission total: the screen's total is the CSV's column sums.
    for (const l of run.lines) {
      const r = rows.find((x) => x['Employee ID'] === l.userId)!;
      expect(Number(r.Commission) + Number(r['Refund reversal'])).toBeCloseTo(
        l.serviceCommission + l.productCommission + l.refundReversal,
        2,
      );
      expect(Number(r['Gross pay'])).toBeCloseTo(l.gross, 2);
    }
    const csvCommission = rows.reduce((s, r) => s + Number(r.Commission) + Number(r['Refund reversal']), 0);
    expect(csvCommission).toBeCloseTo(run.totals.commission, 2);
  });
});
