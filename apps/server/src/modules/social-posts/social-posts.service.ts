/**
 * Social posts (issue #32 "Social posts"): drafts with one image on a content calendar, and
 * their scheduling. Routes check `marketing:*` (managers and above); every query runs under the
 * actor's tenant, so another business never reads a post or its image. Scheduling needs a
 * connected social account (SocialProvider): without one it answers 503 and changes nothing.
 */
import {
  SOCIAL_IMAGE_MAX_BYTES,
  SOCIAL_POST_MESSAGES as M,
  SOCIAL_POST_PAGE_SIZE,
  sniffImageType,
  type SocialImageType,
  type SocialPost,
  type SocialPostMonth,
  type SocialPostPage,
  type SocialProviderStatus,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { openEstablishment } from '../establishments/index.js';
import type { SocialProvider } from './social-provider.js';
import * as repo from './social-posts.repository.js';

const PLATFORM_NAMES = { instagram: 'Instagram', facebook: 'Facebook' } as const;

/** Where a post's publishing job goes: `send` queues it for `at`, named by `key` (once per key). */
export interface PublishScheduler {
  send(job: PublishJob, at: Date, key: string): Promise<void>;
}
/** One scheduling of one post: `rev` tells a job left from an earlier scheduling to do nothing. */
export interface PublishJob {
  tenantId: string;
  postId: string;
  rev: number;
}

const toPost = (r: repo.PostRow): SocialPost => ({
  id: r.id,
  caption: r.caption,
  platforms: r.platforms,
  plannedAt: r.plannedAt ? r.plannedAt.toISOString() : null,
  status: r.status,
  imageType: r.imageType,
  imageBytes: r.imageBytes,
  publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
  failureReason: r.failureReason,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', M.notFound);

/**
 * A refusal for a post that exists but is not in a state for `what`; 404 when there is none.
 * Runs after a guarded write matched nothing, in the same transaction.
 */
async function refusal(tx: Parameters<typeof repo.findPost>[0], id: string, message: string) {
  return (await repo.findPost(tx, id)) ? new AppError('CONFLICT', message) : notFound();
}

/** Whether scheduling is possible here, and where to. */
export function providerStatus(provider: SocialProvider | null): SocialProviderStatus {
  return { configured: provider !== null, platforms: provider ? [...provider.platforms] : [] };
}

/**
 * The posts planned in `month` (YYYY-MM) as the location `establishmentId` lives it (its zone's
 * first to last day), by planned time; 404 for a location the actor does not reach.
 */
export function postsOfMonth(
  db: Db,
  actor: Actor,
  query: { month: string; establishmentId: string },
): Promise<SocialPostMonth> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, query.establishmentId);
    const { from, to } = await repo.monthBounds(tx, query.month, place.timeZone);
    const rows = await repo.postsPlannedBetween(tx, from, to);
    return { month: query.month, timeZone: place.timeZone, posts: rows.map(toPost) };
  });
}

/** Page `page` (SOCIAL_POST_PAGE_SIZE a page) of every post: unplanned first, then latest planned. */
export function postPage(db: Db, actor: Actor, page: number): Promise<SocialPostPage> {
  return withTenant(db, actor, async (tx) => {
    const { rows, total } = await repo.postPage(
      tx,
      (page - 1) * SOCIAL_POST_PAGE_SIZE,
      SOCIAL_POST_PAGE_SIZE,
    );
    return { posts: rows.map(toPost), total, page, pageSize: SOCIAL_POST_PAGE_SIZE };
  });
}

/** One post (404 when the tenant has none by that id). */
export function getPost(db: Db, actor: Actor, id: string): Promise<SocialPost> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.findPost(tx, id);
    if (!row) throw notFound();
    return toPost(row);
  });
}

interface PostWrite {
  caption: string;
  platforms: SocialPost['platforms'];
  plannedAt: string | null;
}

/** Saves a draft by the signed-in person. */
export function createPost(db: Db, actor: Actor, body: PostWrite): Promise<SocialPost> {
  return withTenant(db, actor, async (tx) =>
    toPost(
      await repo.insertPost(tx, {
        tenantId: actor.tenantId,
        caption: body.caption,
        platforms: body.platforms,
        plannedAt: body.plannedAt ? new Date(body.plannedAt) : null,
        createdBy: actor.userId,
      }),
    ),
  );
}

