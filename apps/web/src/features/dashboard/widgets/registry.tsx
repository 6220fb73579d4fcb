/**
 * Every dashboard widget by id (contracts DASHBOARD_WIDGETS): its component and its default
 * size on the 12-column grid of /dashboard-grid. /dashboard shows a role's widgets in
 * DASHBOARD_WIDGETS_BY_ROLE order; /dashboard-grid places the same ones where the person put them.
 */
import type { ComponentType } from 'react';
import type { DashboardWidget } from '@daybook/contracts';
import { ArrivalsWidget } from './front-desk/arrivals-widget';
import { InChairWidget } from './front-desk/in-chair-widget';
import { LateWidget } from './front-desk/late-widget';
import { ReadyToPayWidget } from './front-desk/ready-to-pay-widget';
import { WaitlistWidget } from './front-desk/waitlist-widget';
import { WalkInsWidget } from './front-desk/walk-ins-widget';
import { MyClientsTodayWidget } from './employee/my-clients-today-widget';
import { MyEarningsWidget } from './employee/my-earnings-widget';
import { NextClientWidget } from './employee/next-client-widget';
import {
  AppointmentsWidget,
  NewClientsWidget,
  NoShowsWidget,
  RebookingWidget,
  RevenueWidget,
  UtilisationWidget,
} from './figures/figure-widgets';
import { LowStockWidget } from './figures/low-stock-widget';
import { PendingTimeOffWidget } from './figures/pending-time-off-widget';
import { LocationsWidget } from './locations/locations-widget';

export interface WidgetEntry {
  Component: ComponentType;
  /** The widget's title, naming it where the widget itself is not in view (arranging). */
  label: string;
  /**
   * Width in columns of 12 (on /dashboard from a tablet up, and the default on /dashboard-grid)
   * and default height in grid rows on /dashboard-grid.
   */
  w: number;
  h: number;
}

export const WIDGETS: Record<DashboardWidget, WidgetEntry> = {
  arrivals: { label: "Today's arrivals", Component: ArrivalsWidget, w: 8, h: 8 },
  late: { label: 'Running late', Component: LateWidget, w: 4, h: 4 },
  'in-chair': { label: 'In the chair', Component: InChairWidget, w: 4, h: 4 },
  'ready-to-pay': { label: 'Ready to pay', Component: ReadyToPayWidget, w: 4, h: 4 },
  'walk-ins': { label: 'Walk-ins', Component: WalkInsWidget, w: 4, h: 5 },
  waitlist: { label: 'Waitlist', Component: WaitlistWidget, w: 4, h: 5 },
  'next-client': { label: 'Your next client', Component: NextClientWidget, w: 6, h: 6 },
  'my-clients-today': { label: 'My clients today', Component: MyClientsTodayWidget, w: 6, h: 6 },
  'my-earnings': { label: 'My earnings', Component: MyEarningsWidget, w: 4, h: 4 },
  revenue: { label: 'Revenue', Component: RevenueWidget, w: 4, h: 3 },
  appointments: { label: 'Appointments', Component: AppointmentsWidget, w: 4, h: 3 },
  utilisation: { label: 'Utilisation', Component: UtilisationWidget, w: 4, h: 3 },
  rebooking: { label: 'Rebooking rate', Component: RebookingWidget, w: 4, h: 3 },
  'new-clients': { label: 'New clients', Component: NewClientsWidget, w: 4, h: 3 },
  'no-shows': { label: 'No-shows', Component: NoShowsWidget, w: 4, h: 3 },
  'low-stock': { label: 'Low stock', Component: LowStockWidget, w: 6, h: 5 },
  'pending-time-off': { label: 'Pending time off', Component: PendingTimeOffWidget, w: 6, h: 5 },
  locations: { label: 'Locations', Component: LocationsWidget, w: 12, h: 6 },
};
