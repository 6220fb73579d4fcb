/**
 * Dashboard endpoints (issue #15 "/dashboard-grid: … saved per user"; the spec shows no call,
 * so the paths are designed here): the signed-in person's grid arrangement, read and replaced
 * whole. The widgets' figures come from the modules that own them (appointments, checkout,
 * performance, inventory, time off, walk-ins, waitlist).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_WIDGETS,
  dashboardLayoutItemSchema,
  dashboardLayoutSchema,
} from '../entities/dashboard.js';

/** PUT body: the whole arrangement, each widget at most once. */
export const dashboardLayoutUpdateSchema = z.object({
  items: z
    .array(dashboardLayoutItemSchema)
    .max(DASHBOARD_WIDGETS.length, DASHBOARD_MESSAGES.duplicate)
    .refine(
      (items) => new Set(items.map((item) => item.i)).size === items.length,
      DASHBOARD_MESSAGES.duplicate,
    ),
});
export type DashboardLayoutUpdate = z.input<typeof dashboardLayoutUpdateSchema>;

export const DASHBOARD_ENDPOINTS = {
  layout: endpoint({
    method: 'GET',
    path: '/api/dashboard/layout',
    access: { signedIn: true },
    summary: 'The signed-in person’s /dashboard-grid arrangement in this tenant (empty until saved).',
    response: envelope(dashboardLayoutSchema),
  }),
  saveLayout: endpoint({
    method: 'PUT',
    path: '/api/dashboard/layout',
    access: { signedIn: true },
    summary: 'Replaces the signed-in person’s /dashboard-grid arrangement; an empty list resets it.',
    body: dashboardLayoutUpdateSchema,
    response: envelope(dashboardLayoutSchema),
  }),
} as const;
