/** Room and resource endpoints (spec core.md §7: GET /api/admin/resources/establishment/{id}). */
import { z } from 'zod';
import { envelope, includeInactiveQuerySchema } from './envelope.js';
import { resourceSchema } from '../entities/resource.js';

/**
 * The spec's list path; creation posts to the same path, and one resource is addressed by id.
 * Reading needs sign-in and reach of the establishment; writing needs establishment:update.
 */
export const RESOURCE_PATHS = {
  list: (establishmentId: string) => `/api/admin/resources/establishment/${establishmentId}`,
  one: (id: string) => `/api/admin/resources/${id}`,
} as const;

export const resourceEstablishmentParamsSchema = z.object({
  establishmentId: z.uuid('Not a valid establishment id.'),
});
export const resourceParamsSchema = z.object({ id: z.uuid('Not a valid resource id.') });
export const resourceListQuerySchema = includeInactiveQuerySchema;

export const resourceListResponseSchema = envelope(z.array(resourceSchema));
export const resourceResponseSchema = envelope(resourceSchema);
