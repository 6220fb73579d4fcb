/**
 * Campaign endpoints (issue #32 "Campaigns"): drafts written, listed, read, replaced and deleted;
 * schedule, send now, unschedule and cancel with each refusal in the contract's words (409 for a
 * state that does not allow it, 400 for a send time out of range, 503 for texts without Twilio,
 * 409 for nobody to send to); cancel turning queued recipients skipped; the recipients page; a
 * manager kept to their locations, the front desk and employees refused, and another tenant
 * seeing nothing. Real database, real delivery (its start is queued on the job queue).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CAMPAIGN_ENDPOINTS as E,
  CAMPAIGN_MESSAGES as M,
  endpointPath,
  type Campaign,
  type CampaignEstimate,
  type CampaignPage,
  type CampaignRecipientPage,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { call, ok, type Method } from '../../../test/http.js';
import { saveSegment } from '../segments/index.js';

type Who = 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north';
let ctx: TestContext;
const s = {} as Record<Who, Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
/** Every client of the tenant (many consent to email marketing in the demo); nobody. */
let everyone: string;
let nobody: string;
const DAY = 86_400_000;

const draft = (over: Record<string, unknown> = {}) => ({
  name: 'Spring offer',
  channel: 'email',
  establishmentId: manhattan,
  segmentId: everyone,
  subject: 'Spring is here',
  body: 'Hi {{first_name}}, book at {{location}}: {{booking_link}}',
  trackOpens: true,
  ...over,
});
const path = (e: { path: string }, id: string) => endpointPath(e, { id });
const create = (who: Session, over: Record<string, unknown> = {}) =>
  ok<Campaign>(who, 'POST', E.create.path, draft(over), 201);

/** A request's status and sentence, for refusals. */
async function refusal(who: Session, method: Method, url: string, body?: Record<string, unknown>) {
  const res = await call(who, method, url, body);
  const json = res.json() as { message?: string; details?: { path: string; message: string }[] };
  return { status: res.statusCode, message: json.message, details: json.details ?? [] };
}

beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: 'http://localhost:5173' });
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.employee.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  await withTenant(ctx.database.db, { tenantId }, async (tx) => {
    everyone = (await saveSegment(tx, tenantId, 'Camp everyone', {}, null)).id;
    nobody = (await saveSegment(tx, tenantId, 'Camp nobody', { visitsMin: 100_000 }, null)).id;
  });
});
afterAll(() => ctx.close());

