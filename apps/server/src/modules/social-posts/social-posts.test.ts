/**
 * Social posts (issue #32 "Social posts") on the real database: drafts' create, read, replace and
 * delete; the calendar's month read in the location's zone (a post on New Year's Eve evening in
 * Los Angeles is already January in New York); images recognised by their bytes and refused when
 * not JPEG/PNG/WebP or over 5 MB; another business never reads a post or its image; scheduling
 * without a connected account answers 503 and changes nothing; with one (a recording
 * SocialProvider handed in through the app's deps, Meta being outside our reach) a post queued
 * on pg-boss publishes once even when its job runs twice, a failure is recorded with its reason,
 * an unscheduled post's job does nothing, and a post whose publishing stalled is released as
 * failed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SOCIAL_IMAGE_MAX_BYTES,
  SOCIAL_POST_ENDPOINTS as E,
  SOCIAL_POST_MESSAGES as M,
  endpointPath,
  type SocialPlatform,
  type SocialPost,
  type SocialPostMonth,
  type SocialPostPage,
  type SocialProviderStatus,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { call, ok, refused } from '../../../test/http.js';
import type { SocialPhotoPost, SocialProvider } from './social-provider.js';
import { PUBLISH_QUEUE, publishPost } from './social-posts.publishing.js';
import type { PublishJob } from './social-posts.service.js';
import { claimForPublishing } from './social-posts.repository.js';

/** A stand-in for Meta: records each publish, and refuses a platform when told to. */
class RecordingProvider implements SocialProvider {
  readonly platforms: SocialPlatform[] = ['facebook', 'instagram'];
  readonly calls: { platform: SocialPlatform; post: SocialPhotoPost }[] = [];
  refuse: Partial<Record<SocialPlatform, string>> = {};

  async publish(platform: SocialPlatform, post: SocialPhotoPost): Promise<string> {
    const refusal = this.refuse[platform];
    if (refusal) throw new Error(refusal);
    this.calls.push({ platform, post });
    return `${platform}-${this.calls.length}`;
  }
}

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('IHDR fake png body')]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('JFIF fake jpeg body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);
const b64 = (bytes: Buffer) => bytes.toString('base64');

const BASE = E.list.path;
const at = (id: string, tail = '') => `${BASE}/${id}${tail}`;
const inFuture = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

let ctx: TestContext;
let withProvider: TestContext;
let provider: RecordingProvider;
let owner: Session;
let manager: Session;
let frontdesk: Session;
let north: Session;
/** The same owner on the app with a connected account. */
let ownerP: Session;
let newYork: string;
let losAngeles: string;

async function draft(
  session: Session,
  body: Partial<{ caption: string; platforms: SocialPlatform[]; plannedAt: string | null }> = {},
) {
  return ok<SocialPost>(
    session,
    'POST',
    BASE,
    { caption: 'Fresh cuts for fall ✂️', platforms: ['instagram'], plannedAt: inFuture(48), ...body },
    201,
  );
}

async function zoneOf(zone: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`SELECT id FROM establishments WHERE tenant_id = ${owner.user.tenantId} AND time_zone = ${zone} LIMIT 1`,
  );
  return row!.id;
}

/** The publish jobs queued for `postId`. */
function jobsOf(context: TestContext, postId: string) {
  return queryRows<{ data: PublishJob; start_after: Date; state: string }>(
    context.database.db,
    sql`SELECT data, start_after, state FROM pgboss.job WHERE name = ${PUBLISH_QUEUE}
        AND data->>'postId' = ${postId} ORDER BY created_on`,
  );
}

beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  owner = await ctx.signIn('owner@luxe.example');
  manager = await ctx.signIn('manager@luxe.example');
  frontdesk = await ctx.signIn('frontdesk@luxe.example');
  north = await ctx.signIn('owner@northside.example');
  newYork = await zoneOf('America/New_York');
  losAngeles = await zoneOf('America/Los_Angeles');
  provider = new RecordingProvider();
  withProvider = await createTestContext({
    social: provider,
    jobTimings: { pollingIntervalSeconds: 0.5 },
    sessionIdleMinutes: 100_000,
    sessionAbsoluteHours: 10_000,
  });
  ownerP = await withProvider.signIn('owner@luxe.example');
});
afterAll(async () => {
  await ctx?.close();
  await withProvider?.close();
});

