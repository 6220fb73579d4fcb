/**
 * Adding up the performance queries' rows into each person's and the group's figures for the
 * current and previous periods, and the daily series (definitions: contracts
 * entities/performance.ts). Pure: no database. Money is integer cents.
 */
import type { PerformanceDay, PerformanceFigures } from '@daybook/contracts';
import { addDays } from '../../lib/local-dates.js';
import type {
  AppointmentFiguresRow,
  ClientFiguresRow,
  PerformanceWindow,
  SalesRow,
} from './performance.repository.js';

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

  /** Sales: people's rows, and the group's rows (whose tickets count a shared sale once). */
  addSales(rows: readonly SalesRow[]): void {
    for (const r of rows) {
      const t = this.of(r.staff_id, r.day >= this.w.splitDay);
      if (!t) continue;
      t.serviceCents += Number(r.service_cents);
      t.productCents += Number(r.product_cents);
      t.tickets += r.sale_count;
      const day = r.staff_id === null ? this.day(r.day) : undefined;
      if (day) {
        day.service += Number(r.service_cents);
        day.product += Number(r.product_cents);
      }
    }
  }

  /** Refund shares: each person's, added up for the group and the day. */
  addRefunds(
    rows: readonly {
      staff_id: string;
      day: string;
      service_cents: string | number;
      product_cents: string | number;
    }[],
  ): void {
    for (const r of rows) {
      const current = r.day >= this.w.splitDay;
      const service = Number(r.service_cents);
      const product = Number(r.product_cents);
      for (const t of [this.of(r.staff_id, current), this.of(null, current)]) {
        if (!t) continue;
        t.serviceRefundCents += service;
        t.productRefundCents += product;
      }
      const day = this.day(r.day);
      if (day) {
        day.service -= service;
        day.product -= product;
      }
    }
  }

  /** Tips: each person's, added up for the group. */
  addTips(rows: readonly { staff_id: string; day: string; tips_cents: string | number }[]): void {
    for (const r of rows) {
      const current = r.day >= this.w.splitDay;
      for (const t of [this.of(r.staff_id, current), this.of(null, current)])
        if (t) t.tipsCents += Number(r.tips_cents);
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
