/**
 * One instance of the job platform for the scale-out test of business events
 * (src/events/event-bus.scale-out.test.ts): the app's JobQueue and EventBus on the database at
 * argv[2], with test subscribers that write what they do to `job_effects` (made by the test).
 * - `test.first`, `test.second` on appointment.booked: one effect row per delivery;
 * - `test.slow` on appointment.cancelled: records its start, and on its first attempt hangs
 *   (the test kills that process; another instance must retry it), then records it was done;
 * - `test.tick`, every minute: one row per run, with the minute it ran in.
 * Prints 'ready' once working.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import { EventBus } from '../src/events/event-bus.js';
import { JobQueue } from '../src/jobs/job-queue.js';

const [url, instance] = process.argv.slice(2) as [string, string];
const database = await openDatabase({ url });
const report = (err: unknown) => console.error(instance, err);
const jobs = new JobQueue(database, report, {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
});
const bus = new EventBus(database.db, jobs, report);
const effect = (kind: string, eventId: number | null) =>
  database.db.execute(
    sql`INSERT INTO job_effects (kind, event_id, instance) VALUES (${kind}, ${eventId}, ${instance})`,
  );

for (const subscriber of ['test.first', 'test.second'])
  bus.on('appointment.booked', subscriber, (e) => effect(subscriber, e.id).then(() => undefined), {
    batchSize: 100,
  });
bus.on(
  'appointment.cancelled',
  'test.slow',
  async (e) => {
    const [started] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM job_effects WHERE kind = 'slow-start' AND event_id = ${e.id}`,
    );
    await effect('slow-start', e.id);
    if (started!.n === 0) await new Promise(() => undefined);
    await effect('slow-done', e.id);
  },
  { expireInSeconds: 3, retryDelaySeconds: 1 },
);
jobs.every('test.tick', '* * * * *', async () => {
  await database.db.execute(
    sql`INSERT INTO job_effects (kind, instance, slot) VALUES ('tick', ${instance}, date_trunc('minute', now()))`,
  );
});
await jobs.start();
await bus.start(database.listen);
console.log('ready');
