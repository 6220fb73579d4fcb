/**
 * The clients report (issue #31 "Each metric against hand-computed fixtures"): June 2027 at
 * Manhattan (New York) and everywhere, against counts worked out by hand from
 * clients-report.test-fixtures.ts — new, returning and lapsed clients (a visit late on the lapse
 * boundary's evening: local day against UTC day), the retention cohorts, the clients behind each
 * figure (as many as it counts) — plus roles, reach and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  CLIENTS_LIST_MESSAGES,
  CLIENTS_REPORT_ENDPOINTS,
  LAPSED_CLIENT_DAYS,
  REPORT_PERIOD_MESSAGES as M,
  type ClientsList,
  type ClientsListFigure,
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

const listOf = (
  session: Session,
  q: ReportPeriodQuery & {
    figure: string;
    page?: string;
    pageSize?: string;
    cohort?: string;
    after?: string;
  },
) => reportOf<ClientsList>(session, CLIENTS_REPORT_ENDPOINTS.clients.path, q);

const FIGURE_KEY = {
  new: 'newClients',
  returning: 'returningClients',
  lapsed: 'lapsedClients',
} as const satisfies Partial<Record<ClientsListFigure, keyof ClientsReport['totals']>>;
const PERIOD_FIGURES = ['new', 'returning', 'lapsed'] as const;

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

describe('the clients behind a figure', () => {
  it('lists as many clients as the report counts, for each figure, at Manhattan and everywhere', async () => {
    for (const [session, q] of [
      [w.s.manager, { establishmentId: w.manhattan, ...JUNE }],
      [w.s.owner, JUNE],
    ] as const) {
      const report = await clientsOf(session, q);
      for (const figure of PERIOD_FIGURES) {
        const list = await listOf(session, { ...q, figure });
        expect(list.total, figure).toBe(report.totals[FIGURE_KEY[figure]]);
        expect(list.clients, figure).toHaveLength(list.total);
      }
    }
  });

  it('lists as many clients as each retention cohort and each of its known cells count', async () => {
    const q = { establishmentId: w.manhattan, ...JUNE };
    const report = await clientsOf(w.s.manager, q);
    for (const c of report.cohorts) {
      const cohort = await listOf(w.s.manager, { ...q, figure: 'cohort', cohort: c.month });
      expect(cohort.total, c.month).toBe(c.clients);
      for (const [k, returned] of c.returned.entries()) {
        if (returned === null) continue;
        const cell = await listOf(w.s.manager, {
          ...q,
          figure: 'retained',
          cohort: c.month,
          after: String(k + 1),
        });
        expect(cell.total, `${c.month} +${k + 1}`).toBe(returned);
      }
    }
    // Cara (February) came back in March and in April's cohort there are Hal and Ivy.
    const march = await listOf(w.s.manager, { ...q, figure: 'retained', cohort: '2027-02', after: '1' });
    expect(march.clients.map((c) => c.name)).toEqual(['Report cara']);
    const april = await listOf(w.s.manager, { ...q, figure: 'cohort', cohort: '2027-04' });
    expect(april.clients.map((c) => c.name)).toEqual(['Report hal', 'Report ivy']);
  });

  it('names them by name with their visits: Ben new, Ann and Gus returning, Dan and Hal lapsed', async () => {
    const q = { establishmentId: w.manhattan, ...JUNE };
    const names = async (figure: ClientsListFigure) =>
      (await listOf(w.s.manager, { ...q, figure })).clients.map((c) => c.name);
    expect(await names('new')).toEqual(['Report ben']);
    expect(await names('returning')).toEqual(['Report ann', 'Report gus']);
    expect(await names('lapsed')).toEqual(['Report dan', 'Report hal']);
    const [ben] = (await listOf(w.s.manager, { ...q, figure: 'new' })).clients;
    // His July visit is after the period: the last visit is June 20.
    expect(ben).toMatchObject({ firstVisit: '2027-06-10', lastVisit: '2027-06-20', visitsInRange: 2 });
    const [, gus] = (await listOf(w.s.manager, { ...q, figure: 'returning' })).clients;
    expect(gus).toMatchObject({ firstVisit: '2027-03-01', lastVisit: '2027-06-22', visitsInRange: 1 });
    const [, hal] = (await listOf(w.s.manager, { ...q, figure: 'lapsed' })).clients;
    // 23:30 on April 1 in New York.
    expect(hal).toMatchObject({ lastVisit: '2027-04-01', visitsInRange: 0 });
  });

  it('pages them, keeping the total', async () => {
    const q = { establishmentId: w.manhattan, ...JUNE, figure: 'lapsed', pageSize: '1' };
    const first = await listOf(w.s.manager, q);
    const second = await listOf(w.s.manager, { ...q, page: '2' });
    const past = await listOf(w.s.manager, { ...q, page: '3' });
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.clients.map((c) => c.name)).toEqual(['Report dan']);
    expect(second.clients.map((c) => c.name)).toEqual(['Report hal']);
    expect(past).toMatchObject({ total: 2, clients: [] });
  });

  it('never lists another tenant’s clients, and answers 404 for its location', async () => {
    for (const figure of PERIOD_FIGURES)
      expect(await listOf(w.s.north, { ...JUNE, figure })).toMatchObject({ total: 0, clients: [] });
    expect(await listOf(w.s.north, { ...JUNE, figure: 'cohort', cohort: '2027-04' })).toMatchObject({
      total: 0,
      clients: [],
    });
    const res = await w.s.north.request({
      url: `${CLIENTS_REPORT_ENDPOINTS.clients.path}?establishmentId=${w.manhattan}&from=${JUNE.from}&to=${JUNE.to}&figure=new`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a bad figure, page or period with a sentence, and employees', async () => {
    const path = CLIENTS_REPORT_ENDPOINTS.clients.path;
    const bad = async (qs: string, message: string) => {
      const res = await w.s.manager.request({ url: `${path}?${qs}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await bad(`from=${JUNE.from}&to=${JUNE.to}&figure=loyal`, CLIENTS_LIST_MESSAGES.figure);
    await bad(`from=${JUNE.from}&to=${JUNE.to}`, CLIENTS_LIST_MESSAGES.figure);
    await bad(`from=${JUNE.from}&to=${JUNE.to}&figure=new&pageSize=101`, CLIENTS_LIST_MESSAGES.pageSize);
    await bad(`from=${JUNE.from}&to=${JUNE.to}&figure=new&page=0`, CLIENTS_LIST_MESSAGES.page);
    await bad(`from=${JUNE.from}&to=${JUNE.to}&figure=cohort`, CLIENTS_LIST_MESSAGES.cohort);
    await bad(`from=${JUNE.from}&to=${JUNE.to}&figure=cohort&cohort=2027-13`, CLIENTS_LIST_MESSAGES.cohort);
    await bad(`from=${JUNE.from}&to=${JUNE.to}&figure=retained&cohort=2027-02`, CLIENTS_LIST_MESSAGES.after);
    await bad(
      `from=${JUNE.from}&to=${JUNE.to}&figure=retained&cohort=2027-02&after=13`,
      CLIENTS_LIST_MESSAGES.after,
    );
    await bad('from=2027-03-10&to=2027-03-01&figure=new', M.range);
    const own = await w.s.employee.request({ url: `${path}?from=${JUNE.from}&to=${JUNE.to}&figure=new` });
    expect(own.statusCode).toBe(403);
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
