/** HTTP surface of profile, tenant and public config (spec core.md §7 Profile and tenant), from its contracts. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_ENDPOINTS as E, PASSWORD_MIN_LENGTH, type PublicConfig } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
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

export function profileRoutes(deps: ProfileRouteDeps) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['profile'] };

    route(
      app,
      E.profileMeMigrate,
      async (req) => {
        const actor = requireActor(req.actor);
        return { success: true as const, data: await service.getProfile(deps.db, actor, actor.userId) };
      },
      extras,
    );

    route(
      app,
      E.updateMetadata,
      async (req) => {
        const actor = requireActor(req.actor);
        const data = await service.updateMetadata(deps.db, actor, req.body);
        deps.sessions.forgetUser(actor.userId);
        return { success: true as const, data };
      },
      extras,
    );

    route(
      app,
      E.updateProfile,
      async (req) => {
        const actor = requireActor(req.actor);
        const data = await service.updateProfile(deps.db, actor, req.params.userId, req.body);
        // The signed-in user (/me) carries the name: forget the remembered one.
        deps.sessions.forgetUser(actor.userId);
        return { success: true as const, data };
      },
      extras,
    );

    dataRoute(app, E.profile, (req, actor) => service.getProfile(deps.db, actor, req.params.userId), extras);

    route(
      app,
      E.tenant,
      async (req) => ({
        success: true as const,
        data: await service.getTenant(deps.db, requireActor(req.actor), req.params.tenantId),
      }),
      { tags: ['tenant'] },
    );

    dataRoute(
      app,
      E.updateTenant,
      (req, actor) => service.updateTenant(deps.db, actor, req.params.tenantId, req.body),
      { tags: ['tenant'] },
    );

    route(
      app,
      E.publicConfig,
      async () => ({
        success: true as const,
        data: {
          appName: 'Daybook',
          version: deps.version,
          demo: deps.demo,
          passwordMinLength: PASSWORD_MIN_LENGTH,
        },
      }),
      { tags: ['config'] },
    );
  };
}