describe('drafts', () => {
  it('saves, reads, lists newest first, replaces and deletes a draft', async () => {
    const first = await create(s.owner, { name: 'First' });
    const made = await create(s.owner, { trackOpens: false });
    expect(made).toMatchObject({
      name: 'Spring offer',
      channel: 'email',
      establishmentId: manhattan,
      segmentId: everyone,
      segmentName: 'Camp everyone',
      subject: 'Spring is here',
      trackOpens: false,
      status: 'draft',
      scheduledAt: null,
      createdBy: s.owner.user.id,
    });
    expect(made.results).toMatchObject({ recipients: 0, delivered: 0, opened: null, bookings: 0 });
    expect(first.results.opened).toBe(0);
    expect(await ok<Campaign>(s.owner, 'GET', path(E.get, made.id))).toEqual(made);

    const page = await ok<CampaignPage>(s.owner, 'GET', E.list.path);
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    const ids = page.campaigns.map((c) => c.id);
    expect(ids.indexOf(made.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);

    const edited = await ok<Campaign>(
      s.owner,
      'PUT',
      path(E.update, made.id),
      draft({ name: 'Renamed', channel: 'sms', subject: null, body: 'Hi {{first_name}}' }),
    );
    expect(edited).toMatchObject({ name: 'Renamed', channel: 'sms', subject: null, trackOpens: false });

    expect((await call(s.owner, 'DELETE', path(E.remove, made.id))).statusCode).toBe(200);
    expect(await refusal(s.owner, 'GET', path(E.get, made.id))).toMatchObject({
      status: 404,
      message: M.notFound,
    });
  });

  it('sends a test of a draft to the signed-in person and leaves the draft as it was', async () => {
    const c = await create(s.owner);
    const res = await call(s.owner, 'POST', path(E.test, c.id));
    expect(res.statusCode, res.body).toBe(200);
    const after = await ok<Campaign>(s.owner, 'GET', path(E.get, c.id));
    expect(after).toMatchObject({ status: 'draft', results: { recipients: 0 } });
  });

  it('refuses bad drafts in the contract’s words', async () => {
    const detail = async (body: Record<string, unknown>, field: string, message: string) => {
      const r = await refusal(s.owner, 'POST', E.create.path, draft(body));
      expect(r.status).toBe(400);
      expect(r.details).toContainEqual({ path: field, message });
    };
    await detail({ subject: ' ' }, 'subject', M.subject);
    await detail({ channel: 'sms' }, 'subject', M.subjectSms);
    await detail({ body: 'Hi {{nickname}}' }, 'body', M.mergeField);
    await detail({ name: '' }, 'name', M.name);
    await detail({ segmentId: '00000000-0000-4000-8000-000000000000' }, 'segmentId', M.segmentGone);
    const place = await refusal(
      s.owner,
      'POST',
      E.create.path,
      draft({ establishmentId: s.north.user.establishments[0] }),
    );
    expect(place).toMatchObject({ status: 404, message: M.establishmentId });
  });
});

describe('scheduling', () => {
  it('schedules, refuses changes while scheduled, unschedules, and answers each wrong state with 409', async () => {
    const c = await create(s.owner);
    const now = ctx.clock.now.getTime();
    expect(
      await refusal(s.owner, 'POST', path(E.schedule, c.id), {
        sendAt: new Date(now - 60_000).toISOString(),
      }),
    ).toMatchObject({ status: 400, message: M.sendAtPast });
    expect(
      await refusal(s.owner, 'POST', path(E.schedule, c.id), {
        sendAt: new Date(now + 366 * DAY).toISOString(),
      }),
    ).toMatchObject({ status: 400, message: M.sendAtFar });
    expect(await refusal(s.owner, 'POST', path(E.unschedule, c.id))).toMatchObject({
      status: 409,
      message: M.notScheduled,
    });

    const at = new Date(now + 2 * DAY).toISOString();
    const scheduled = await ok<Campaign>(s.owner, 'POST', path(E.schedule, c.id), { sendAt: at });
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: at });
    for (const [method, url, body] of [
      ['PUT', path(E.update, c.id), draft()],
      ['DELETE', path(E.remove, c.id), undefined],
      ['POST', path(E.schedule, c.id), { sendAt: at }],
    ] as const)
      expect(await refusal(s.owner, method, url, body)).toMatchObject({ status: 409, message: M.notDraft });
    expect(await refusal(s.owner, 'POST', path(E.cancel, c.id))).toMatchObject({
      status: 409,
      message: M.notSending,
    });

    const back = await ok<Campaign>(s.owner, 'POST', path(E.unschedule, c.id));
    expect(back).toMatchObject({ status: 'draft', scheduledAt: null });
  });

  it('sends now: scheduled at the clock’s now, or 409 when nobody would receive it', async () => {
    const empty = await create(s.owner, { segmentId: nobody });
    expect(await refusal(s.owner, 'POST', path(E.schedule, empty.id), { sendAt: null })).toMatchObject({
      status: 409,
      message: M.noRecipients,
    });
    expect((await ok<Campaign>(s.owner, 'GET', path(E.get, empty.id))).status).toBe('draft');

    const c = await create(s.owner);
    const estimate = await ok<CampaignEstimate>(s.owner, 'POST', E.estimate.path, {
      channel: 'email',
      establishmentId: manhattan,
      segmentId: everyone,
      body: c.body,
    });
    expect(estimate.recipients).toBeGreaterThan(0);
    const started = await ok<Campaign>(s.owner, 'POST', path(E.schedule, c.id), { sendAt: null });
    expect(started.status).toBe('scheduled');
    expect(started.scheduledAt).toBe(ctx.clock.now.toISOString());
  });

  it('refuses a text campaign while Twilio is not configured', async () => {
    const text = await create(s.owner, { channel: 'sms', subject: null, body: 'Hi {{first_name}}' });
    const at = new Date(ctx.clock.now.getTime() + DAY).toISOString();
    expect(await refusal(s.owner, 'POST', path(E.schedule, text.id), { sendAt: at })).toMatchObject({
      status: 503,
      message: M.smsNotConfigured,
    });
    expect((await ok<Campaign>(s.owner, 'GET', path(E.get, text.id))).status).toBe('draft');
  });
});

