/**
 * Adding up the performance queries' rows into each person's and the group's figures for the
 * current and previous periods, and the daily series (definitions: contracts
 * entities/performance.ts). Pure: no database. Money is integer cents.
 */
import type { PerformanceDay, PerformanceFigures } from '@daybook/contracts';
import type { SalesSums, StaffDaySales } from '../metrics/index.js';
import { addDays } from '../../lib/local-dates.js';
import type {
  AppointmentFiguresRow,
  ClientFiguresRow,
  PerformanceWindow,
  TicketsRow,
} from './performance.repository.js';

/** A person's sales of a kind on a day of the window (the location's own day less its shift). */
export type WindowStaffSales = Omit<StaffDaySales, 'establishmentId'>;

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

export type Periods = { current: Tally; previous: Tally };

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

export const emptyPeriods = (): Periods => ({ current: emptyTally(), previous: emptyTally() });

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

/** Collects rows into per-person and group tallies, and the current period's daily revenue. */
export class PerformanceTally {
  readonly staff = new Map<string, Periods>();
  readonly group = emptyPeriods();
  private readonly days = new Map<string, { service: number; product: number }>();

  constructor(
    private readonly w: Pick<PerformanceWindow, 'splitDay' | 'lastDay'>,
    staffIds: readonly string[],
  ) {
    for (const id of staffIds) this.staff.set(id, emptyPeriods());
    for (let d = w.splitDay; d <= w.lastDay; d = addDays(d, 1)) this.days.set(d, { service: 0, product: 0 });
  }

  private of(staffId: string | null, current: boolean): Tally | undefined {
    const periods = staffId === null ? this.group : this.staff.get(staffId);
    return periods && (current ? periods.current : periods.previous);
  }

  private day(day: string) {
    return day >= this.w.splitDay ? this.days.get(day) : undefined;
  }

  /**
   * Tickets: people's rows, and with `withGroup` the group's rows (a sale shared by two counts
   * once); without it the group's tickets come from its location sales (addLocationSales).
   */
  addTickets(rows: readonly TicketsRow[], withGroup: boolean): void {
    for (const r of rows) {
      if (r.staff_id === null && !withGroup) continue;
      const t = this.of(r.staff_id, r.day >= this.w.splitDay);
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
      const current = r.day >= this.w.splitDay;
      const targets = withGroup
        ? [this.of(r.staffId, current), this.of(null, current)]
        : [this.of(r.staffId, current)];
      for (const t of targets) if (t) addLine(t, r);
      const day = withGroup && r.kind !== 'tip' ? this.day(r.day) : undefined;
      if (day) day[r.kind === 'service' ? 'service' : 'product'] += r.netCents - r.refundedNetCents;
    }
  }

  /** The locations' whole sales per window day (metrics' day sums): the group's sales figures and the daily series. */
  addLocationSales(days: readonly { day: string; sums: SalesSums }[]): void {
    for (const { day: date, sums: s } of days) {
      const t = this.of(null, date >= this.w.splitDay)!;
      t.serviceCents += s.serviceNetCents;
      t.productCents += s.productNetCents;
      t.serviceRefundCents += s.serviceRefundedCents;
      t.productRefundCents += s.productRefundedCents;
      t.tipsCents += s.tipsCents - s.refundedTipsCents;
      t.tickets += s.tickets;
      const day = this.day(date);
      if (day) {
        day.service += s.serviceNetCents - s.serviceRefundedCents;
        day.product += s.productNetCents - s.productRefundedCents;
      }
    }
  }

  /** Appointment figures: people's rows and the group's (visits shared by two count once). */
  addAppointments(rows: readonly AppointmentFiguresRow[]): void {
    for (const r of rows) {
      const t = this.of(r.staff_id, r.current);
      if (!t) continue;
      t.appointments += r.appointments;
      t.noShows += r.no_shows;
      t.bookedMinutes += r.booked_minutes;
      t.completedVisits += r.completed_visits;
      t.rebookedVisits += r.rebooked_visits;
    }
  }

  /** New and returning clients: people's rows and the group's (a shared client counts once). */
  addClients(rows: readonly ClientFiguresRow[]): void {
    for (const r of rows) {
      const t = this.of(r.staff_id, r.current);
      if (!t) continue;
      t.newClients += r.new_clients;
      t.returningClients += r.returning_clients;
    }
  }

  /** Scheduled minutes per person and period, added up for the group. */
  addScheduled(minutes: ReadonlyMap<string, { current: number; previous: number }>): void {
    for (const [staffId, m] of minutes) {
      for (const current of [true, false]) {
        const value = current ? m.current : m.previous;
        for (const t of [this.of(staffId, current), this.of(null, current)])
          if (t) t.scheduledMinutes += value;
      }
    }
  }

  /** Every day of the current period, in order. */
  daily(): PerformanceDay[] {
    return [...this.days].map(([date, d]) => ({
      date,
      serviceRevenueCents: d.service,
      productRevenueCents: d.product,
      revenueCents: d.service + d.product,
    }));
  }
}
