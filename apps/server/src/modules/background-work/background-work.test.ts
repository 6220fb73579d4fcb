/**
 * Background work that failed (issue #30): an owner sees their business's failed jobs and runs
 * one again; another business's owner sees none of them and cannot retry them; a manager or
 * the front desk is refused. The failing job comes from a second JobQueue on the same database
 * with a queue that gives up at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_WORK_ENDPOINTS as E, endpointPath, type FailedJob } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { JobQueue } from '../../jobs/job-queue.js';

let ctx: TestContext;
let owner: Session;
let otherOwner: Session;
let side: JobQueue;
const runs: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  otherOwner = await ctx.signIn('owner@northside.example');
  side = new JobQueue(ctx.database, () => undefined, { pollingIntervalSeconds: 0.5 });
  side.work<{ tenantId: string; type: string; occurredAt: string }>(
    'test.fails-once',
    async (data, job) => {
      runs.push(job.id);
      if (runs.length === 1) throw new Error('The salon was closed.');
    },
    { retryLimit: 0 },
  );
  await side.start();
});
afterAll(async () => {
  await side.stop();
  await ctx.close();
});

async function failed(session: Session): Promise<FailedJob[]> {
  const res = await session.request({ url: E.failed.path });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: FailedJob[] }).data;
}

async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await done()); i += 1) await new Promise((r) => setTimeout(r, 100));
}

describe('background work', () => {
  it("lists the business's failed jobs and runs one again", async () => {
    const occurredAt = new Date('2026-11-20T15:00:00Z').toISOString();
    const id = await side.send('test.fails-once', {
      tenantId: owner.user.tenantId,
      type: 'appointment.cancelled',
      occurredAt,
    });
    await until(async () => (await failed(owner)).length > 0);
    expect(await failed(owner)).toEqual([
      expect.objectContaining({
        id,
        queue: 'test.fails-once',
        eventType: 'appointment.cancelled',
        occurredAt,
        error: 'The salon was closed.',
        retryCount: 0,
      }),
    ]);
    expect(await failed(otherOwner)).toEqual([]);
    const url = endpointPath(E.retry, { id: id! });
    expect((await otherOwner.request({ method: 'POST', url })).statusCode).toBe(404);

    const retried = await owner.request({ method: 'POST', url });
    expect(retried.statusCode, retried.body).toBe(200);
    await until(async () => runs.length === 2);
    expect(runs).toEqual([id, id]);
    expect(await failed(owner)).toEqual([]);
    expect((await owner.request({ method: 'POST', url })).statusCode).toBe(404);
  });

  it('is refused to managers and the front desk', async () => {
    for (const email of ['manager@luxe.example', 'frontdesk@luxe.example']) {
      const session = await ctx.signIn(email);
      expect((await session.request({ url: E.failed.path })).statusCode).toBe(403);
    }
  });
});
