/** HTTP surface of social posts (issue #32 "Social posts"), registered from their contracts. */
import type { FastifyInstance } from 'fastify';
import { SOCIAL_IMAGE_MAX_BODY_BYTES, SOCIAL_POST_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import * as service from './social-posts.service.js';
import type { PublishScheduler } from './social-posts.service.js';

/**
 * Provider status, month calendar, paged list, one, create, replace, delete, image upload and
 * read, schedule and unschedule.
 */
export function socialPostsRoutes(deps: ModuleDeps, scheduler: PublishScheduler) {
  const { db } = deps;
  const provider = deps.social;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['marketing'] };
    dataRoute(app, E.provider, async () => service.providerStatus(provider), extras);
    dataRoute(app, E.month, (req, actor) => service.postsOfMonth(db, actor, req.query), extras);
    dataRoute(app, E.list, (req, actor) => service.postPage(db, actor, req.query.page), extras);
    dataRoute(app, E.create, (req, actor) => service.createPost(db, actor, req.body), extras);
    dataRoute(app, E.get, (req, actor) => service.getPost(db, actor, req.params.id), extras);
    dataRoute(app, E.update, (req, actor) => service.updatePost(db, actor, req.params.id, req.body), extras);
    route(
      app,
      E.remove,
      async (req) => {
        await service.deletePost(db, requireActor(req.actor), req.params.id);
        return { success: true as const };
      },
      extras,
    );
    dataRoute(
      app,
      E.uploadImage,
      (req, actor) => service.setPostImage(db, actor, req.params.id, req.body.data),
      { ...extras, bodyLimit: SOCIAL_IMAGE_MAX_BODY_BYTES },
    );
    route(
      app,
      E.image,
      async (req, reply) => {
        const image = await service.postImage(db, requireActor(req.actor), req.params.id);
        return reply
          .type(image.contentType)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(image.bytes);
      },
      extras,
    );
    dataRoute(
      app,
      E.schedule,
      (req, actor) => service.schedulePost(db, actor, req.params.id, { provider, scheduler, now: deps.now }),
      extras,
    );
    dataRoute(app, E.unschedule, (req, actor) => service.unschedulePost(db, actor, req.params.id), extras);
  };
}
