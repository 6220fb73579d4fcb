/** Profile, tenant and public config endpoints (spec core.md §7 "Profile and tenant"). */
import { z } from 'zod';
import { avatarSchema, idSchema, optionalTextSchema, requiredTextSchema, textSchema } from '../fields.js';
import { optionalEmailSchema, optionalPhoneSchema } from '../entities/client.js';
import { endpoint } from './endpoint.js';
import { ADMIN_ROUTES } from './routes.js';
import { envelope } from './envelope.js';
import { tenantSchema, userProfileSchema } from '../entities/user.js';

export const profileResponseSchema = envelope(userProfileSchema);
/** Confirms the tenant; `establishmentId` also records the last establishment used. */
export const updateMetadataRequestSchema = z.object({
  tenantId: textSchema({ max: 64 }).min(1),
  establishmentId: idSchema().optional(),
});
/**
 * PUT /api/admin/user-profiles/:userId: a person's own name, phone and picture (issue #11). A
 * blank phone or a null picture clears it; a missing one leaves it as it is.
 */
export const updateProfileRequestSchema = z.object({
  first_name: requiredTextSchema({ max: 80, required: 'First name is required.' }),
  last_name: requiredTextSchema({ max: 80, required: 'Last name is required.' }),
  phone: optionalPhoneSchema,
  avatar_url: avatarSchema().nullable().optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export const userIdParamSchema = z.object({ userId: idSchema('Not a valid id.') });
export const tenantIdParamSchema = z.object({ tenantId: idSchema('Not a valid id.') });
export const tenantResponseSchema = envelope(tenantSchema);
export const TENANT_NAME_MAX = 100;
export const TENANT_ADDRESS_MAX = 300;
/**
 * PUT /api/admin/tenants/:tenantId: the business's own name, email, phone and address (the
 * onboarding checklist's "business" step, issue #33). A blank email, phone or address clears it;
 * a missing one leaves it as it is.
 */
export const updateTenantRequestSchema = z.object({
  name: requiredTextSchema({
    max: TENANT_NAME_MAX,
    required: 'Business name is required.',
    message: `Business name must be at most ${TENANT_NAME_MAX} characters.`,
  }),
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  address: optionalTextSchema({
    max: TENANT_ADDRESS_MAX,
    message: `Address must be at most ${TENANT_ADDRESS_MAX} characters.`,
  }),
});
export type UpdateTenantRequest = z.input<typeof updateTenantRequestSchema>;

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

/** Profile, tenant and public config (spec core.md §7 "Profile and tenant"), paths as the spec gives them. */
export const ADMIN_ENDPOINTS = {
  profileMeMigrate: endpoint({
    ...ADMIN_ROUTES.profileMeMigrate,
    access: { signedIn: true },
    summary: "The signed-in user's profile (spec name kept: it also serves as the first-load lookup).",
    response: profileResponseSchema,
  }),
  updateMetadata: endpoint({
    ...ADMIN_ROUTES.updateMetadata,
    access: { signedIn: true },
    summary: 'Confirms the tenant id and records the last establishment used.',
    body: updateMetadataRequestSchema,
    response: profileResponseSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/admin/user-profiles/:userId',
    access: { signedIn: true },
    summary: "A user's profile: one's own, or any in the tenant for admin, owner and manager.",
    params: userIdParamSchema,
    response: profileResponseSchema,
  }),
  updateProfile: endpoint({
    ...ADMIN_ROUTES.updateProfile,
    access: { signedIn: true },
    summary:
      "Updates one's own name, phone and picture; 403 for anyone else's profile (staff records are edited under Employees).",
    params: userIdParamSchema,
    body: updateProfileRequestSchema,
    response: profileResponseSchema,
  }),
  tenant: endpoint({
    ...ADMIN_ROUTES.tenant,
    access: { signedIn: true },
    summary: "The signed-in user's tenant; 404 'Tenant not found' for any other.",
    params: tenantIdParamSchema,
    response: tenantResponseSchema,
  }),
  updateTenant: endpoint({
    method: 'PUT',
    path: '/api/admin/tenants/:tenantId',
    access: { permission: 'tenant:settings' },
    summary:
      "Updates the signed-in user's business name, email, phone and address (owners and admins); 404 'Tenant not found' for any other.",
    params: tenantIdParamSchema,
    body: updateTenantRequestSchema,
    response: tenantResponseSchema,
  }),
  publicConfig: endpoint({
    ...ADMIN_ROUTES.publicConfig,
    access: { public: true },
    summary: 'Public app configuration: name, version, and the demo accounts when demo data is on.',
    response: publicConfigResponseSchema,
  }),
} as const;
