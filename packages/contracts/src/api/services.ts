/** Service catalogue endpoints (spec core.md §7 "Services"). */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope, includeInactiveQuerySchema, successOnlySchema } from './envelope.js';
import { serviceCreateSchema, serviceSchema, serviceUpdateSchema } from '../entities/service.js';

export const serviceEstablishmentParamsSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
  tenantId: idSchema('Not a valid tenant id.'),
});
export const serviceParamsSchema = z.object({
  tenantId: idSchema('Not a valid tenant id.'),
  serviceId: idSchema('Not a valid service id.'),
});
export const serviceListQuerySchema = includeInactiveQuerySchema;

export const serviceListResponseSchema = envelope(z.array(serviceSchema));
export const serviceResponseSchema = envelope(serviceSchema);

/**
 * The service catalogue endpoints, paths as the spec gives them: the list under /api/admin, the
 * writes without the prefix.
 */
export const SERVICE_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/services/establishment/:establishmentId/tenant/:tenantId',
    access: { permission: 'service:read' },
    summary:
      "The establishment's services by category then name; `includeInactive=true` adds deactivated ones.",
    params: serviceEstablishmentParamsSchema,
    query: serviceListQuerySchema,
    response: serviceListResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/services/establishment/:establishmentId/tenant/:tenantId',
    access: { permission: 'service:create' },
    summary: "Adds a service to the establishment's catalogue.",
    params: serviceEstablishmentParamsSchema,
    body: serviceCreateSchema,
    response: serviceResponseSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/services/tenant/:tenantId/services/:serviceId',
    access: { permission: 'service:update' },
    summary: "Updates any subset of a service's fields; `staffIds` replaces the staff list.",
    params: serviceParamsSchema,
    body: serviceUpdateSchema,
    response: serviceResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/services/tenant/:tenantId/services/:serviceId',
    access: { permission: 'service:delete' },
    summary: 'Deletes a service; 409 while appointments still reference it.',
    params: serviceParamsSchema,
    response: successOnlySchema,
  }),
} as const;
