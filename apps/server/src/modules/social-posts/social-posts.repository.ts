/** Queries of the social posts module, inside the caller's tenant transaction (row-level security). */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SocialImageType, SocialPostStatus } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { socialPosts as p, type ExternalIds } from './social-posts.schema.js';

/** Every column but the image's bytes, which only the image read and the publisher need. */
const columns = {
  id: p.id,
  caption: p.caption,
  platforms: p.platforms,
  plannedAt: p.plannedAt,
  status: p.status,
  imageType: p.imageType,
  imageBytes: p.imageBytes,
  scheduleRev: p.scheduleRev,
  publishingAt: p.publishingAt,
  publishedAt: p.publishedAt,
  failureReason: p.failureReason,
  createdBy: p.createdBy,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
};
export type PostRow = {
  [K in keyof typeof columns]: (typeof p.$inferSelect)[K];
};

const touched = { updatedAt: sql`clock_timestamp()` };

/** How long a claimed post may go unrecorded before it counts as interrupted (jobs expire at 15). */
const STALLED_AFTER = '30 minutes';

/** The instants a month (YYYY-MM) starts and ends at in `timeZone` (IANA), the database's tz rules. */
export async function monthBounds(
  tx: Tx,
  month: string,
  timeZone: string,
): Promise<{ from: Date; to: Date }> {
  const first = `${month}-01`;
  const [row] = await queryRows<{ from: Date | string; to: Date | string }>(
    tx,
    sql`SELECT (${first}::date::timestamp AT TIME ZONE ${timeZone}) AS "from",
               ((${first}::date + interval '1 month')::timestamp AT TIME ZONE ${timeZone}) AS "to"`,
  );
  return { from: new Date(row!.from), to: new Date(row!.to) };
}

/** The posts planned in [from, to), by planned time. */
export function postsPlannedBetween(tx: Tx, from: Date, to: Date): Promise<PostRow[]> {
  return tx
    .select(columns)
    .from(p)
    .where(and(gte(p.plannedAt, from), lt(p.plannedAt, to)))
    .orderBy(asc(p.plannedAt), asc(p.id));
}

