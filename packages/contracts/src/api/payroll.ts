/**
 * Payroll endpoints (issue #14 "Payroll" and "My Earnings"): the tenant's pay period setting, a
 * location's periods and pay runs (draft, recompute, finalise, CSV export), a line's sales and
 * tips, commission plans, and the signed-in person's own pay by period. Managers draft and review
 * for their location; owners and admins finalise (payroll:approve); employees read their own
 * lines of finalised runs only.
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import {
  commissionPlanSchema,
  commissionPlanUpdateSchema,
  myEarningsPeriodSchema,
  overtimeRuleSchema,
  overtimeRuleUpdateSchema,
  payLineDetailsSchema,
  payPeriodSchema,
  payRunCreateSchema,
  payRunSchema,
  payRunSummarySchema,
  payrollSettingsSchema,
  payrollSettingsUpdateSchema,
} from '../entities/payroll.js';

const establishmentQuery = z.object({ establishmentId: idSchema('Not a valid establishment id.') });
const runParams = z.object({ id: idSchema('Not a valid pay run id.') });

export const PAYROLL_ENDPOINTS = {
  settings: endpoint({
    method: 'GET',
    path: '/api/payroll/settings',
    access: { permission: 'payroll:read' },
    summary: 'The tenant’s pay period (bi-weekly by default) and its anchor date.',
    response: envelope(payrollSettingsSchema),
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/payroll/settings',
    access: { permission: 'tenant:settings' },
    summary: 'Sets the tenant’s pay period and anchor date (owners).',
    body: payrollSettingsUpdateSchema,
    response: envelope(payrollSettingsSchema),
  }),
  overtime: endpoint({
    method: 'GET',
    path: '/api/payroll/overtime',
    access: { permission: 'payroll:read' },
    summary: 'A location’s overtime rule: weekly and daily thresholds (minutes) and the multiplier.',
    query: establishmentQuery,
    response: envelope(overtimeRuleSchema),
  }),
  updateOvertime: endpoint({
    method: 'PUT',
    path: '/api/payroll/overtime',
    access: { permission: 'tenant:settings' },
    summary: 'Sets a location’s overtime rule (owners); draft runs take it when recomputed.',
    query: establishmentQuery,
    body: overtimeRuleUpdateSchema,
    response: envelope(overtimeRuleSchema),
  }),
  periods: endpoint({
    method: 'GET',
    path: '/api/payroll/periods',
    access: { permission: 'payroll:read' },
    summary: 'A location’s recent pay periods, newest first, with the run of each (if drafted).',
    query: establishmentQuery,
    response: envelope(z.array(payPeriodSchema)),
  }),
  runs: endpoint({
    method: 'GET',
    path: '/api/payroll/runs',
    access: { permission: 'payroll:read' },
    summary: 'A location’s pay runs, newest period first (employees: finalised, their own line).',
    query: establishmentQuery,
    response: envelope(z.array(payRunSummarySchema)),
  }),
  createRun: endpoint({
    method: 'POST',
    path: '/api/payroll/runs',
    access: { permission: 'payroll:create' },
    summary: 'Drafts the pay run of a location and period (one per period; 409 when it exists).',
    body: payRunCreateSchema,
    response: envelope(payRunSchema),
    status: 201,
  }),
  run: endpoint({
    method: 'GET',
    path: '/api/payroll/runs/:id',
    access: { permission: 'payroll:read' },
    summary: 'One pay run with its lines (employees: finalised runs, their own line).',
    params: runParams,
    response: envelope(payRunSchema),
  }),
  recomputeRun: endpoint({
    method: 'POST',
    path: '/api/payroll/runs/:id/recompute',
    access: { permission: 'payroll:update' },
    summary: 'Computes a draft pay run again from today’s data; 409 once finalised.',
    params: runParams,
    response: envelope(payRunSchema),
  }),
  finaliseRun: endpoint({
    method: 'POST',
    path: '/api/payroll/runs/:id/finalise',
    access: { permission: 'payroll:approve' },
    summary: 'Finalises a draft pay run as reviewed; it is immutable from then on (owners).',
    params: runParams,
    response: envelope(payRunSchema),
  }),
  exportRun: endpoint({
    method: 'GET',
    path: '/api/payroll/runs/:id/export',
    access: { permission: 'payroll:read' },
    summary: 'A pay run as CSV for a payroll provider; formula cells neutralised.',
    params: runParams,
    response: z.string(),
    mediaType: 'text/csv',
  }),
  line: endpoint({
    method: 'GET',
    path: '/api/payroll/runs/:id/lines/:lineId',
    access: { permission: 'payroll:read' },
    summary: 'One pay line with the sales, tips and refunds behind it.',
    params: runParams.extend({ lineId: idSchema('Not a valid pay line id.') }),
    response: envelope(payLineDetailsSchema),
  }),
  plans: endpoint({
    method: 'GET',
    path: '/api/payroll/plans',
    access: { permission: 'payroll:update' },
    summary: 'Commission plans of a location’s staff (the employee record’s percents when unsaved).',
    query: establishmentQuery,
    response: envelope(z.array(commissionPlanSchema)),
  }),
  updatePlan: endpoint({
    method: 'PUT',
    path: '/api/payroll/plans/:userId',
    access: { permission: 'payroll:update' },
    summary: 'Sets a person’s commission plan: percents, per-service overrides, tiers and mode.',
    params: z.object({ userId: idSchema('Not a valid person id.') }),
    query: establishmentQuery,
    body: commissionPlanUpdateSchema,
    response: envelope(commissionPlanSchema),
  }),
  myEarnings: endpoint({
    method: 'GET',
    path: '/api/payroll/my-earnings',
    access: { permission: 'payroll:read' },
    summary: 'The signed-in person’s pay lines of finalised runs, newest period first.',
    response: envelope(z.array(myEarningsPeriodSchema)),
  }),
} as const;
