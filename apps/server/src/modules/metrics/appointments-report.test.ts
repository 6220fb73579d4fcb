/**
 * The appointments report (issue #31 "Each metric against hand-computed fixtures"): June 2027
 * at Manhattan (New York) and everywhere, against counts worked out by hand from
 * clients-report.test-fixtures.ts — appointments by status and service, rates, lead times (one
 * entered after it started counts as booked the same day) and their histogram, the share booked
 * online and cancellations and no-shows by reason (set below on the shared world's rows) — plus
 * roles, reach and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPOINTMENTS_LIST_FIGURES,
  APPOINTMENTS_LIST_MESSAGES as L,
  APPOINTMENTS_REPORT_ENDPOINTS,
  REPORT_PERIOD_MESSAGES as M,
  type AppointmentsList,
  type AppointmentsListQuery,
  type AppointmentsReport,
  type ReportPeriodQuery,
} from '@daybook/contracts';
import type { Session } from '../../../test/context.js';
import { withTenant } from '../../db/tenant.js';
import { SALES_REPORT_OWN_ONLY } from './sales-report.js';
import { JUNE, openReportWorld, reportOf, type ReportWorld } from './clients-report.test-fixtures.js';

let w: ReportWorld;
beforeAll(async () => {
  w = await openReportWorld();
  // The world's rows have no author; here the front desk booked them all but four, which the
  // client booked online: Ben on June 10, Fay's no-show on June 15, Gus on June 22 (3 of
  // Manhattan's 8 in June), Cara on May 2 (1 of 2 in May) and Eve at Chicago on June 12. Fay's
  // June cancellation was for illness, her May one for the weather; her no-show has no reason.
  const online = [
    '2027-06-10T18:00:00Z',
    '2027-06-15T14:00:00Z',
    '2027-06-22T14:00:00Z',
    '2027-05-02T14:00:00Z',
    '2027-06-12T15:00:00Z',
  ];
  const reasons: [string, string][] = [
    ['2027-06-16T14:00:00Z', 'illness'],
    ['2027-05-10T14:00:00Z', 'weather'],
  ];
  await withTenant(w.ctx.database.db, { tenantId: w.s.owner.user.tenantId }, async (tx) => {
    await tx.execute(sql`UPDATE appointments SET created_by = ${w.s.frontdesk.user.id}`);
    for (const at of online) {
      await tx.execute(sql`UPDATE appointments SET created_by = NULL WHERE starts_at = ${new Date(at)}`);
    }
    for (const [at, reason] of reasons) {
      await tx.execute(
        sql`UPDATE appointments SET status_reason = ${reason} WHERE starts_at = ${new Date(at)}`,
      );
    }
  });
}, 300_000);
afterAll(() => w.ctx.close());

const appointmentsOf = (session: Session, q: ReportPeriodQuery) =>
  reportOf<AppointmentsReport>(session, APPOINTMENTS_REPORT_ENDPOINTS.report.path, q);

describe('the appointments report', () => {
  it('counts June at Manhattan by hand: statuses, rates, services and lead times', async () => {
    const r = await appointmentsOf(w.s.manager, { establishmentId: w.manhattan, ...JUNE });
    // Leads in days: 16, 0, 2, 7, 10, 0 (entered late), 0, 1 → median 1.5, average 4.5.
    expect(r.totals).toEqual({
      booked: 8,
      completed: 5,
      cancelled: 1,
      noShows: 1,
      cancellationRate: 0.125,
      noShowRate: 0.125,
      online: 3,
      onlineShare: 0.375,
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
      online: 1,
      onlineShare: 0.5,
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

  it('counts June’s cancellations and no-shows by reason, those without one last, May’s left out', async () => {
    const r = await appointmentsOf(w.s.manager, { establishmentId: w.manhattan, ...JUNE });
    expect(r.byReason).toEqual([
      { reason: 'illness', cancelled: 1, noShows: 0 },
      { reason: null, cancelled: 0, noShows: 1 },
    ]);
  });

  it('adds Chicago for the owner, and has no figures where nothing was booked', async () => {
    const all = await appointmentsOf(w.s.owner, JUNE);
    expect(all.totals).toMatchObject({ booked: 9, completed: 6, online: 4, onlineShare: 0.4444 });
    // Each location has its own services: every row names the location its service belongs to.
    expect(new Set(all.byService.map((x) => x.establishmentName))).toEqual(
      new Set(['Luxe Salon Manhattan', 'Luxe Salon Chicago']),
    );
    const empty = await appointmentsOf(w.s.owner, { from: '2025-01-01', to: '2025-01-31' });
    expect(empty.totals).toMatchObject({ booked: 0, cancellationRate: null, leadTimeMedianDays: null });
    expect(empty.totals).toMatchObject({ online: 0, onlineShare: null });
    expect(empty.byService).toEqual([]);
    expect(empty.byReason).toEqual([]);
  });
});

const listOf = (session: Session, q: AppointmentsListQuery) =>
  reportOf<AppointmentsList>(
    session,
    APPOINTMENTS_REPORT_ENDPOINTS.list.path,
    q as unknown as ReportPeriodQuery,
  );

describe('the appointments behind a figure', () => {
  const countOf = (r: AppointmentsReport, figure: (typeof APPOINTMENTS_LIST_FIGURES)[number]) =>
    ({
      booked: r.totals.booked,
      completed: r.totals.completed,
      cancelled: r.totals.cancelled,
      no_show: r.totals.noShows,
      online: r.totals.online,
    })[figure];

  it('lists exactly as many appointments as each figure counts, at Manhattan and everywhere', async () => {
    for (const [session, where] of [
      [w.s.manager, { establishmentId: w.manhattan }],
      [w.s.owner, {}],
    ] as const) {
      const report = await appointmentsOf(session, { ...where, ...JUNE });
      for (const figure of APPOINTMENTS_LIST_FIGURES) {
        const list = await listOf(session, { ...where, ...JUNE, figure, pageSize: '100' });
        expect(list.total, figure).toBe(countOf(report, figure));
        expect(list.appointments, figure).toHaveLength(list.total);
      }
    }
  });

  it('lists each reason row’s cancellations and no-shows as the reasons table counts them', async () => {
    const q = { establishmentId: w.manhattan, ...JUNE };
    const report = await appointmentsOf(w.s.manager, q);
    for (const row of report.byReason) {
      const reason = row.reason ?? 'none';
      const cancelled = await listOf(w.s.manager, { ...q, figure: 'cancelled', reason });
      const noShows = await listOf(w.s.manager, { ...q, figure: 'no_show', reason });
      expect([cancelled.total, noShows.total], reason).toEqual([row.cancelled, row.noShows]);
    }
    const illness = await listOf(w.s.manager, { ...q, figure: 'cancelled', reason: 'illness' });
    expect(illness.appointments).toEqual([
      {
        id: expect.any(String),
        date: '2027-06-16',
        time: '10:00',
        clientName: 'fay',
        serviceName: "Women's Haircut",
        staffName: expect.stringMatching(/\S/),
        establishmentName: 'Luxe Salon Manhattan',
        status: 'cancelled',
        reason: 'illness',
        bookedOnline: false,
      },
    ]);
  });

  it('pages newest first in the location’s zone', async () => {
    const q = { establishmentId: w.manhattan, ...JUNE, figure: 'booked' as const, pageSize: '3' };
    const pages = await Promise.all(['1', '2', '3', '4'].map((page) => listOf(w.s.manager, { ...q, page })));
    expect(pages.map((p) => p.appointments.length)).toEqual([3, 3, 2, 0]);
    expect(pages.every((p) => p.total === 8 && p.pageSize === 3)).toBe(true);
    const rows = pages.flatMap((p) => p.appointments);
    expect(new Set(rows.map((r) => r.id)).size).toBe(8);
    // 23:30 on June 30 in New York is July 1 in UTC: still the period's newest.
    expect(rows[0]).toMatchObject({
      date: '2027-06-30',
      time: '23:30',
      clientName: 'Walk-in',
      status: 'booked',
    });
    const starts = rows.map((r) => `${r.date} ${r.time}`);
    expect(starts).toEqual([...starts].sort().reverse());
    const online = await listOf(w.s.manager, { ...q, figure: 'online', pageSize: '100' });
    expect(online.appointments.every((r) => r.bookedOnline)).toBe(true);
  });

  it('never lists another tenant’s appointments', async () => {
    const path = APPOINTMENTS_REPORT_ENDPOINTS.list.path;
    const res = await w.s.north.request({
      url: `${path}?establishmentId=${w.manhattan}&from=${JUNE.from}&to=${JUNE.to}&figure=booked`,
    });
    expect(res.statusCode).toBe(404);
    expect(await listOf(w.s.north, { ...JUNE, figure: 'booked' })).toMatchObject({
      total: 0,
      appointments: [],
    });
  });

  it('refuses a bad figure, reason or page with a sentence, and the report’s roles', async () => {
    const path = APPOINTMENTS_REPORT_ENDPOINTS.list.path;
    const bad = async (qs: string, message: string) => {
      const res = await w.s.manager.request({ url: `${path}?from=${JUNE.from}&to=${JUNE.to}&${qs}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await bad('figure=rebooked', L.figure);
    await bad('', L.figure);
    await bad('figure=cancelled&reason=sunspots', L.reason);
    await bad('figure=booked&reason=illness', L.reasonFigure);
    await bad('figure=booked&pageSize=101', L.pageSize);
    await bad('figure=booked&page=0', L.page);
    const own = await w.s.employee.request({ url: `${path}?from=${JUNE.from}&to=${JUNE.to}&figure=booked` });
    expect(own.statusCode).toBe(403);
  });
});

describe('who may read it', () => {
  const path = APPOINTMENTS_REPORT_ENDPOINTS.report.path;

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
    expect((await appointmentsOf(w.s.north, JUNE)).totals.booked).toBe(0);
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
