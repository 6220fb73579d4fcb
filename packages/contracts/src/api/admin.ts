/** Profile, tenant and public config endpoints (spec core.md §7 "Profile and tenant"). */
import { z } from 'zod';
import { envelope } from './envelope.js';
import { tenantSchema, userProfileSchema } from '../entities/user.js';

export { ADMIN_PATHS } from './paths.js';

export const profileResponseSchema = envelope(userProfileSchema);
/** Confirms the tenant; `establishmentId` also records the last establishment used. */
export const updateMetadataRequestSchema = z.object({
  tenantId: z.string().min(1),
  establishmentId: z.uuid().optional(),
});
export const userIdParamSchema = z.object({ userId: z.uuid('Not a valid id.') });
export const tenantIdParamSchema = z.object({ tenantId: z.uuid('Not a valid id.') });
export const tenantResponseSchema = envelope(tenantSchema);

export const demoAccountSchema = z.object({ email: z.string(), role: z.string(), label: z.string() });

export const publicConfigSchema = z.object({
  appName: z.string(),
  version: z.string(),
  /** Present only when the server runs with demo data: the sign-in page lists these accounts. */
  demo: z.object({ password: z.string(), accounts: z.array(demoAccountSchema) }).nullable(),
  passwordMinLength: z.number(),
});
export const publicConfigResponseSchema = envelope(publicConfigSchema);
export type PublicConfig = z.infer<typeof publicConfigSchema>;
