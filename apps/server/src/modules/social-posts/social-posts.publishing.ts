/**
 * Publishing a scheduled post at its time (issue #32 "Social posts"; ARCHITECTURE.md "Events and
 * durable work"): one pg-boss job per scheduling, named by (post, scheduling number). The job
 * claims the post in one guarded update before calling the platform, so a second run of the same
 * job (a retry, a duplicate) publishes nothing; it records published, or failed with the
 * platforms' sentences. A platform the post already reached in an earlier attempt is not posted
 * to again. The platform's call happens outside any transaction.
 */
import { SOCIAL_POST_MESSAGES as M, type SocialPlatform } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { SocialProvider } from './social-provider.js';
import type { PublishJob } from './social-posts.service.js';
import * as repo from './social-posts.repository.js';

export const PUBLISH_QUEUE = 'social-posts.publish';

/** What one run of the job did, kept as the job's output. */
export type PublishOutcome =
  { outcome: 'skipped' } | { outcome: 'published' | 'failed'; reason: string | null };

/**
 * Publishes scheduling `job.rev` of the post once: nothing when it was unscheduled, rescheduled
 * or already claimed. Without a provider (settings removed since scheduling) it records failed.
 */
export async function publishPost(
  deps: { db: Db; provider: SocialProvider | null },
  job: PublishJob,
): Promise<PublishOutcome> {
  const scope = { tenantId: job.tenantId };
  const claim = await withTenant(deps.db, scope, (tx) => repo.claimForPublishing(tx, job.postId, job.rev));
  if (!claim) return { outcome: 'skipped' };
  const externalIds = { ...claim.externalIds };
  const failures: string[] = [];
  const { provider } = deps;
  if (!provider) failures.push(M.notConnected);
  else if (!claim.image || !claim.imageType) failures.push(M.needsImage);
  else {
    const image = { bytes: claim.image, contentType: claim.imageType };
    for (const platform of claim.platforms as SocialPlatform[]) {
      if (externalIds[platform]) continue;
      try {
        externalIds[platform] = await provider.publish(platform, { caption: claim.caption, image });
      } catch (err) {
        failures.push(err instanceof Error ? err.message : String(err));
      }
    }
  }
  const outcome = failures.length > 0 ? 'failed' : 'published';
  const reason = failures.length > 0 ? failures.join(' ') : null;
  await withTenant(deps.db, scope, (tx) =>
    repo.recordOutcome(tx, job.postId, job.rev, { status: outcome, externalIds, reason }),
  );
  return { outcome, reason };
}