describe('cancelling and recipients', () => {
  it('cancels a campaign that is sending: its queued recipients become skipped in the same step', async () => {
    const c = await create(s.owner);
    const clients = await withTenant(ctx.database.db, { tenantId }, async (tx) => {
      const rows = await queryRows<{ id: string; name: string; email: string }>(
        tx,
        sql`SELECT id, name, email FROM clients WHERE email IS NOT NULL ORDER BY name LIMIT 3`,
      );
      await tx.execute(sql`UPDATE campaigns SET status = 'sending', started_at = now() WHERE id = ${c.id}`);
      for (const [i, r] of rows.entries())
        await tx.execute(
          sql`INSERT INTO campaign_recipients (tenant_id, campaign_id, client_id, to_address, status, sent_at)
              VALUES (${tenantId}, ${c.id}, ${r.id}, ${r.email}, ${i === 0 ? 'sent' : 'queued'},
                ${i === 0 ? sql`now()` : null})`,
        );
      return rows;
    });
    expect(await refusal(s.owner, 'POST', path(E.unschedule, c.id))).toMatchObject({ status: 409 });

    const cancelled = await ok<Campaign>(s.owner, 'POST', path(E.cancel, c.id));
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.finishedAt).toBe(ctx.clock.now.toISOString());
    expect(cancelled.results).toMatchObject({ recipients: 3, delivered: 1, queued: 0, skipped: 2 });
    expect(await refusal(s.owner, 'POST', path(E.cancel, c.id))).toMatchObject({
      status: 409,
      message: M.notSending,
    });

    const all = await ok<CampaignRecipientPage>(s.owner, 'GET', path(E.recipients, c.id));
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(all.recipients.map((r) => r.clientName)).toEqual(clients.map((r) => r.name));
    expect(all.recipients[0]).toMatchObject({ status: 'sent', to: clients[0]!.email, reason: null });
    const skipped = await ok<CampaignRecipientPage>(
      s.owner,
      'GET',
      `${path(E.recipients, c.id)}?status=skipped`,
    );
    expect(skipped.total).toBe(2);
    expect(skipped.recipients.every((r) => r.status === 'skipped' && r.reason === 'cancelled')).toBe(true);
    expect(await refusal(s.owner, 'GET', `${path(E.recipients, c.id)}?status=lost`)).toMatchObject({
      status: 400,
    });
    expect((await refusal(s.owner, 'GET', `${path(E.recipients, c.id)}?status=lost`)).details).toContainEqual(
      {
        path: 'status',
        message: M.status,
      },
    );
  });
});

describe('who may', () => {
  it('keeps a manager to the locations they work at', async () => {
    expect(s.manager.user.establishments).not.toContain(chicago);
    const theirs = await create(s.owner, { establishmentId: chicago, name: 'Chicago only' });
    expect(
      await refusal(s.manager, 'POST', E.create.path, draft({ establishmentId: chicago })),
    ).toMatchObject({
      status: 404,
      message: M.establishmentId,
    });
    expect(
      await refusal(s.manager, 'POST', E.estimate.path, {
        channel: 'email',
        establishmentId: chicago,
        segmentId: everyone,
        body: 'Hi',
      }),
    ).toMatchObject({ status: 404, message: M.establishmentId });
    for (const [method, url, body] of [
      ['GET', path(E.get, theirs.id), undefined],
      ['PUT', path(E.update, theirs.id), draft()],
      ['DELETE', path(E.remove, theirs.id), undefined],
      ['POST', path(E.schedule, theirs.id), { sendAt: null }],
      ['POST', path(E.test, theirs.id), undefined],
      ['GET', path(E.recipients, theirs.id), undefined],
    ] as const)
      expect(await refusal(s.manager, method, url, body)).toMatchObject({ status: 404, message: M.notFound });
    const own = await create(s.manager, { name: 'Manhattan by the manager' });
    const page = await ok<CampaignPage>(s.manager, 'GET', E.list.path);
    expect(page.campaigns.map((c) => c.id)).toContain(own.id);
    expect(page.campaigns.map((c) => c.id)).not.toContain(theirs.id);
    expect(page.campaigns.every((c) => c.establishmentId === manhattan)).toBe(true);
  });

  it('refuses the front desk and employees', async () => {
    const c = await create(s.owner);
    for (const who of [s.frontdesk, s.employee]) {
      expect((await call(who, 'GET', E.list.path)).statusCode).toBe(403);
      expect((await call(who, 'POST', E.create.path, draft())).statusCode).toBe(403);
      expect((await call(who, 'POST', path(E.schedule, c.id), { sendAt: null })).statusCode).toBe(403);
      expect((await call(who, 'DELETE', path(E.remove, c.id))).statusCode).toBe(403);
    }
  });

  it('shows another tenant nothing of these campaigns', async () => {
    const c = await create(s.owner);
    expect(await refusal(s.north, 'GET', path(E.get, c.id))).toMatchObject({
      status: 404,
      message: M.notFound,
    });
    expect(await refusal(s.north, 'POST', path(E.cancel, c.id))).toMatchObject({ status: 404 });
    const theirs = await ok<CampaignPage>(s.north, 'GET', E.list.path);
    expect(theirs.campaigns.map((x) => x.id)).not.toContain(c.id);
    // Their own draft cannot name this tenant's segment.
    expect(
      await refusal(
        s.north,
        'POST',
        E.create.path,
        draft({ establishmentId: s.north.user.establishments[0] }),
      ),
    ).toMatchObject({ status: 400, message: M.segmentGone });
  });
});
