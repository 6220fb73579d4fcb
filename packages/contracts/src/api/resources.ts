/** Room and resource endpoints (spec core.md §7: GET /api/admin/resources/establishment/{id}). */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope, includeInactiveQuerySchema, successOnlySchema } from './envelope.js';
import { resourceCreateSchema, resourceSchema, resourceUpdateSchema } from '../entities/resource.js';

export const resourceEstablishmentParamsSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
});
export const resourceParamsSchema = z.object({ id: idSchema('Not a valid resource id.') });
export const resourceListQuerySchema = includeInactiveQuerySchema;

export const resourceListResponseSchema = envelope(z.array(resourceSchema));
export const resourceResponseSchema = envelope(resourceSchema);

/**
 * The spec's list path; creation posts to the same path, and one resource is addressed by id.
 * Reading needs sign-in and reach of the establishment; writing needs establishment:update.
 */
export const RESOURCE_ENDPOINTS = {
  /** Anyone signed in who works at the establishment: the booking form lists rooms. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/resources/establishment/:establishmentId',
    access: { signedIn: true },
    summary:
      "The establishment's rooms then equipment, by name; `includeInactive=true` adds deactivated ones.",
    params: resourceEstablishmentParamsSchema,
    query: resourceListQuerySchema,
    response: resourceListResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/resources/establishment/:establishmentId',
    access: { permission: 'establishment:update' },
    summary: 'Adds a room or piece of equipment.',
    params: resourceEstablishmentParamsSchema,
    body: resourceCreateSchema,
    response: resourceResponseSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/resources/:id',
    access: { permission: 'establishment:update' },
    summary: 'Changes any subset of name, kind and isActive.',
    params: resourceParamsSchema,
    body: resourceUpdateSchema,
    response: resourceResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/resources/:id',
    access: { permission: 'establishment:update' },
    summary: 'Deletes a resource; 409 while appointments hold it.',
    params: resourceParamsSchema,
    response: successOnlySchema,
  }),
} as const;
