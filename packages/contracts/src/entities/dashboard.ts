/**
 * Dashboards (issue #15 "Dashboards"; spec core.md §2 routes /dashboard and /dashboard-grid):
 * the widgets each role opens Daybook on, and the grid arrangement a person saves for
 * /dashboard-grid. A layout item places one widget on a 12-column grid: `x`, `w` in columns,
 * `y`, `h` in rows (react-grid-layout's units).
 */
import { z } from 'zod';
import type { Role } from '../roles.js';

/** Every widget a dashboard can show, by id. */
export const DASHBOARD_WIDGETS = [
  // Front desk
  'arrivals',
  'late',
  'in-chair',
  'ready-to-pay',
  'walk-ins',
  'waitlist',
  // Employee
  'next-client',
  'my-clients-today',
  'my-earnings',
  // Manager and owner
  'revenue',
  'appointments',
  'utilisation',
  'rebooking',
  'new-clients',
  'no-shows',
  'low-stock',
  'pending-time-off',
  // Admin
  'locations',
] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

const FIGURES: readonly DashboardWidget[] = [
  'revenue',
  'appointments',
  'utilisation',
  'rebooking',
  'new-clients',
  'no-shows',
];

/** The widgets each role's dashboard shows, in their default order. */
export const DASHBOARD_WIDGETS_BY_ROLE: Record<Role, readonly DashboardWidget[]> = {
  FRONTDESK: ['arrivals', 'late', 'in-chair', 'ready-to-pay', 'walk-ins', 'waitlist'],
  EMPLOYEE: ['next-client', 'my-clients-today', 'my-earnings'],
  MANAGER: [...FIGURES, 'low-stock', 'pending-time-off'],
  BUSINESS_OWNER: [...FIGURES, 'low-stock', 'pending-time-off'],
  ADMIN: ['locations', ...FIGURES],
};

/** Grid columns of /dashboard-grid. */
export const DASHBOARD_GRID_COLUMNS = 12;
/** Tallest a widget may be, in grid rows. */
export const DASHBOARD_GRID_MAX_ROWS = 24;
/** Lowest row a widget may start on. */
export const DASHBOARD_GRID_MAX_Y = 1000;

/** Every user-facing text of the dashboards. */
export const DASHBOARD_MESSAGES = {
  layoutSaved: 'Dashboard layout saved',
  layoutSaveFailed: 'Failed to save dashboard layout',
  layoutReset: 'Dashboard layout reset',
  layoutLoadFailed: 'Failed to load dashboard layout',
  widget: 'Not a widget the dashboard knows.',
  duplicate: 'Each widget may appear once.',
  x: `x must be a whole number from 0 to ${DASHBOARD_GRID_COLUMNS - 1}.`,
  y: `y must be a whole number from 0 to ${DASHBOARD_GRID_MAX_Y}.`,
  w: `w must be a whole number from 1 to ${DASHBOARD_GRID_COLUMNS}.`,
  h: `h must be a whole number from 1 to ${DASHBOARD_GRID_MAX_ROWS}.`,
  overflow: `A widget must fit within ${DASHBOARD_GRID_COLUMNS} columns (x + w).`,
} as const;

const M = DASHBOARD_MESSAGES;
const whole = (message: string, min: number, max: number) =>
  z.number(message).int(message).min(min, message).max(max, message);

/** One widget's place on the grid. */
export const dashboardLayoutItemSchema = z
  .object({
    i: z.enum(DASHBOARD_WIDGETS, M.widget),
    x: whole(M.x, 0, DASHBOARD_GRID_COLUMNS - 1),
    y: whole(M.y, 0, DASHBOARD_GRID_MAX_Y),
    w: whole(M.w, 1, DASHBOARD_GRID_COLUMNS),
    h: whole(M.h, 1, DASHBOARD_GRID_MAX_ROWS),
  })
  .refine((item) => item.x + item.w <= DASHBOARD_GRID_COLUMNS, { message: M.overflow, path: ['w'] });
export type DashboardLayoutItem = z.infer<typeof dashboardLayoutItemSchema>;

/** A person's saved arrangement; `items` empty and `updatedAt` null until they save one. */
export const dashboardLayoutSchema = z.object({
  items: z.array(dashboardLayoutItemSchema),
  /** ISO 8601 instant of the last save. */
  updatedAt: z.string().nullable(),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;
