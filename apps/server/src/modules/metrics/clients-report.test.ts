/**
 * The clients report (issue #31 "Each metric against hand-computed fixtures"): June 2027 at
 * Manhattan (New York) and everywhere, against counts worked out by hand from
 * clients-report.test-fixtures.ts — new, returning and lapsed clients (a visit late on the lapse
 * boundary's evening: local day against UTC day), the retention cohorts — plus roles, reach and
 * bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  CLIENTS_REPORT_ENDPOINTS,
  LAPSED_CLIENT_DAYS,
  REPORT_PERIOD_MESSAGES as M,
  type ClientsReport,
  type ReportPeriodQuery,
} from '@daybook/contracts';
import type { Session } from '../../../test/context.js';
import { SALES_REPORT_OWN_ONLY } from './sales-report.js';
import { JUNE, openReportWorld, reportOf, type ReportWorld } from './clients-report.test-fixtures.js';

let w: ReportWorld;
beforeAll(async () => {
  w = await openReportWorld();
}, 300_000);
afterAll(() => w.ctx.close());

const clientsOf = (session: Session, q: ReportPeriodQuery) =>
  reportOf<ClientsReport>(session, CLIENTS_REPORT_ENDPOINTS.report.path, q);

/** Twelve cells: `known` of them counted (`values` first, then zeros), then nulls. */
const cells = (known: number, values: Record<number, number> = {}) =>
  Array.from({ length: 12 }, (_, k) => (k < known ? (values[k] ?? 0) : null));

describe('the clients report', () => {
  it('counts June at Manhattan by hand: new, returning and lapsed, with May before it', async () => {
    const r = await clientsOf(w.s.manager, { establishmentId: w.manhattan, ...JUNE });
    expect(r).toMatchObject({ previousFrom: '2027-05-02', previousTo: '2027-05-31', lapsedDays: 90 });
    expect(LAPSED_CLIENT_DAYS).toBe(90);
    // Ann, Ben and Gus came; Ben for the first time; Dan and Hal (the evening of April 1) lapsed.
    expect(r.totals).toEqual({ clients: 3, newClients: 1, returningClients: 2, lapsedClients: 2 });
    // In May only Cara came; Ann (January) and Dan (December) had lapsed by May 31.
    expect(r.previous).toEqual({ clients: 1, newClients: 0, returningClients: 1, lapsedClients: 2 });
  });

  it('follows the twelve cohorts up to June, each month after it until June', async () => {
    const r = await clientsOf(w.s.manager, { establishmentId: w.manhattan, ...JUNE });
    expect(r.cohorts.map((c) => c.month)).toEqual([
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
    const cohort = (month: string) => r.cohorts.find((c) => c.month === month)!;
    expect(cohort('2026-07')).toEqual({
      month: '2026-07',
      clients: 0,
      returned: cells(11),
      retention: cells(0),
    });
    expect(cohort('2026-12')).toMatchObject({ clients: 1, returned: cells(6), retention: cells(6) });
    expect(cohort('2027-01')).toMatchObject({ clients: 1, returned: cells(5, { 4: 1 }) });
    expect(cohort('2027-01').retention[4]).toBe(1);
    expect(cohort('2027-02')).toMatchObject({ clients: 1, returned: cells(4, { 0: 1, 2: 1 }) });
    // Gus's first visit was at Chicago: no Manhattan cohort in March.
    expect(cohort('2027-03')).toMatchObject({ clients: 0, returned: cells(3) });
    expect(cohort('2027-04')).toMatchObject({ clients: 2, returned: cells(2), retention: cells(2) });
    // Ben's July visit is after the period: June's cohort has nothing known yet.
    expect(cohort('2027-06')).toMatchObject({ clients: 1, returned: cells(0) });
  });

  it('adds every location the owner reaches', async () => {
    const r = await clientsOf(w.s.owner, JUNE);
    expect(r.establishmentId).toBe(ALL_ESTABLISHMENTS);
    expect(r.totals).toEqual({ clients: 4, newClients: 2, returningClients: 2, lapsedClients: 2 });
    const cohort = (month: string) => r.cohorts.find((c) => c.month === month)!;
    expect(cohort('2027-03')).toMatchObject({ clients: 1, returned: cells(3, { 2: 1 }) });
    expect(cohort('2027-06').clients).toBe(2);
  });
});

describe('who may read it', () => {
  const path = CLIENTS_REPORT_ENDPOINTS.report.path;

  it('refuses employees (own sales only) and front desk', async () => {
    const own = await w.s.employee.request({ url: `${path}?from=${JUNE.from}&to=${JUNE.to}` });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(SALES_REPORT_OWN_ONLY);
    const desk = await w.s.frontdesk.request({ url: `${path}?from=${JUNE.from}&to=${JUNE.to}` });
    expect(desk.statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s location and shows nothing of it', async () => {
    const res = await w.s.north.request({
      url: `${path}?establishmentId=${w.manhattan}&from=${JUNE.from}&to=${JUNE.to}`,
    });
    expect(res.statusCode).toBe(404);
    expect((await clientsOf(w.s.north, JUNE)).totals.clients).toBe(0);
  });

  it('refuses bad periods with the contract’s wording', async () => {
    const bad = async (qs: string, message: string) => {
      const res = await w.s.manager.request({ url: `${path}?${qs}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await bad('from=2027-03-10&to=2027-03-01', M.range);
    await bad('from=2026-01-01&to=2027-03-01', M.tooLong);
    await bad('from=yesterday&to=2027-03-02', M.from);
    await bad('from=2027-03-01&to=2027-03-02&establishmentId=nope', M.establishment);
  });
});
