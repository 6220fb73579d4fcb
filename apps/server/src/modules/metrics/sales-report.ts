/**
 * The sales report (spec operations.md §1–2 "reports by week or month"; core.md §2
 * `/reports?type=sales`; issue #31 "Sales (by day, week or month; by service category, staff
 * member, payment type, location)"): the figures of local days from–to and of the previous period
 * of the same length, a series per interval, and breakdowns, each derived by sales-figures.ts from
 * the day rows (roll-ups, and the sales themselves for days not rolled up). Dollars on the wire.
 */
import {
  ALL_ESTABLISHMENTS,
  TENDER_TYPES,
  performanceRangeDays,
  permissionScope,
  type SalesCategoryRow,
  type SalesFigures,
  type SalesInterval,
  type SalesPeriod,
  type SalesReport,
  type SalesReportQueryParsed,
  type SalesStaffRow,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { AppError } from '../../core/app-error.js';
import { reaches, type Actor } from '../../core/actor.js';
import { addDays } from '../../lib/local-dates.js';
import { toDollars } from '../../lib/money.js';
import { establishmentsOfTenant, openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { rolledThrough } from './sales-days.repository.js';
import { NO_SALES, addSums, salesFigures, type SalesSums } from './sales-figures.js';
import * as repo from './sales-report.repository.js';

/** Why a person who reads only their own sales cannot open the report. */
export const SALES_REPORT_OWN_ONLY =
  'Sales reports cover a whole location; your role reads only its own sales.';

function dollars(s: Readonly<SalesSums>): SalesFigures {
  const f = salesFigures(s);
  return {
    gross: toDollars(f.gross),
    discounts: toDollars(f.discounts),
    refunds: toDollars(f.refunds),
    net: toDollars(f.net),
    services: toDollars(f.services),
    retail: toDollars(f.retail),
    tax: toDollars(f.tax),
    tips: toDollars(f.tips),
    collected: toDollars(f.collected),
    tickets: f.tickets,
    averageTicket: toDollars(f.averageTicket),
  };
}

/** The intervals touching from…to, each clipped to the period: [first day of the interval, from, to]. */
export function intervalsOf(
  interval: SalesInterval,
  from: string,
  to: string,
): { key: string; from: string; to: string }[] {
  const out: { key: string; from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const date = new Date(`${start}T00:00:00Z`);
    let key = start;
    let next: string;
    if (interval === 'day') next = addDays(start, 1);
    else if (interval === 'week') {
      key = addDays(start, -((date.getUTCDay() + 6) % 7));
      next = addDays(key, 7);
    } else {
      key = `${start.slice(0, 7)}-01`;
      next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    }
    const last = addDays(next, -1);
    out.push({ key, from: start, to: last < to ? last : to });
    start = next;
  }
  return out;
}

/** Adds each row's sums under its key. */
function gather(rows: readonly repo.SumsRow[], keyOf: (r: repo.SumsRow) => string): Map<string, SalesSums> {
  const out = new Map<string, SalesSums>();
  for (const r of rows) {
    const key = keyOf(r);
    out.set(key, addSums(out.get(key) ?? NO_SALES, r.sums));
  }
  return out;
}

/** Who may read whole locations' sales: refuses a role that reads only its own (403). */
export function assertWholeSales(actor: Actor): void {
  if (permissionScope(actor.role, 'revenue:read') !== 'all')
    throw new AppError('FORBIDDEN', SALES_REPORT_OWN_ONLY);
}

/**
 * The locations of a report (the one asked for — 404 out of reach — or every one the actor
 * reaches) and its window: local days from–to, the previous period of the same length, and each
 * location's last rolled-up day.
 */
export async function salesWindow(
  tx: Tx,
  actor: Actor,
  q: { establishmentId?: string; from: string; to: string; interval: SalesInterval },
): Promise<{ places: EstablishmentRow[]; window: repo.SalesWindow }> {
  const places = q.establishmentId
    ? [await openEstablishment(tx, actor, q.establishmentId)]
    : (await establishmentsOfTenant(tx)).filter((e) => reaches(actor, e.id));
  return {
    places,
    window: {
      places,
      through: await rolledThrough(tx, places),
      first: addDays(q.from, -performanceRangeDays(q.from, q.to)),
      split: q.from,
      last: q.to,
      interval: q.interval,
    },
  };
}

/**
 * GET /api/admin/reports/sales: the report of the location asked for, or of every location the
 * actor reaches (ALL_ESTABLISHMENTS or none). 404 for a location out of reach; 403 for a role that
 * reads only its own sales (the route's `revenue:read` lets employees' own scope through).
 */
export function salesReport(db: Db, actor: Actor, q: SalesReportQueryParsed): Promise<SalesReport> {
  if (permissionScope(actor.role, 'revenue:read') !== 'all')
    throw new AppError('FORBIDDEN', SALES_REPORT_OWN_ONLY);
  return withTenant(db, actor, async (tx) => {
    const { places, window: w } = await salesWindow(tx, actor, q);
    const rows = [...(await repo.lineSums(tx, w)), ...(await repo.totalSums(tx, w))];
    const current = rows.filter((r) => r.current);
    const of = (kind: repo.SumsOf) => current.filter((r) => r.of === kind);

    const period = gather(
      rows.filter((r) => r.of === 'period'),
      (r) => String(r.current),
    );
    const intervals = gather(of('interval'), (r) => r.bucket ?? '');
    const series: SalesPeriod[] = intervalsOf(q.interval, q.from, q.to).map((i) => ({
      from: i.from,
      to: i.to,
      ...dollars(intervals.get(i.key) ?? NO_SALES),
    }));

    const byCategory: SalesCategoryRow[] = of('category')
      .filter((r) => r.kind === 'service' || r.kind === 'product')
      .map((r) => {
        const f = salesFigures(addSums(NO_SALES, r.sums));
        return {
          kind: r.kind as 'service' | 'product',
          category: r.category,
          quantity: r.sums.quantity ?? 0,
          gross: toDollars(f.gross),
          discounts: toDollars(f.discounts),
          refunds: toDollars(f.refunds),
          net: toDollars(f.net),
        };
      })
      .sort((a, b) => (a.kind === b.kind ? b.net - a.net : a.kind === 'service' ? -1 : 1));

    const staffRows = of('staff');
    const names = await repo.peopleNames(
      tx,
      staffRows.flatMap((r) => (r.staffId ? [r.staffId] : [])),
    );
    const byStaff: SalesStaffRow[] = staffRows
      .map((r) => {
        const f = salesFigures(addSums(NO_SALES, r.sums));
        return {
          staffId: r.staffId,
          staffName: r.staffId ? (names.get(r.staffId) ?? null) : null,
          services: toDollars(f.services),
          retail: toDollars(f.retail),
          refunds: toDollars(f.refunds),
          net: toDollars(f.net),
          tips: toDollars(f.tips),
        };
      })
      .sort((a, b) => (a.staffId === null ? 1 : b.staffId === null ? -1 : b.net - a.net));

    const now = period.get('true') ?? NO_SALES;
    const byPayment = TENDER_TYPES.map((type) => {
      const taken = type === 'card' ? now.cardCents : now.cashCents;
      const refunded = type === 'card' ? now.refundedCardCents : now.refundedCashCents;
      return {
        type,
        taken: toDollars(taken),
        refunded: toDollars(refunded),
        net: toDollars(taken - refunded),
      };
    });

    const locations = gather(of('location'), (r) => r.establishmentId ?? '');
    const byLocation = [...places]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((p) => ({ establishmentId: p.id, name: p.name, ...dollars(locations.get(p.id) ?? NO_SALES) }));

    return {
      establishmentId: q.establishmentId ?? ALL_ESTABLISHMENTS,
      from: q.from,
      to: q.to,
      previousFrom: w.first,
      previousTo: addDays(q.from, -1),
      interval: q.interval,
      totals: dollars(now),
      previous: dollars(period.get('false') ?? NO_SALES),
      series,
      byCategory,
      byStaff,
      byPayment,
      byLocation,
    };
  });
}
