/** Service catalogue endpoints (spec core.md §7 "Services"). */
import { z } from 'zod';
import { envelope, includeInactiveQuerySchema } from './envelope.js';
import { serviceSchema } from '../entities/service.js';

/** Paths as the spec gives them: the list under /api/admin, the writes without the prefix. */
export const SERVICE_PATHS = {
  list: (establishmentId: string, tenantId: string) =>
    `/api/admin/services/establishment/${establishmentId}/tenant/${tenantId}`,
  create: (establishmentId: string, tenantId: string) =>
    `/api/services/establishment/${establishmentId}/tenant/${tenantId}`,
  one: (tenantId: string, serviceId: string) => `/api/services/tenant/${tenantId}/services/${serviceId}`,
} as const;

export const serviceEstablishmentParamsSchema = z.object({
  establishmentId: z.uuid('Not a valid establishment id.'),
  tenantId: z.uuid('Not a valid tenant id.'),
});
export const serviceParamsSchema = z.object({
  tenantId: z.uuid('Not a valid tenant id.'),
  serviceId: z.uuid('Not a valid service id.'),
});
export const serviceListQuerySchema = includeInactiveQuerySchema;

export const serviceListResponseSchema = envelope(z.array(serviceSchema));
export const serviceResponseSchema = envelope(serviceSchema);