/** Replaces a draft's or failed post's fields (it becomes a draft); 409 when scheduled or published. */
export function updatePost(db: Db, actor: Actor, id: string, body: PostWrite): Promise<SocialPost> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.updateEditable(tx, id, {
      caption: body.caption,
      platforms: body.platforms,
      plannedAt: body.plannedAt ? new Date(body.plannedAt) : null,
    });
    if (!row) throw await refusal(tx, id, M.notEditable);
    return toPost(row);
  });
}

/** Deletes a draft or failed post with its image; 409 when scheduled or published. */
export function deletePost(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    if (!(await repo.deleteDeletable(tx, id))) throw await refusal(tx, id, M.notDeletable);
  });
}

/**
 * Checks an upload by its bytes: a JPEG, PNG or WebP signature (whatever the file was called),
 * at most SOCIAL_IMAGE_MAX_BYTES; 400 with the contract's sentence otherwise.
 */
export function checkImage(base64: string): { bytes: Buffer; contentType: SocialImageType } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SOCIAL_IMAGE_MAX_BYTES) throw new AppError('VALIDATION', M.imageSize);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('VALIDATION', M.imageType);
  return { bytes, contentType };
}

/** Sets a draft's or failed post's image (400 for a bad image, 409 when not editable). */
export function setPostImage(db: Db, actor: Actor, id: string, base64: string): Promise<SocialPost> {
  const image = checkImage(base64);
  return withTenant(db, actor, async (tx) => {
    const row = await repo.setImage(tx, id, image);
    if (!row) throw await refusal(tx, id, M.notEditable);
    return toPost(row);
  });
}

/** The post's image (404 when there is no such post in the tenant, or it has no image). */
export function postImage(db: Db, actor: Actor, id: string) {
  return withTenant(db, actor, async (tx) => {
    const image = await repo.findImage(tx, id);
    if (!image) throw (await repo.findPost(tx, id)) ? new AppError('NOT_FOUND', M.noImage) : notFound();
    return image;
  });
}

/**
 * Schedules a draft or failed post to publish at its planned time: 404 when the tenant has no
 * such post, then 503 when no social account is connected (nothing changes), 503 when a chosen
 * platform is not connected, 400 without an image, a platform or a future time, 409 in another
 * state. The job is queued once the scheduling is committed; a job left from an earlier
 * scheduling finds another `rev`.
 */
export async function schedulePost(
  db: Db,
  actor: Actor,
  id: string,
  deps: { provider: SocialProvider | null; scheduler: PublishScheduler; now: () => Date },
): Promise<SocialPost> {
  const { provider } = deps;
  const row = await withTenant(db, actor, async (tx) => {
    const post = await repo.findPost(tx, id);
    if (!post) throw notFound();
    if (!provider) throw new AppError('NOT_CONFIGURED', M.notConnected);
    if (post.status !== 'draft' && post.status !== 'failed') throw new AppError('CONFLICT', M.notSchedulable);
    const missing = post.platforms.find((p) => !provider.platforms.includes(p));
    if (missing) throw new AppError('NOT_CONFIGURED', M.platformNotConnected(PLATFORM_NAMES[missing]));
    if (post.platforms.length === 0) throw new AppError('VALIDATION', M.needsPlatform);
    if (!post.imageType) throw new AppError('VALIDATION', M.needsImage);
    if (!post.plannedAt) throw new AppError('VALIDATION', M.needsTime);
    if (post.plannedAt <= deps.now()) throw new AppError('VALIDATION', M.pastTime);
    const scheduled = await repo.markScheduled(tx, id);
    if (!scheduled) throw new AppError('CONFLICT', M.notSchedulable);
    return scheduled;
  });
  await deps.scheduler.send(
    { tenantId: actor.tenantId, postId: row.id, rev: row.scheduleRev },
    row.plannedAt!,
    `${row.id}:${row.scheduleRev}`,
  );
  return toPost(row);
}

/**
 * Takes a scheduled post back to draft (409 when it is not scheduled or is publishing now); one
 * whose publishing stalled half an hour becomes failed, M.interrupted, to check by hand.
 */
export function unschedulePost(db: Db, actor: Actor, id: string): Promise<SocialPost> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.markUnscheduled(tx, id, M.interrupted);
    if (row) return toPost(row);
    const post = await repo.findPost(tx, id);
    if (!post) throw notFound();
    throw new AppError('CONFLICT', post.status === 'scheduled' ? M.alreadyPublishing : M.notScheduled);
  });
}
