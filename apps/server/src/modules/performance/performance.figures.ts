/**
 * Adding up the performance queries' rows into each person's and the group's figures for each
 * period of the window, and one period's daily series (definitions: contracts
 * entities/performance.ts). Pure: no database. Money is integer cents.
 */
import type { PerformanceDay, PerformanceFigures } from '@daybook/contracts';
import type { SalesSums, StaffDaySales } from '../metrics/index.js';
import { addDays } from '../../lib/local-dates.js';
import type { BreakdownKeys, TicketsRow, VisitFiguresRow, WindowPeriod } from './performance.repository.js';
import type { ScheduledMinutes } from './performance.schedule.js';

/**
 * A person's sales of a kind on a day of the window (the location's own day less its shift);
 * `cut`: the day's sales before the location's cut, which count only on a cut period's last day.
 */
export type WindowStaffSales = Omit<StaffDaySales, 'establishmentId'> & { cut: boolean };

/** A day's sales of a location (metrics' day sums), on a window day; `cut` as WindowStaffSales. */
export interface WindowDaySales {
  establishmentId: string;
  day: string;
  cut: boolean;
  sums: SalesSums;
}

/** Adds a line of sales to a tally: a tip's net less its refund, or an item's sold and refunded net. */
function addLine(t: Tally, r: WindowStaffSales): void {
  if (r.kind === 'tip') t.tipsCents += r.netCents - r.refundedNetCents;
  else if (r.kind === 'service') {
    t.serviceCents += r.netCents;
    t.serviceRefundCents += r.refundedNetCents;
  } else {
    t.productCents += r.netCents;
    t.productRefundCents += r.refundedNetCents;
  }
}

/** The sums behind one set of figures. */
export interface Tally {
  serviceCents: number;
  productCents: number;
  serviceRefundCents: number;
  productRefundCents: number;
  tipsCents: number;
  tickets: number;
  appointments: number;
  bookedMinutes: number;
  scheduledMinutes: number;
  completedVisits: number;
  rebookedVisits: number;
  newClients: number;
  returningClients: number;
  noShows: number;
}

export const emptyTally = (): Tally => ({
  serviceCents: 0,
  productCents: 0,
  serviceRefundCents: 0,
  productRefundCents: 0,
  tipsCents: 0,
  tickets: 0,
  appointments: 0,
  bookedMinutes: 0,
  scheduledMinutes: 0,
  completedVisits: 0,
  rebookedVisits: 0,
  newClients: 0,
  returningClients: 0,
  noShows: 0,
});

const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;

/** The wire's figures of a tally. */
export function toFigures(t: Tally): PerformanceFigures {
  const sales = t.serviceCents + t.productCents;
  const refunds = t.serviceRefundCents + t.productRefundCents;
  return {
    serviceRevenueCents: t.serviceCents - t.serviceRefundCents,
    productRevenueCents: t.productCents - t.productRefundCents,
    revenueCents: sales - refunds,
    refundsCents: refunds,
    tipsCents: t.tipsCents,
    tickets: t.tickets,
    averageTicketCents: t.tickets > 0 ? Math.round(sales / t.tickets) : 0,
    appointments: t.appointments,
    bookedMinutes: t.bookedMinutes,
    scheduledMinutes: t.scheduledMinutes,
    utilisation: ratio(t.bookedMinutes, t.scheduledMinutes),
    completedVisits: t.completedVisits,
    rebookedVisits: t.rebookedVisits,
    rebookingRate: ratio(t.rebookedVisits, t.completedVisits),
    newClients: t.newClients,
    returningClients: t.returningClients,
    noShows: t.noShows,
  };
}

/** Whether a day's row (`cut`: the part before the cut) counts in the period. */
const counts = (p: WindowPeriod, day: string, cut: boolean) =>
  day >= p.first && day <= p.last && (p.cut && day === p.last) === cut;

/**
 * Collects rows into per-person, per-location and group tallies, one per period (in the window's
 * order), and the daily revenue of the period `dailyOf` (none without it).
 */
export class PerformanceTally {
  readonly staff = new Map<string, Tally[]>();
  readonly places = new Map<string, Tally[]>();
  readonly group: Tally[];
  private readonly days = new Map<string, { service: number; product: number }>();
  private readonly daily: WindowPeriod | undefined;

  constructor(
    private readonly periods: readonly WindowPeriod[],
    staffIds: readonly string[],
    { dailyOf, placeIds = [] }: { dailyOf?: number; placeIds?: readonly string[] } = {},
  ) {
    const tallies = () => periods.map(emptyTally);
    for (const id of staffIds) this.staff.set(id, tallies());
    for (const id of placeIds) this.places.set(id, tallies());
    this.group = tallies();
    this.daily = dailyOf === undefined ? undefined : periods[dailyOf];
    if (this.daily)
      for (let d = this.daily.first; d <= this.daily.last; d = addDays(d, 1))
        this.days.set(d, { service: 0, product: 0 });
  }