describe('drafts', () => {
  it('creates, reads, replaces, pages and deletes a draft', async () => {
    const plannedAt = '2027-03-10T15:30:00.000Z';
    const made = await draft(owner, {
      caption: '  Spring color is here  ',
      platforms: ['instagram', 'facebook'],
      plannedAt,
    });
    expect(made).toMatchObject({
      caption: 'Spring color is here',
      platforms: ['instagram', 'facebook'],
      plannedAt,
      status: 'draft',
      imageType: null,
      imageBytes: 0,
      createdBy: owner.user.id,
    });
    expect(await ok<SocialPost>(owner, 'GET', at(made.id))).toEqual(made);
    const replaced = await ok<SocialPost>(owner, 'PUT', at(made.id), {
      caption: 'Spring color, booked now',
      platforms: ['facebook'],
      plannedAt: null,
    });
    expect(replaced).toMatchObject({
      caption: 'Spring color, booked now',
      platforms: ['facebook'],
      plannedAt: null,
    });
    const page = await ok<SocialPostPage>(owner, 'GET', `${BASE}?page=1`);
    expect(page.posts.map((p) => p.id)).toContain(made.id);
    expect(page.pageSize).toBe(20);
    expect(await ok(manager, 'DELETE', at(made.id))).toBeUndefined();
    expect(await refused(owner, 'GET', at(made.id), undefined, 404)).toBe(M.notFound);
  });

  it('keeps a caption to 2,200 characters, counting an emoji as one', async () => {
    const emoji = '💇'.repeat(2200);
    expect((await draft(owner, { caption: emoji })).caption).toBe(emoji);
    const res = await call(owner, 'POST', BASE, { caption: `${emoji}!`, platforms: [], plannedAt: null });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(M.caption);
    const twice = await call(owner, 'POST', BASE, {
      caption: 'x',
      platforms: ['facebook', 'facebook'],
      plannedAt: null,
    });
    expect(twice.body).toContain(M.platforms);
  });

  it('lets managers and owners in, and no one else', async () => {
    expect((await call(frontdesk, 'GET', `${BASE}?page=1`)).statusCode).toBe(403);
    expect(
      (await call(frontdesk, 'POST', BASE, { caption: 'x', platforms: [], plannedAt: null })).statusCode,
    ).toBe(403);
    expect((await call(manager, 'GET', endpointPath(E.provider))).statusCode).toBe(200);
  });
});

describe('the calendar month, in the location’s zone', () => {
  it('puts a New Year’s Eve evening post in December in Los Angeles and in January in New York', async () => {
    // 06:00 UTC on January 1 is 10 p.m. December 31 in Los Angeles and 1 a.m. January 1 in New York.
    const eve = await draft(owner, { plannedAt: '2027-01-01T06:00:00.000Z' });
    const early = await draft(owner, { plannedAt: '2026-12-01T05:30:00.000Z' }); // 00:30 Dec 1 in NY
    const month = (m: string, place: string) =>
      ok<SocialPostMonth>(owner, 'GET', `${endpointPath(E.month)}?month=${m}&establishmentId=${place}`);

    const laDecember = await month('2026-12', losAngeles);
    expect(laDecember.timeZone).toBe('America/Los_Angeles');
    expect(laDecember.posts.map((p) => p.id)).toContain(eve.id);
    // 21:30 November 30 in Los Angeles.
    expect(laDecember.posts.map((p) => p.id)).not.toContain(early.id);

    const nyDecember = await month('2026-12', newYork);
    expect(nyDecember.posts.map((p) => p.id)).toContain(early.id);
    expect(nyDecember.posts.map((p) => p.id)).not.toContain(eve.id);
    expect((await month('2027-01', newYork)).posts.map((p) => p.id)).toContain(eve.id);
    expect((await month('2027-01', losAngeles)).posts.map((p) => p.id)).not.toContain(eve.id);
  });

  it('takes the location from the header, and refuses a bad month', async () => {
    const res = await owner.request({
      method: 'GET',
      url: `${endpointPath(E.month)}?month=2026-12`,
      headers: { 'x-establishment-id': newYork },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: SocialPostMonth }).data.timeZone).toBe('America/New_York');
    expect(
      await refused(
        owner,
        'GET',
        `${endpointPath(E.month)}?month=2026-13&establishmentId=${newYork}`,
        undefined,
        400,
      ),
    ).toBe(`month: ${M.month}`);
  });
});

