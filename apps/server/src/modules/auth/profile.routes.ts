/** HTTP surface of profile, tenant and public config (spec core.md §7 Profile and tenant). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PATHS,
  PASSWORD_MIN_LENGTH,
  profileResponseSchema,
  publicConfigResponseSchema,
  tenantIdParamSchema,
  tenantResponseSchema,
  updateMetadataRequestSchema,
  userIdParamSchema,
  type PublicConfig,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import * as service from './profile.service.js';
import type { SessionCache } from './session-cache.js';
import type { Authenticated } from './auth.service.js';

export interface ProfileRouteDeps {
  db: Db;
  /** Forgotten for the user after a metadata change, so /me shows it at once. */
  sessions: SessionCache<Authenticated>;
  version: string;
  demo: PublicConfig['demo'];
}

export function profileRoutes(deps: ProfileRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['profile'];

    /** The signed-in user's profile (spec name kept: it also serves as the first-load lookup). */
    app.get(
      ADMIN_PATHS.profileMeMigrate,
      { config: { access: { signedIn: true } }, schema: { tags, response: { 200: profileResponseSchema } } },
      async (req) => {
        const actor = requireActor(req.actor);
        return { success: true as const, data: await service.getProfile(deps.db, actor, actor.userId) };
      },
    );

    /** Confirms the tenant id and records the last establishment used. */
    app.patch(
      ADMIN_PATHS.profileUpdateMetadata,
      {
        config: { access: { signedIn: true } },
        schema: { tags, body: updateMetadataRequestSchema, response: { 200: profileResponseSchema } },
      },
      async (req) => {
        const actor = requireActor(req.actor);
        const data = await service.updateMetadata(deps.db, actor, req.body);
        deps.sessions.forgetUser(actor.userId);
        return { success: true as const, data };
      },
    );

    /** A user's profile: one's own, or any in the tenant for admin, owner and manager. */
    app.get(
      '/api/admin/user-profiles/:userId',
      {
        config: { access: { signedIn: true } },
        schema: { tags, params: userIdParamSchema, response: { 200: profileResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await service.getProfile(deps.db, requireActor(req.actor), req.params.userId),
      }),
    );

    /** The signed-in user's tenant; 404 'Tenant not found' for any other. */
    app.get(
      '/api/admin/tenants/:tenantId',
      {
        config: { access: { signedIn: true } },
        schema: { tags: ['tenant'], params: tenantIdParamSchema, response: { 200: tenantResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await service.getTenant(deps.db, requireActor(req.actor), req.params.tenantId),
      }),
    );

    /** Public app configuration: name, version, and the demo accounts when demo data is on. */
    app.get(
      ADMIN_PATHS.publicConfig,
      {
        config: { access: { public: true } },
        schema: { tags: ['config'], response: { 200: publicConfigResponseSchema } },
      },
      async () => ({
        success: true as const,
        data: {
          appName: 'Daybook',
          version: deps.version,
          demo: deps.demo,
          passwordMinLength: PASSWORD_MIN_LENGTH,
        },
      }),
    );
  };
}
