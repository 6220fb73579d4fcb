/**
 * Internal request endpoints (spec operations.md §2 Requests, §7 "not shown": designed here after
 * the other admin paths; issue #15). Bodies are snake_case like the HR ones. Employees and the
 * front desk raise requests and see the ones they raised or were assigned; managers see and
 * handle their locations' (roles.ts `request:*`).
 */
import { z } from 'zod';
import { TEXT_MAX, idSchema, optionalTextSchema, requiredTextSchema, queryInt } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import {
  REQUEST_MESSAGES as M,
  REQUEST_PAGE_SIZE,
  REQUEST_PAGE_SIZE_MAX,
  REQUEST_PRIORITIES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  internalRequestSchema,
  requestAssigneeSchema,
} from '../entities/request.js';

const establishmentParams = z.object({ id: idSchema('Not a valid establishment id.') });
const requestParams = z.object({ id: idSchema(M.requestId) });
const type = z.enum(REQUEST_TYPES, M.type);
const priority = z.enum(REQUEST_PRIORITIES, M.priority);
const status = z.enum(REQUEST_STATUSES, M.status);
const title = requiredTextSchema({ max: TEXT_MAX.line, required: M.title, message: M.title });
const description = optionalTextSchema({ max: TEXT_MAX.long, multiline: true });

/** GET …/requests query: status, type, priority, `mine` (raised by or assigned to me), a page. */
export const requestListQuerySchema = z.object({
  status: status.optional(),
  type: type.optional(),
  priority: priority.optional(),
  mine: z
    .enum(['true', 'false'], M.mine)
    .optional()
    .transform((v) => v === 'true'),
  page: queryInt('page must be a whole number of at least 1.', 1, 1_000_000).default(1),
  pageSize: queryInt(
    `pageSize must be between 1 and ${REQUEST_PAGE_SIZE_MAX}.`,
    1,
    REQUEST_PAGE_SIZE_MAX,
  ).default(REQUEST_PAGE_SIZE),
});
export type RequestListQuery = z.input<typeof requestListQuerySchema>;
export type RequestListQueryParsed = z.output<typeof requestListQuerySchema>;

/** One page of requests, newest first, and per status how many match the other filters. */
export const requestListSchema = z.object({
  requests: z.array(internalRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(z.enum(REQUEST_STATUSES), z.number().int()),
});
export type RequestList = z.infer<typeof requestListSchema>;

/** POST /api/admin/requests body: an open request of the signed-in person at a location. */
export const requestCreateSchema = z.object({
  establishment_id: idSchema('Not a valid establishment id.'),
  title,
  description,
  type,
  priority: priority.default('normal'),
});
export type RequestCreate = z.input<typeof requestCreateSchema>;
export type RequestCreateParsed = z.output<typeof requestCreateSchema>;

/**
 * PATCH /api/admin/requests/{id} body, every field optional: `assigned_to` (managers; an open
 * request becomes in_progress, null unassigns), `status` along REQUEST_TRANSITIONS (409
 * otherwise), `response` (the assignee or a manager), and the details.
 */
export const requestUpdateSchema = z.object({
  assigned_to: idSchema(M.assigneeId).nullable().optional(),
  status: status.optional(),
  response: optionalTextSchema({ max: TEXT_MAX.long, multiline: true }),
  title: title.optional(),
  description,
  type: type.optional(),
  priority: priority.optional(),
});
export type RequestUpdate = z.input<typeof requestUpdateSchema>;
export type RequestUpdateParsed = z.output<typeof requestUpdateSchema>;

export const REQUEST_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/requests',
    access: { permission: 'request:read' },
    summary: 'Requests of a location (employees: raised by or assigned to them), newest first, paged.',
    params: establishmentParams,
    query: requestListQuerySchema,
    response: envelope(requestListSchema),
  }),
  assignees: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/request-assignees',
    access: { permission: 'request:update' },
    summary: 'Active people of a location a manager may assign requests to, by name.',
    params: establishmentParams,
    response: envelope(z.array(requestAssigneeSchema)),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/requests',
    access: { permission: 'request:create' },
    summary: 'Raises an open request at a location; its managers are notified.',
    body: requestCreateSchema,
    response: envelope(internalRequestSchema),
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/requests/:id',
    access: { permission: 'request:read' },
    summary: 'One request (employees: raised by or assigned to them; 404 otherwise).',
    params: requestParams,
    response: envelope(internalRequestSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/requests/:id',
    access: { permission: 'request:update' },
    summary: 'Assigns, moves the status (409 on a move the transition table refuses), responds, edits.',
    params: requestParams,
    body: requestUpdateSchema,
    response: envelope(internalRequestSchema),
  }),
} as const;
