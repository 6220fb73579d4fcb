/**
 * The clients and appointments reports (issue #31 "Each metric against hand-computed
 * fixtures"): appointments written straight to the appointments module's table over a year of
 * two locations, then June 2027 at Manhattan (New York) and everywhere, against counts worked
 * out by hand — new, returning and lapsed clients (a visit late on the lapse boundary's evening,
 * local day against UTC day), the retention cohorts, the appointments by status and service,
 * the lead times and their histogram — plus roles, reach and bad input.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  APPOINTMENTS_REPORT_ENDPOINTS,
  CLIENTS_REPORT_ENDPOINTS,
  CRM_ENDPOINTS,
  LAPSED_CLIENT_DAYS,
  REPORT_PERIOD_MESSAGES as M,
  SERVICE_ENDPOINTS,
  endpointPath,
  type AppointmentsReport,
  type ClientsReport,
  type ReportPeriodQuery,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { withTenant } from '../../db/tenant.js';
import { SALES_REPORT_OWN_ONLY } from './sales-report.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
const JUNE = { from: '2027-06-01', to: '2027-06-30' } as const;
const CLIENTS = ['ann', 'ben', 'cara', 'dan', 'eve', 'fay', 'gus', 'hal', 'ivy'] as const;
const client = {} as Record<(typeof CLIENTS)[number], string>;

async function get<T>(session: Session, path: string, query: ReportPeriodQuery): Promise<T> {
  const res = await session.request({
    url: `${path}?${new URLSearchParams(query as Record<string, string>).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const clientsOf = (session: Session, q: ReportPeriodQuery) =>
  get<ClientsReport>(session, CLIENTS_REPORT_ENDPOINTS.report.path, q);
const appointmentsOf = (session: Session, q: ReportPeriodQuery) =>
  get<AppointmentsReport>(session, APPOINTMENTS_REPORT_ENDPOINTS.report.path, q);

interface Visit {
  who: (typeof CLIENTS)[number] | null;
  where?: 'manhattan' | 'chicago';
  /** The start, an instant. */
  at: string;
  /** When it was booked, an instant. */
  booked: string;
  status?: 'booked' | 'completed' | 'cancelled' | 'no_show';
  service?: 'womens' | 'mens';
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2027-07-01T16:00:00Z');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.frontdesk.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  const catalogue = async (establishmentId: string) =>
    (
      await s.owner.request({ url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId, tenantId }) })
    ).json().data as Service[];
  const here = await catalogue(manhattan);
  const services = {
    womens: here.find((x) => x.name === "Women's Haircut")!,
    mens: here.find((x) => x.name === "Men's Haircut")!,
  };
  const there = (await catalogue(chicago))[0]!;
  for (const key of CLIENTS) {
    const res = await s.frontdesk.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: { tenantId, establishmentId: manhattan, name: `Report ${key}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    client[key] = res.json().data.id;
  }
  // Manhattan is New York (EDT: UTC−4 in summer, EST: UTC−5 in winter); Chicago is an hour behind.
  const visits: Visit[] = [
    // Ann: first visit in January (cohort 2027-01), back in June: returning; lapsed as of May 31.
    { who: 'ann', at: '2027-01-10T15:00:00Z', booked: '2027-01-01T15:00:00Z' },
    { who: 'ann', at: '2027-06-05T14:00:00Z', booked: '2027-05-20T14:00:00Z' },
    // Ben: new in June (twice); his July visit is after the period.
    { who: 'ben', at: '2027-06-10T18:00:00Z', booked: '2027-06-10T13:00:00Z' },
    { who: 'ben', at: '2027-06-20T14:00:00Z', booked: '2027-06-18T14:00:00Z' },
    { who: 'ben', at: '2027-07-15T14:00:00Z', booked: '2027-06-20T15:00:00Z' },
    // Cara: cohort 2027-02, back in March and on May 2 (the previous period's first day).
    { who: 'cara', at: '2027-02-14T15:00:00Z', booked: '2027-02-01T15:00:00Z' },
    { who: 'cara', at: '2027-03-20T14:00:00Z', booked: '2027-03-01T15:00:00Z' },
    { who: 'cara', at: '2027-05-02T14:00:00Z', booked: '2027-04-30T14:00:00Z' },
    // Dan: one visit in December 2026, lapsed ever since.
    { who: 'dan', at: '2026-12-01T15:00:00Z', booked: '2026-11-20T15:00:00Z' },
    // Eve: only ever at Chicago, new in June.
    { who: 'eve', where: 'chicago', at: '2027-06-12T15:00:00Z', booked: '2027-06-01T15:00:00Z' },
    // Fay: a no-show, and a cancellation entered the day after its start (lead time 0, not −1).
    { who: 'fay', at: '2027-06-15T14:00:00Z', booked: '2027-06-05T14:00:00Z', status: 'no_show' },
    { who: 'fay', at: '2027-06-16T14:00:00Z', booked: '2027-06-17T14:00:00Z', status: 'cancelled' },
    // Gus: first at Chicago in March, then at Manhattan in June: returning, not Manhattan's cohort.
    { who: 'gus', where: 'chicago', at: '2027-03-01T16:00:00Z', booked: '2027-02-20T16:00:00Z' },
    { who: 'gus', at: '2027-06-22T14:00:00Z', booked: '2027-06-15T14:00:00Z', service: 'mens' },
    // Hal: 23:30 on April 1 in New York (April 2 in UTC): 90 days before June 30 begin on April 2.
    { who: 'hal', at: '2027-04-02T03:30:00Z', booked: '2027-03-25T14:00:00Z' },
    // Ivy: 10:00 on April 2 in New York: inside the 90 days, not lapsed.
    { who: 'ivy', at: '2027-04-02T14:00:00Z', booked: '2027-03-25T15:00:00Z' },
    // A walk-in booked by name only: an appointment, not a client.
    { who: null, at: '2027-06-18T15:00:00Z', booked: '2027-06-18T13:00:00Z' },
    // 23:30 on June 30 in New York (July 1 in UTC), booked the evening before: in the period.
    { who: null, at: '2027-07-01T03:30:00Z', booked: '2027-06-29T22:00:00Z', status: 'booked' },
    // The previous period: a cancellation booked 9 days ahead.
    { who: 'fay', at: '2027-05-10T14:00:00Z', booked: '2027-05-01T14:00:00Z', status: 'cancelled' },
  ];
  await withTenant(ctx.database.db, { tenantId }, async (tx) => {
    for (const v of visits) {
      const atChicago = v.where === 'chicago';
      const service = atChicago ? there : services[v.service ?? 'womens'];
      const starts = new Date(v.at);
      await tx.execute(sql`INSERT INTO appointments (tenant_id, establishment_id, staff_id, service_id,
          client_id, client_name, service_name, starts_at, ends_at, status, price_cents, created_at, updated_at)
        VALUES (${tenantId}, ${atChicago ? chicago : manhattan}, ${atChicago ? s.owner.user.id : s.employee.user.id},
          ${service.id}, ${v.who ? client[v.who] : null}, ${v.who ?? 'Walk-in'}, ${service.name}, ${starts},
          ${new Date(starts.getTime() + 3_600_000)}, ${v.status ?? 'completed'}, 5000, ${new Date(v.booked)},
          ${new Date(v.booked)})`);
    }
  });
}, 300_000);
afterAll(() => ctx.close());

/** Twelve cells: `known` of them counted (`values` first, then zeros), then nulls. */
const cells = (known: number, values: Record<number, number> = {}) =>
  Array.from({ length: 12 }, (_, k) => (k < known ? (values[k] ?? 0) : null));

describe('the clients report', () => {
  it('counts June at Manhattan by hand: new, returning and lapsed, with May before it', async () => {
    const r = await clientsOf(s.manager, { establishmentId: manhattan, ...JUNE });
    expect(r).toMatchObject({ previousFrom: '2027-05-02', previousTo: '2027-05-31', lapsedDays: 90 });
    expect(LAPSED_CLIENT_DAYS).toBe(90);
    // Ann, Ben and Gus came; Ben for the first time; Dan and Hal (the evening of April 1) lapsed.
    expect(r.totals).toEqual({ clients: 3, newClients: 1, returningClients: 2, lapsedClients: 2 });
    // In May only Cara came; Ann (January) and Dan (December) had lapsed by May 31.
    expect(r.previous).toEqual({ clients: 1, newClients: 0, returningClients: 1, lapsedClients: 2 });
  });

  it('follows the twelve cohorts up to June, each month after it until June', async () => {
    const r = await clientsOf(s.manager, { establishmentId: manhattan, ...JUNE });
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
    const r = await clientsOf(s.owner, JUNE);
    expect(r.establishmentId).toBe(ALL_ESTABLISHMENTS);
    expect(r.totals).toEqual({ clients: 4, newClients: 2, returningClients: 2, lapsedClients: 2 });
    const cohort = (month: string) => r.cohorts.find((c) => c.month === month)!;
    expect(cohort('2027-03')).toMatchObject({ clients: 1, returned: cells(3, { 2: 1 }) });
    expect(cohort('2027-06').clients).toBe(2);
  });
});

describe('the appointments report', () => {
  it('counts June at Manhattan by hand: statuses, rates, services and lead times', async () => {
    const r = await appointmentsOf(s.manager, { establishmentId: manhattan, ...JUNE });
    // Leads in days: 16, 0, 2, 7, 10, 0 (entered late), 0, 1 → median 1.5, average 4.5.
    expect(r.totals).toEqual({
      booked: 8,
      completed: 5,
      cancelled: 1,
      noShows: 1,
      cancellationRate: 0.125,
      noShowRate: 0.125,
      leadTimeMedianDays: 1.5,
      leadTimeAverageDays: 4.5,
    });
    expect(r.previous).toEqual({
      booked: 2,
      completed: 1,
      cancelled: 1,
      noShows: 0,
      cancellationRate: 0.5,
      noShowRate: 0,
      leadTimeMedianDays: 5.5,
      leadTimeAverageDays: 5.5,
    });
    expect(r.byStatus).toEqual([
      { status: 'booked', appointments: 1 },
      { status: 'confirmed', appointments: 0 },
      { status: 'checked_in', appointments: 0 },
      { status: 'in_service', appointments: 0 },
      { status: 'completed', appointments: 5 },
      { status: 'cancelled', appointments: 1 },
      { status: 'no_show', appointments: 1 },
    ]);
    expect(r.byService.map((x) => [x.serviceName, x.booked, x.completed, x.cancelled, x.noShows])).toEqual([
      ["Women's Haircut", 7, 4, 1, 1],
      ["Men's Haircut", 1, 1, 0, 0],
    ]);
    expect(r.leadTime).toEqual([
      { bucket: 'same_day', appointments: 3 },
      { bucket: '1_2', appointments: 2 },
      { bucket: '3_7', appointments: 1 },
      { bucket: '8_14', appointments: 1 },
      { bucket: '15_plus', appointments: 1 },
    ]);
  });

  it('adds Chicago for the owner, and has no figures where nothing was booked', async () => {
    const all = await appointmentsOf(s.owner, JUNE);
    expect(all.totals).toMatchObject({ booked: 9, completed: 6 });
    const empty = await appointmentsOf(s.owner, { from: '2025-01-01', to: '2025-01-31' });
    expect(empty.totals).toMatchObject({ booked: 0, cancellationRate: null, leadTimeMedianDays: null });
    expect(empty.byService).toEqual([]);
  });
});

describe('who may read them', () => {
  const paths = [CLIENTS_REPORT_ENDPOINTS.report.path, APPOINTMENTS_REPORT_ENDPOINTS.report.path];

  it('refuses employees (own sales only) and front desk', async () => {
    for (const path of paths) {
      const own = await s.employee.request({ url: `${path}?from=${JUNE.from}&to=${JUNE.to}` });
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(SALES_REPORT_OWN_ONLY);
      const desk = await s.frontdesk.request({ url: `${path}?from=${JUNE.from}&to=${JUNE.to}` });
      expect(desk.statusCode).toBe(403);
    }
  });

  it('answers 404 for another tenant’s location and shows nothing of it', async () => {
    for (const path of paths) {
      const res = await s.north.request({
        url: `${path}?establishmentId=${manhattan}&from=${JUNE.from}&to=${JUNE.to}`,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await clientsOf(s.north, JUNE)).totals.clients).toBe(0);
    expect((await appointmentsOf(s.north, JUNE)).totals.booked).toBe(0);
  });

  it('refuses bad periods with the contract’s wording', async () => {
    for (const path of paths) {
      const bad = async (qs: string, message: string) => {
        const res = await s.manager.request({ url: `${path}?${qs}` });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.body).toContain(message);
      };
      await bad('from=2027-03-10&to=2027-03-01', M.range);
      await bad('from=2026-01-01&to=2027-03-01', M.tooLong);
      await bad('from=yesterday&to=2027-03-02', M.from);
      await bad('from=2027-03-01&to=2027-03-02&establishmentId=nope', M.establishment);
    }
  });
});
