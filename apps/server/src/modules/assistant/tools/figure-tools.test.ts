/**
 * Dawn AI's figure tools (issue #33) on the real database, through the report routes as each
 * person: the owner's figures are the routes' own; the front desk (no revenue:read nor
 * performance:read) and an employee asking for sales are refused with the routes' own
 * sentences; an employee's performance is their own row alone, as the route gives it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERFORMANCE_ENDPOINTS,
  SALES_REPORT_ENDPOINTS,
  endpointPath,
  type PerformanceReport,
  type SalesReport,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { ok } from '../../../../test/http.js';
import { insertSale } from '../../../../test/sales.js';
import { refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { dollars } from './tool-helpers.js';
import { salesSummary, staffPerformance } from './figure-tools.js';

let ctx: TestContext;
let owner: Session;
let frontDesk: Session;
let employee: Session;

const from = '2026-11-01';
const to = '2026-11-30';

beforeAll(async () => {
  ctx = await createTestContext();
  [owner, frontDesk, employee] = await Promise.all([
    ctx.signIn('owner@luxe.example'),
    ctx.signIn('frontdesk@luxe.example'),
    ctx.signIn('employee@luxe.example'),
  ]);
  // The test demo has no takings: one sale by the employee in the period (a service and a tip).
  await insertSale(ctx.database.db, {
    tenantId: owner.user.tenantId,
    establishmentId: employee.user.establishments[0]!,
    at: new Date('2026-11-20T17:00:00Z'),
    items: [{ kind: 'service', name: 'Balayage', unitPriceCents: 18_000, staffId: employee.user.id }],
    tips: [{ staffId: employee.user.id, amountCents: 2_000 }],
  });
});
afterAll(() => ctx?.close());

/** The route's refusal sentence for `session` at `url`. */
async function routeRefusal(session: Session, url: string): Promise<string> {
  const res = await session.request({ method: 'GET', url });
  expect(res.statusCode).toBe(403);
  return (res.json() as { message: string }).message;
}

describe('sales_summary', () => {
  it('gives the route’s totals and breakdown, and refuses the front desk and an employee as the route does', async () => {
    const url = `${SALES_REPORT_ENDPOINTS.report.path}?from=${from}&to=${to}`;
    const direct = await ok<SalesReport>(owner, 'GET', url);
    expect(direct.totals.net).toBe(180);

    const totals = await runTool(toolContextOf(ctx.app, owner), salesSummary, { from, to });
    expect(totals.rows.map((r) => r[0])).toContain('Average ticket');
    const net = totals.rows.find((r) => r[0] === 'Net sales');
    expect(net?.slice(1)).toEqual([dollars(direct.totals.net), dollars(direct.previous.net)]);
    expect(totals.rows.find((r) => r[0] === 'Tickets')?.[1]).toBe(direct.totals.tickets);

    const byStaff = await runTool(toolContextOf(ctx.app, owner), salesSummary, { from, to, view: 'staff' });
    expect(byStaff.rows.map((r) => [r[6], r[4]])).toEqual(
      direct.byStaff.map((s) => [s.staffId, dollars(s.net)]),
    );

    for (const who of [frontDesk, employee]) {
      const refusal = await refusalOf(runTool(toolContextOf(ctx.app, who), salesSummary, { from, to }));
      expect(refusal.message).toBe(await routeRefusal(who, url));
    }
  });
});

describe('staff_performance', () => {
  it('gives the route’s figures per staff member, an employee only their own, and refuses the front desk as the route does', async () => {
    const url = `${endpointPath(PERFORMANCE_ENDPOINTS.report, { id: 'all' })}?from=${from}&to=${to}`;
    const direct = await ok<PerformanceReport>(owner, 'GET', url);
    expect(direct.staff.length).toBeGreaterThan(1);
    expect(direct.totals.current.revenueCents).toBe(18_000);

    const result = await runTool(toolContextOf(ctx.app, owner), staffPerformance, { from, to });
    expect(result.rows.map((r) => r[9])).toEqual([null, ...direct.staff.map((s) => s.staffId)]);
    expect(result.rows[0]?.[1]).toBe(dollars(direct.totals.current.revenueCents / 100));

    const own = await runTool(toolContextOf(ctx.app, employee), staffPerformance, { from, to });
    expect(own.rows.slice(1).map((r) => [r[9], r[1]])).toEqual([[employee.user.id, '$180.00']]);

    const refusal = await refusalOf(
      runTool(toolContextOf(ctx.app, frontDesk), staffPerformance, { from, to }),
    );
    expect(refusal.message).toBe(await routeRefusal(frontDesk, url));
  });
});
