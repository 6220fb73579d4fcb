/**
 * Registration of the social posts module (app-module.ts; issue #32 "Social posts"): its routes
 * and the worker that publishes scheduled posts through the connected account (deps.social;
 * null: scheduling answers 503 and drafts still work).
 */
import type { AppModule } from '../../app-module.js';
import { PUBLISH_QUEUE, publishPost } from './social-posts.publishing.js';
import { socialPostsRoutes } from './social-posts.routes.js';
import type { PublishJob } from './social-posts.service.js';

export const socialPostsModule: AppModule = {
  name: 'social-posts',
  register: (app, deps) => {
    const publishing = { db: deps.db, provider: deps.social };
    // No retries after the claim matters: a rerun finds the post claimed and does nothing, so a
    // retry only helps a run that failed before its claim (the database was unreachable).
    deps.jobs.work<PublishJob>(PUBLISH_QUEUE, (job) => publishPost(publishing, job), {
      retryLimit: 3,
      retryDelaySeconds: 30,
    });
    const scheduler = {
      send: async (job: PublishJob, at: Date, key: string) => {
        await deps.jobs.sendAt(PUBLISH_QUEUE, job, at, key);
      },
    };
    return app.register(socialPostsRoutes(deps, scheduler));
  },
};