/** A page of every post: unplanned first, then latest planned first. */
export async function postPage(
  tx: Tx,
  offset: number,
  limit: number,
): Promise<{ rows: PostRow[]; total: number }> {
  const rows = await tx
    .select(columns)
    .from(p)
    .orderBy(sql`${p.plannedAt} DESC NULLS FIRST`, desc(p.createdAt), asc(p.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(p);
  return { rows, total: total?.n ?? 0 };
}

export async function findPost(tx: Tx, id: string): Promise<PostRow | undefined> {
  const [row] = await tx.select(columns).from(p).where(eq(p.id, id));
  return row;
}

/** The post's image bytes and type; undefined when there is no such post or it has no image. */
export async function findImage(
  tx: Tx,
  id: string,
): Promise<{ bytes: Buffer; contentType: SocialImageType } | undefined> {
  const [row] = await tx.select({ image: p.image, imageType: p.imageType }).from(p).where(eq(p.id, id));
  return row?.image && row.imageType ? { bytes: row.image, contentType: row.imageType } : undefined;
}

export async function insertPost(
  tx: Tx,
  values: Pick<typeof p.$inferInsert, 'tenantId' | 'caption' | 'platforms' | 'plannedAt' | 'createdBy'>,
): Promise<PostRow> {
  const [row] = await tx
    .insert(p)
    .values({ ...values, status: 'draft', imageBytes: 0, scheduleRev: 0, externalIds: {} })
    .returning(columns);
  return row!;
}

/** Replaces a draft's or failed post's text, platforms and time; it becomes a draft. */
export async function updateEditable(
  tx: Tx,
  id: string,
  values: Pick<PostRow, 'caption' | 'platforms' | 'plannedAt'>,
): Promise<PostRow | undefined> {
  const [row] = await tx
    .update(p)
    .set({ ...values, status: 'draft', failureReason: null, ...touched })
    .where(and(eq(p.id, id), inArray(p.status, ['draft', 'failed'])))
    .returning(columns);
  return row;
}

/** Sets a draft's or failed post's image; undefined when the post is not editable. */
export async function setImage(
  tx: Tx,
  id: string,
  image: { bytes: Buffer; contentType: SocialImageType },
): Promise<PostRow | undefined> {
  const [row] = await tx
    .update(p)
    .set({ image: image.bytes, imageType: image.contentType, imageBytes: image.bytes.length, ...touched })
    .where(and(eq(p.id, id), inArray(p.status, ['draft', 'failed'])))
    .returning(columns);
  return row;
}

/** Deletes a draft or failed post; false when there was none in those states. */
export async function deleteDeletable(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(p)
    .where(and(eq(p.id, id), inArray(p.status, ['draft', 'failed'])))
    .returning({ id: p.id });
  return rows.length > 0;
}

/** Marks a draft or failed post scheduled under a new scheduling number; undefined otherwise. */
export async function markScheduled(tx: Tx, id: string): Promise<PostRow | undefined> {
  const [row] = await tx
    .update(p)
    .set({
      status: 'scheduled',
      scheduleRev: sql`${p.scheduleRev} + 1`,
      publishingAt: null,
      failureReason: null,
      ...touched,
    })
    .where(and(eq(p.id, id), inArray(p.status, ['draft', 'failed'])))
    .returning(columns);
  return row;
}

/**
 * Takes a scheduled post that no job has claimed back to draft. A claim older than
 * STALLED_AFTER (its job died between the platform's call and the record) is released as failed
 * with `interrupted`, since the platform may or may not have the post. Undefined otherwise.
 */
export async function markUnscheduled(tx: Tx, id: string, interrupted: string): Promise<PostRow | undefined> {
  const stalled = sql`${p.publishingAt} IS NOT NULL`;
  const [row] = await tx
    .update(p)
    .set({
      status: sql`CASE WHEN ${stalled} THEN 'failed' ELSE 'draft' END`,
      failureReason: sql`CASE WHEN ${stalled} THEN ${interrupted} ELSE NULL END`,
      ...touched,
    })
    .where(
      and(
        eq(p.id, id),
        eq(p.status, 'scheduled'),
        or(isNull(p.publishingAt), lt(p.publishingAt, sql`clock_timestamp() - ${STALLED_AFTER}::interval`)),
      ),
    )
    .returning(columns);
  return row;
}

/**
 * Claims scheduling `rev` of the post for publishing: answers its caption, platforms and image
 * once, and undefined to every later caller (another run of the job, an unscheduled post).
 */
export async function claimForPublishing(tx: Tx, id: string, rev: number) {
  const [row] = await tx
    .update(p)
    .set({ publishingAt: sql`clock_timestamp()` })
    .where(and(eq(p.id, id), eq(p.status, 'scheduled'), eq(p.scheduleRev, rev), isNull(p.publishingAt)))
    .returning({
      caption: p.caption,
      platforms: p.platforms,
      image: p.image,
      imageType: p.imageType,
      externalIds: p.externalIds,
    });
  return row;
}

/**
 * Records how scheduling `rev` ended: published everywhere, or failed with the reason; nothing
 * when the post was released as interrupted meanwhile.
 */
export async function recordOutcome(
  tx: Tx,
  id: string,
  rev: number,
  outcome: {
    status: Extract<SocialPostStatus, 'published' | 'failed'>;
    externalIds: ExternalIds;
    reason: string | null;
  },
): Promise<void> {
  await tx
    .update(p)
    .set({
      status: outcome.status,
      externalIds: outcome.externalIds,
      failureReason: outcome.reason,
      publishedAt: outcome.status === 'published' ? sql`clock_timestamp()` : null,
      ...touched,
    })
    .where(and(eq(p.id, id), eq(p.scheduleRev, rev), eq(p.status, 'scheduled')));
}
