/**
 * Employee endpoints (spec operations.md §7 HR, §3 Employee; issue #14): the spec's list path
 * per establishment, and get, create (an invitation), update, the future appointments of a
 * person and terminate under /api/admin/employees.
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import {
  employeeCreateSchema,
  employeeSchema,
  employeeTerminateSchema,
  employeeUpdateSchema,
  futureAppointmentSchema,
} from '../entities/employee.js';

const idParams = z.object({ id: idSchema('Not a valid employee id.') });
const employeeResponse = envelope(employeeSchema);
const withMessage = z.object({ success: z.literal(true), data: employeeSchema, message: z.string() });

/** GET …/employees query: `includeTerminated=true` also lists people who have left. */
export const employeeListQuerySchema = z.object({
  includeTerminated: z
    .enum(['true', 'false'], 'includeTerminated must be true or false.')
    .optional()
    .transform((v) => v === 'true'),
});

export const EMPLOYEE_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/employees',
    access: { signedIn: true },
    summary:
      'People working at the establishment as Employees (spec §3); contacts and pay only for employee:read holders and the person themself.',
    params: z.object({ id: idSchema('Not a valid establishment id.') }),
    query: employeeListQuerySchema,
    response: envelope(z.array(employeeSchema)),
  }),
  tenantList: endpoint({
    method: 'GET',
    path: '/api/admin/employees',
    access: { permission: 'employee:read' },
    summary: "Every employee the actor reaches (owner and admin: the tenant's; a manager: their locations').",
    query: employeeListQuerySchema,
    response: envelope(z.array(employeeSchema)),
  }),
  item: endpoint({
    method: 'GET',
    path: '/api/admin/employees/:id',
    access: { permission: 'employee:read' },
    summary: 'One employee; an employee reads only their own record. 404 out of reach.',
    params: idParams,
    response: employeeResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/employees',
    access: { permission: 'employee:create' },
    summary:
      'Adds a person: account with a role, location, staff profile and employee record, and emails a single-use link to set a password. 409 email taken.',
    body: employeeCreateSchema,
    response: withMessage.extend({
      /** The set-password link when mail goes to the server's outbox (no SMTP); null when emailed. */
      invitationLink: z.string().nullable(),
    }),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/employees/:id',
    access: { permission: 'employee:update' },
    summary: 'Updates the HR record, profile and pay of an employee (a missing field stays).',
    params: idParams,
    body: employeeUpdateSchema,
    response: withMessage,
  }),
  futureAppointments: endpoint({
    method: 'GET',
    path: '/api/admin/employees/:id/future-appointments',
    access: { permission: 'employee:delete' },
    summary: 'Appointments after now, not cancelled, held by the person: what terminating must reassign.',
    params: idParams,
    response: envelope(z.array(futureAppointmentSchema)),
  }),
  terminate: endpoint({
    method: 'POST',
    path: '/api/admin/employees/:id/terminate',
    access: { permission: 'employee:delete' },
    summary:
      'Terminates: reassigns (or, with cancelRemaining, cancels) future appointments, sets the termination date, turns access off and ends every session. 409 lists appointments left.',
    params: idParams,
    body: employeeTerminateSchema,
    response: withMessage,
  }),
} as const;
