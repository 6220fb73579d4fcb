/**
 * Walk-in endpoints (spec operations.md §7 "Waitlist and walk-ins"; issue #15): today's queue
 * of a location with wait estimates, adding a walk-in, who could start one now, and a status
 * change. The tenant id in the
 * path must be the session's and the establishment within reach, else 404.
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import {
  walkInCreateSchema,
  walkInSchema,
  walkInStaffOptionSchema,
  walkInStatusSchema,
} from '../entities/walk-in.js';

const placeParams = z.object({
  tenantId: idSchema('Not a valid tenant id.'),
  establishmentId: idSchema('Not a valid establishment id.'),
});
const visitParams = placeParams.extend({ visitId: idSchema('Not a valid walk-in id.') });
const base = '/api/admin/visits/tenant/:tenantId/establishment/:establishmentId';

export const WALK_IN_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: base,
    access: { permission: 'appointment:read' },
    summary: 'Today’s walk-ins of a location in check-in order, each waiting one with its wait estimate.',
    params: placeParams,
    response: envelope(z.array(walkInSchema)),
  }),
  create: endpoint({
    method: 'POST',
    path: base,
    access: { permission: 'appointment:create' },
    summary: 'Adds a walk-in to the queue, waiting.',
    params: placeParams,
    body: walkInCreateSchema,
    response: envelope(walkInSchema),
    status: 201,
  }),
  staffOptions: endpoint({
    method: 'GET',
    path: `${base}/:visitId/staff`,
    access: { permission: 'appointment:create' },
    summary:
      'Who could start a waiting walk-in’s service: each staff member who performs it, free now or not, with their next opening today.',
    params: visitParams,
    response: envelope(z.array(walkInStaffOptionSchema)),
  }),
  updateStatus: endpoint({
    method: 'PATCH',
    path: `${base}/:visitId`,
    // Changing the queue is the front desk's: employees (appointment:update on their own) only read it.
    access: { permission: 'appointment:create' },
    summary:
      'Changes a walk-in’s status; starting service books an appointment now (409 when the staff member is busy).',
    params: visitParams,
    body: walkInStatusSchema,
    response: envelope(walkInSchema),
  }),
} as const;