describe('images', () => {
  it('stores a JPEG, PNG or WebP by its bytes and serves it back with its type', async () => {
    const post = await draft(owner);
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [WEBP, 'image/webp'],
      [JPEG, 'image/jpeg'],
    ] as const) {
      const saved = await ok<SocialPost>(owner, 'PUT', at(post.id, '/image'), { data: b64(bytes) });
      expect(saved).toMatchObject({ imageType: type, imageBytes: bytes.length });
      const res = await call(owner, 'GET', at(post.id, '/image'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses anything that is not an image by its bytes, and an image over 5 MB', async () => {
    const post = await draft(owner);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(await refused(owner, 'PUT', at(post.id, '/image'), { data: b64(svg) }, 400)).toBe(M.imageType);
    const gif = Buffer.from('GIF89a....');
    expect(await refused(owner, 'PUT', at(post.id, '/image'), { data: b64(gif) }, 400)).toBe(M.imageType);
    const big = Buffer.alloc(SOCIAL_IMAGE_MAX_BYTES + 1, 1);
    JPEG.copy(big);
    expect(await refused(owner, 'PUT', at(post.id, '/image'), { data: b64(big) }, 400)).toBe(M.imageSize);
    const fits = Buffer.alloc(SOCIAL_IMAGE_MAX_BYTES, 1);
    JPEG.copy(fits);
    expect((await ok<SocialPost>(owner, 'PUT', at(post.id, '/image'), { data: b64(fits) })).imageBytes).toBe(
      SOCIAL_IMAGE_MAX_BYTES,
    );
    expect(await refused(owner, 'PUT', at(post.id, '/image'), { data: 'not base64!' }, 400)).toBe(
      `data: ${M.imageBase64}`,
    );
    const huge = 'A'.repeat(SOCIAL_IMAGE_MAX_BYTES * 2);
    expect((await call(owner, 'PUT', at(post.id, '/image'), { data: huge })).statusCode).toBe(413);
    const noImage = await draft(owner);
    expect(await refused(owner, 'GET', at(noImage.id, '/image'), undefined, 404)).toBe(M.noImage);
  });
});

describe('tenant isolation', () => {
  it('keeps social_posts under forced row-level security, announcing its changes', async () => {
    const [table] = await queryRows<{
      enabled: boolean;
      forced: boolean;
      policies: number;
      triggers: number;
    }>(
      ctx.database.db,
      sql`SELECT c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
            (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies,
            (SELECT count(*)::int FROM pg_trigger t WHERE t.tgrelid = c.oid AND NOT t.tgisinternal) AS triggers
          FROM pg_class c WHERE c.oid = 'social_posts'::regclass`,
    );
    expect(table).toMatchObject({ enabled: true, forced: true, policies: 1 });
    expect(table!.triggers).toBeGreaterThan(0);
  });

  it('never shows another business a post, its image or its month', async () => {
    const post = await draft(owner, { plannedAt: '2027-02-14T15:00:00.000Z' });
    await ok(owner, 'PUT', at(post.id, '/image'), { data: b64(PNG) });
    for (const [method, url, body] of [
      ['GET', at(post.id), undefined],
      ['GET', at(post.id, '/image'), undefined],
      ['PUT', at(post.id), { caption: 'mine now', platforms: [], plannedAt: null }],
      ['PUT', at(post.id, '/image'), { data: b64(JPEG) }],
      ['DELETE', at(post.id), undefined],
      ['POST', at(post.id, '/unschedule'), undefined],
      ['POST', at(post.id, '/schedule'), undefined],
    ] as const)
      expect(await refused(north, method, url, body, 404)).toBe(M.notFound);
    const northPlace = north.user.establishments[0]!;
    const theirs = await ok<SocialPostMonth>(
      north,
      'GET',
      `${endpointPath(E.month)}?month=2027-02&establishmentId=${northPlace}`,
    );
    expect(theirs.posts.map((p) => p.id)).not.toContain(post.id);
    expect((await ok<SocialPostPage>(north, 'GET', BASE)).posts.map((p) => p.id)).not.toContain(post.id);
    // The owner's post is untouched.
    const mine = await ok<SocialPost>(owner, 'GET', at(post.id));
    expect(mine).toMatchObject({ caption: post.caption, imageType: 'image/png' });
    // Nor can another business read a month of a location it does not have.
    expect(
      (await call(north, 'GET', `${endpointPath(E.month)}?month=2027-02&establishmentId=${newYork}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('scheduling without a connected account', () => {
  it('says so, and answers 503 with nothing changed', async () => {
    expect(await ok<SocialProviderStatus>(owner, 'GET', endpointPath(E.provider))).toEqual({
      configured: false,
      platforms: [],
    });
    const post = await draft(owner);
    await ok(owner, 'PUT', at(post.id, '/image'), { data: b64(JPEG) });
    const before = await ok<SocialPost>(owner, 'GET', at(post.id));
    expect(await refused(owner, 'POST', at(post.id, '/schedule'), undefined, 503)).toBe(M.notConnected);
    expect(await ok<SocialPost>(owner, 'GET', at(post.id))).toEqual(before);
    expect(await jobsOf(ctx, post.id)).toEqual([]);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await refused(owner, 'POST', at(missing, '/schedule'), undefined, 404)).toBe(M.notFound);
  });
});

describe('scheduling with a connected account', () => {
  async function ready(plannedAt = inFuture(24), platforms: SocialPlatform[] = ['instagram', 'facebook']) {
    const post = await draft(ownerP, { platforms, plannedAt });
    await ok(ownerP, 'PUT', at(post.id, '/image'), { data: b64(PNG) });
    return post;
  }
  const deps = () => ({ db: withProvider.database.db, provider });

  it('reports the connected platforms', async () => {
    expect(await ok<SocialProviderStatus>(ownerP, 'GET', endpointPath(E.provider))).toEqual({
      configured: true,
      platforms: ['facebook', 'instagram'],
    });
  });

  it('queues one job at the planned time, and publishes once however often it runs', async () => {
    const post = await ready();
    const scheduled = await ok<SocialPost>(ownerP, 'POST', at(post.id, '/schedule'));
    expect(scheduled.status).toBe('scheduled');
    expect(
      await refused(ownerP, 'PUT', at(post.id), { caption: 'x', platforms: [], plannedAt: null }, 409),
    ).toBe(M.notEditable);
    expect(await refused(ownerP, 'DELETE', at(post.id), undefined, 409)).toBe(M.notDeletable);
    const [job, ...more] = await jobsOf(withProvider, post.id);
    expect(more).toEqual([]);
    expect(new Date(job!.start_after).toISOString()).toBe(post.plannedAt);

    const calls = provider.calls.length;
    expect(await publishPost(deps(), job!.data)).toEqual({ outcome: 'published', reason: null });
    expect(await publishPost(deps(), job!.data)).toEqual({ outcome: 'skipped' });
    const mine = provider.calls.slice(calls);
    expect(mine.map((c) => c.platform).sort()).toEqual(['facebook', 'instagram']);
    expect(mine[0]!.post).toMatchObject({ caption: post.caption, image: { contentType: 'image/png' } });
    expect(mine[0]!.post.image.bytes.equals(PNG)).toBe(true);
    const published = await ok<SocialPost>(ownerP, 'GET', at(post.id));
    expect(published).toMatchObject({ status: 'published', failureReason: null });
    expect(published.publishedAt).not.toBeNull();
  });

  it('publishes through the queue at its time, once', async () => {
    const post = await ready(new Date(Date.now() + 1500).toISOString(), ['facebook']);
    const calls = provider.calls.length;
    await ok(ownerP, 'POST', at(post.id, '/schedule'));
    let status = 'scheduled';
    for (let i = 0; i < 100 && status === 'scheduled'; i += 1) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await ok<SocialPost>(ownerP, 'GET', at(post.id))).status;
    }
    expect(status).toBe('published');
    const [job] = await jobsOf(withProvider, post.id);
    expect(await publishPost(deps(), job!.data)).toEqual({ outcome: 'skipped' });
    expect(provider.calls.slice(calls).map((c) => c.platform)).toEqual(['facebook']);
  });

  it('records a refusal with its reason, and a new scheduling posts only where it failed', async () => {
    const post = await ready();
    provider.refuse = { instagram: 'Instagram: The aspect ratio is not supported.' };
    await ok(ownerP, 'POST', at(post.id, '/schedule'));
    const [first] = await jobsOf(withProvider, post.id);
    const calls = provider.calls.length;
    expect(await publishPost(deps(), first!.data)).toEqual({
      outcome: 'failed',
      reason: 'Instagram: The aspect ratio is not supported.',
    });
    expect(await ok<SocialPost>(ownerP, 'GET', at(post.id))).toMatchObject({
      status: 'failed',
      failureReason: 'Instagram: The aspect ratio is not supported.',
    });
    provider.refuse = {};
    await ok(ownerP, 'POST', at(post.id, '/schedule'));
    const jobs = await jobsOf(withProvider, post.id);
    expect(jobs).toHaveLength(2);
    expect(await publishPost(deps(), first!.data)).toEqual({ outcome: 'skipped' });
    expect(await publishPost(deps(), jobs[1]!.data)).toEqual({ outcome: 'published', reason: null });
    expect(provider.calls.slice(calls).map((c) => c.platform)).toEqual(['facebook', 'instagram']);
  });

  it('does nothing for a post unscheduled before its time', async () => {
    const post = await ready();
    await ok(ownerP, 'POST', at(post.id, '/schedule'));
    expect((await ok<SocialPost>(ownerP, 'POST', at(post.id, '/unschedule'))).status).toBe('draft');
    const [job] = await jobsOf(withProvider, post.id);
    const calls = provider.calls.length;
    expect(await publishPost(deps(), job!.data)).toEqual({ outcome: 'skipped' });
    expect(provider.calls.length).toBe(calls);
    expect(await refused(ownerP, 'POST', at(post.id, '/unschedule'), undefined, 409)).toBe(M.notScheduled);
  });

  it('releases a post whose publishing stalled as failed, to be checked by hand', async () => {
    const post = await ready();
    await ok(ownerP, 'POST', at(post.id, '/schedule'));
    const [job] = await jobsOf(withProvider, post.id);
    const scope = { tenantId: ownerP.user.tenantId };
    // A job that claimed the post and died before recording what the platform did.
    await withTenant(withProvider.database.db, scope, (tx) => claimForPublishing(tx, post.id, job!.data.rev));
    expect(await refused(ownerP, 'POST', at(post.id, '/unschedule'), undefined, 409)).toBe(
      M.alreadyPublishing,
    );
    await withTenant(withProvider.database.db, scope, (tx) =>
      tx.execute(sql`UPDATE social_posts SET publishing_at = clock_timestamp() - interval '31 minutes'
                     WHERE id = ${post.id}`),
    );
    expect(await ok<SocialPost>(ownerP, 'POST', at(post.id, '/unschedule'))).toMatchObject({
      status: 'failed',
      failureReason: M.interrupted,
    });
    const calls = provider.calls.length;
    expect(await publishPost(deps(), job!.data)).toEqual({ outcome: 'skipped' });
    expect(provider.calls.length).toBe(calls);
  });

  it('refuses to schedule a post without an image, a platform or a future time', async () => {
    const bare = await draft(ownerP, { platforms: ['facebook'] });
    expect(await refused(ownerP, 'POST', at(bare.id, '/schedule'), undefined, 400)).toBe(M.needsImage);
    const nowhere = await ready(inFuture(24), []);
    expect(await refused(ownerP, 'POST', at(nowhere.id, '/schedule'), undefined, 400)).toBe(M.needsPlatform);
    const undated = await ready();
    await ok(ownerP, 'PUT', at(undated.id), { caption: 'x', platforms: ['facebook'], plannedAt: null });
    expect(await refused(ownerP, 'POST', at(undated.id, '/schedule'), undefined, 400)).toBe(M.needsTime);
    const past = await ready(new Date(Date.now() - 60_000).toISOString());
    expect(await refused(ownerP, 'POST', at(past.id, '/schedule'), undefined, 400)).toBe(M.pastTime);
    for (const p of [bare, nowhere, undated, past])
      expect((await ok<SocialPost>(ownerP, 'GET', at(p.id))).status).toBe('draft');
  });
});
