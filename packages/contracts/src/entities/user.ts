/** Auth user and user profile of spec core.md §3. Role values are the stored raw values. */
import { z } from 'zod';
import { RAW_ROLES } from '../roles.js';

export const rawRoleSchema = z.enum(RAW_ROLES);

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: rawRoleSchema,
  user_metadata: z.object({ role: rawRoleSchema, tenantId: z.string() }),
  tenantId: z.string(),
  establishment_id: z.string().nullable(),
  establishments: z.array(z.string()),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: rawRoleSchema,
  avatar_url: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  tenantId: z.string(),
  establishments: z.array(z.string()),
  establishment_id: z.string().nullable(),
  businessName: z.string(),
  businessEmail: z.string().nullable(),
  businessPhone: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessDescription: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const tenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;
