/**
 * The manager's and owner's figure widgets (issue #15 "Dashboards"): revenue, appointments,
 * utilisation, rebooking, new clients and no-shows of the selected location, today and this
 * week, each against the previous period (contracts entities/performance.ts defines them).
 */
import type { PerformanceFigure } from '@daybook/contracts';
import { count, dollars, percent } from '../../lib/figures';
import { FigureCard, type Figure } from './figure-card';

const amount = (figure: PerformanceFigure, format: (n: number) => string) => ({
  figure,
  format: (n: number | null) => format(n ?? 0),
  kind: 'amount' as const,
});

const REVENUE: Figure = {
  title: 'Revenue',
  ...amount('revenueCents', dollars),
  growsThroughDay: true,
};
const APPOINTMENTS: Figure = { title: 'Appointments', ...amount('appointments', count) };
const UTILISATION: Figure = {
  title: 'Utilisation',
  figure: 'utilisation',
  format: percent,
  kind: 'ratio',
};
const REBOOKING: Figure = {
  title: 'Rebooking rate',
  figure: 'rebookingRate',
  format: percent,
  kind: 'ratio',
};
const NEW_CLIENTS: Figure = {
  title: 'New clients',
  ...amount('newClients', count),
  growsThroughDay: true,
};
const NO_SHOWS: Figure = {
  title: 'No-shows',
  ...amount('noShows', count),
  lowerIsBetter: true,
  growsThroughDay: true,
};

/** Revenue after refunds, without tax and tips, in US dollars. */
export function RevenueWidget() {
  return <FigureCard figure={REVENUE} />;
}

/** Appointments held (neither cancelled nor no-show). */
export function AppointmentsWidget() {
  return <FigureCard figure={APPOINTMENTS} />;
}

/** Booked minutes as a percent of scheduled minutes; change in points. */
export function UtilisationWidget() {
  return <FigureCard figure={UTILISATION} />;
}

/** Completed visits rebooked within the rebooking window, as a percent; change in points. */
export function RebookingWidget() {
  return <FigureCard figure={REBOOKING} />;
}

/** Clients whose first completed visit fell in the period. */
export function NewClientsWidget() {
  return <FigureCard figure={NEW_CLIENTS} />;
}

/** Appointments marked no-show; a rise shows in red. */
export function NoShowsWidget() {
  return <FigureCard figure={NO_SHOWS} />;
}