  private of(staffId: string | null, period: number): Tally | undefined {
    return (staffId === null ? this.group : this.staff.get(staffId))?.[period];
  }

  /** The tally a query's row adds to: a location's, a person's, or the group's. */
  private ofRow(r: BreakdownKeys, period: number): Tally | undefined {
    if (r.establishment_id !== null) return this.places.get(r.establishment_id)?.[period];
    return this.of(r.staff_id, period);
  }

  /** The tallies of `staffId` (null: the group) in every period the day's row counts in. */
  private allOf(staffId: string | null, day: string, cut: boolean): Tally[] {
    const tallies = staffId === null ? this.group : this.staff.get(staffId);
    if (!tallies) return [];
    return tallies.filter((_, k) => counts(this.periods[k]!, day, cut));
  }

  private day(day: string, cut: boolean) {
    return this.daily && counts(this.daily, day, cut) ? this.days.get(day) : undefined;
  }

  /**
   * Tickets: people's rows, and with `withGroup` the group's rows (a sale shared by two counts
   * once); without it the group's tickets come from its location sales (addLocationSales).
   */
  addTickets(rows: readonly TicketsRow[], withGroup: boolean): void {
    for (const r of rows) {
      if (r.staff_id === null && !withGroup) continue;
      const t = this.ofRow(r, r.period);
      if (t) t.tickets += r.sale_count;
    }
  }

  /**
   * What each listed person sold and had refunded per window day (metrics' staff lines); with
   * `withGroup` added up for the group and the daily series too.
   */
  addStaffSales(rows: readonly WindowStaffSales[], withGroup: boolean): void {
    for (const r of rows) {
      if (r.staffId === null || !this.staff.has(r.staffId)) continue;
      const targets = withGroup
        ? [...this.allOf(r.staffId, r.day, r.cut), ...this.allOf(null, r.day, r.cut)]
        : this.allOf(r.staffId, r.day, r.cut);
      for (const t of targets) addLine(t, r);
      const day = withGroup && r.kind !== 'tip' ? this.day(r.day, r.cut) : undefined;
      if (day) day[r.kind === 'service' ? 'service' : 'product'] += r.netCents - r.refundedNetCents;
    }
  }

  /**
   * The locations' whole sales per window day (metrics' day sums): the group's and each
   * location's sales figures, and the daily series.
   */
  addLocationSales(days: readonly WindowDaySales[]): void {
    for (const { establishmentId, day: date, cut, sums: s } of days) {
      const atPlace = (this.places.get(establishmentId) ?? []).filter((_, k) =>
        counts(this.periods[k]!, date, cut),
      );
      for (const t of [...this.allOf(null, date, cut), ...atPlace]) {
        t.serviceCents += s.serviceNetCents;
        t.productCents += s.productNetCents;
        t.serviceRefundCents += s.serviceRefundedCents;
        t.productRefundCents += s.productRefundedCents;
        t.tipsCents += s.tipsCents - s.refundedTipsCents;
        t.tickets += s.tickets;
      }
      const day = this.day(date, cut);
      if (day) {
        day.service += s.serviceNetCents - s.serviceRefundedCents;
        day.product += s.productNetCents - s.productRefundedCents;
      }
    }
  }

  /** Appointment and client figures: people's rows and the group's (visits and clients shared by two count once). */
  addVisits(rows: readonly VisitFiguresRow[]): void {
    for (const r of rows) {
      const t = this.ofRow(r, r.period);
      if (!t) continue;
      t.appointments += r.appointments;
      t.noShows += r.no_shows;
      t.bookedMinutes += r.booked_minutes;
      t.completedVisits += r.completed_visits;
      t.rebookedVisits += r.rebooked_visits;
      t.newClients += r.new_clients;
      t.returningClients += r.returning_clients;
    }
  }

  /** Scheduled minutes per person, added up for the group, and per location. */
  addScheduled(minutes: ScheduledMinutes): void {
    for (const [staffId, perPeriod] of minutes.staff)
      perPeriod.forEach((value, k) => {
        for (const t of [this.of(staffId, k), this.of(null, k)]) if (t) t.scheduledMinutes += value;
      });
    for (const [placeId, perPeriod] of minutes.places)
      perPeriod.forEach((value, k) => {
        const t = this.places.get(placeId)?.[k];
        if (t) t.scheduledMinutes += value;
      });
  }

  /** Every day of the daily period, in order. */
  dailySeries(): PerformanceDay[] {
    return [...this.days].map(([date, d]) => ({
      date,
      serviceRevenueCents: d.service,
      productRevenueCents: d.product,
      revenueCents: d.service + d.product,
    }));
  }
}
