/**
 * Durable work on the app's own database (issue #30): pg-boss 10 (the last line that runs on
 * Node 20), on PostgreSQL and on the embedded PGlite alike, through one `executeSql`. A job is
 * a row: it survives a restart or a killed process, is taken by one instance (SKIP LOCKED), is
 * retried with backoff when its handler throws or its process dies (expiry), and ends failed
 * where an admin can see it. Recurring jobs run once per schedule slot however many instances
 * run, since pg-boss throttles each cron by its slot.
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';

/** How pg-boss reaches the database: one statement with parameters, or a parameterless script. */
export interface JobSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A job's handler; a throw retries it (with backoff) until its retry limit, then it fails. What
 * it answers (an object) is kept as the job's output for whoever asks after it (jobOf).
 */
export type JobHandler<T> = (data: T, job: { id: string; queue: string }) => Promise<object | void>;

/** Per-queue rules; the defaults suit short idempotent work. */
export interface QueueRules {
  /** Retries after the first attempt (default 5), with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job running longer (or whose process died) is given up and retried (default 15 min). */
  expireInSeconds?: number;
  /** Jobs one worker takes at once (default 10). */
  batchSize?: number;
}

/** Timings; tests shorten them, the server keeps pg-boss's own. */
export interface JobQueueTimings {
  /** Seconds between polls of an idle queue (default 2); a wake-up skips the wait. */
  pollingIntervalSeconds?: number;
  /** Seconds between pg-boss's maintenance runs (expiry of dead workers' jobs; default 120). */
  maintenanceIntervalSeconds?: number;
  /** Seconds between checks of the cron schedules (default 30) and of their due jobs (default 5). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
}

/** Tries at making a queue that another instance may be making at the same moment. */
const CREATE_ATTEMPTS = 5;

/** A deadlock or a duplicate: another instance made the same queue at the same moment. */
function isRace(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '23505' || code === '42P07';
}

/** What a stopped queue answers pg-boss: a command that changed no job. */
const NOTHING_CHANGED = { rows: [{ count: 0 }] };

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

interface Registration {
  queue: string;
  rules: QueueRules;
  handler: JobHandler<unknown>;
  cron?: string;
}

/** Where a job is: waiting or running (retries included), done with its output, or failed. */
export interface JobState {
  data: unknown;
  state: 'running' | 'done' | 'failed';
  output: object | null;
  error: string | null;
}

/** A failed job, for the admins' view of work that did not happen. */
export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  error: string;
  retryCount: number;
  failedAt: Date | null;
}

/**
 * The app's job queue. Handlers are registered before `start()` (modules do it while they
 * register); `start()` creates their queues and starts polling; `stop()` lets running jobs end.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly registrations = new Map<string, Registration>();
  private readonly workerIds = new Map<string, string>();
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly sql: JobSql,
    private readonly onError: (err: unknown) => void,
    private readonly timings: JobQueueTimings = {},
  ) {
    this.boss = new PgBoss({
      // Once stopped the queue sends nothing more: pg-boss still completes a batch after its
      // handler returns (unawaited), and the database may be closing by then. The answer it gets
      // reads as "no job changed" (its completion and failure commands count rows); its workers
      // have stopped polling, so no fetch reads it.
      db: {
        executeSql: (text, values) =>
          this.stopped ? Promise.resolve(NOTHING_CHANGED) : sql.executeSql(text, values),
      },
      schema: JOB_SCHEMA,
      ...withoutUndefined({
        maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds,
        cronMonitorIntervalSeconds: timings.cronMonitorIntervalSeconds,
        cronWorkerIntervalSeconds: timings.cronWorkerIntervalSeconds,
      }),
    });
    this.boss.on('error', (err: unknown) => onError(err));
  }

  /** Runs `handler` for each job sent to `queue` (one handler per queue). */
  work<T>(queue: string, handler: JobHandler<T>, rules: QueueRules = {}): void {
    this.register({ queue, rules, handler: handler as JobHandler<unknown> });
  }

  /**
   * Runs `handler` on the cron schedule `cron` (UTC, minute granularity), once per slot across
   * every instance.
   */
  every(queue: string, cron: string, handler: () => Promise<void>, rules: QueueRules = {}): void {
    this.register({ queue, rules, handler: () => handler(), cron });
  }

  private register(registration: Registration): void {
    if (this.started) throw new Error(`job queue ${registration.queue} registered after start`);
    if (this.registrations.has(registration.queue))
      throw new Error(`job queue ${registration.queue} registered twice`);
    this.registrations.set(registration.queue, registration);
  }

  /** The queues registered so far (for the relay's subscribers and the tests). */
  get queues(): string[] {
    return [...this.registrations.keys()];
  }

  /** Installs or upgrades pg-boss's schema, then creates the queues and starts every worker. */
  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const r of this.registrations.values()) {
      await this.ensureQueue(r);
      const id = await this.boss.work<unknown>(
        r.queue,
        {
          batchSize: r.rules.batchSize ?? 10,
          pollingIntervalSeconds: this.timings.pollingIntervalSeconds ?? 2,
        },
        (jobs) => this.track(this.runBatch(r, jobs)),
      );
      this.workerIds.set(r.queue, id);
      if (r.cron) await this.boss.schedule(r.queue, r.cron, {}, { tz: 'UTC' });
    }
  }

  /**
   * Runs a batch; each job gets its own outcome (pg-boss would fail or complete a batch as one).
   * Never rejects: a rejection would make pg-boss fail the batch again, unawaited, and a
   * database closing under a stopping queue must cost a log line, not an unhandled rejection.
   */
  private async runBatch(r: Registration, jobs: { id: string; data: unknown }[]): Promise<void> {
    try {
      const done: string[] = [];
      for (const job of jobs) {
        try {
          const output = await r.handler(job.data, { id: job.id, queue: r.queue });
          if (output) await this.boss.complete(r.queue, job.id, output);
          else done.push(job.id);
        } catch (err) {
          this.onError(err);
          await this.boss.fail(r.queue, job.id, { message: messageOf(err) });
        }
      }
      if (done.length) await this.boss.complete(r.queue, done);
    } catch (err) {
      // Left active, the jobs expire and are retried: at least once still holds.
      this.onError(err);
    }
  }

  /** Remembers a running batch until it ends, so that stop() can wait for it. */
  private track(batch: Promise<void>): Promise<void> {
    this.running.add(batch);
    return batch.finally(() => this.running.delete(batch));
  }

  /**
   * Creates `r`'s queue, or brings an existing one to its rules. Each queue is a partition
   * (DDL), so instances starting together can deadlock creating the same one: the loser tries
   * again and finds it made.
   */
  private async ensureQueue(r: Registration): Promise<void> {
    const rules = {
      name: r.queue,
      retryLimit: r.rules.retryLimit ?? 5,
      retryDelay: r.rules.retryDelaySeconds ?? 2,
      retryBackoff: true,
      expireInSeconds: r.rules.expireInSeconds ?? 15 * 60,
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await this.boss.getQueue(r.queue)) await this.boss.updateQueue(r.queue, rules);
        else await this.boss.createQueue(r.queue, rules);
        return;
      } catch (err) {
        if (attempt >= CREATE_ATTEMPTS || !isRace(err)) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
  }

  /** Asks this instance's worker of `queue` to poll now rather than at its next interval. */
  wake(queue: string): void {
    const id = this.workerIds.get(queue);
    if (id) this.boss.notifyWorker(id);
  }

  /**
   * Sends one job to `queue`; answers its id. Every send is a job of its own (pg-boss's
   * singletonKey dedupes only on its singleton and stately queues, not the standard ones made
   * here): work sent once per key goes through sendAt.
   */
  async send<T extends object>(queue: string, data: T): Promise<string | null> {
    const id = await this.boss.send(queue, data, {});
    this.wake(queue);
    return id;
  }

  /**
   * Sends one job to `queue` to run at `startAfter` or later (an instant in the past runs now).
   * `key` names the job: its id is derived from queue and key, so a second send of the same key
   * is dropped (answers null) for as long as pg-boss keeps the first job (waiting, running, and
   * ended until its retention lapses). Past that a repeat is queued again: the handler's own
   * records must make it harmless.
   */
  async sendAt<T extends object>(
    queue: string,
    data: T,
    startAfter: Date,
    key: string,
  ): Promise<string | null> {
    const id = await this.boss.send(queue, data, {
      id: idOfKey(queue, key),
      startAfter: startAfter.toISOString(),
    });
    this.wake(queue);
    return id;
  }

  /**
   * Inserts jobs through `sql` (a transaction's connection), so they exist exactly when that
   * transaction commits: the outbox relay's delivery.
   */
  async insertWithin(sql: JobSql, jobs: { queue: string; data: object }[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((j) => ({ name: j.queue, data: j.data })),
      { db: { executeSql: (text, values) => sql.executeSql(text, values) } },
    );
  }

  /** Job `id` of `queue` as it stands: its data, where it is, and its output or failure. */
  async jobOf(queue: string, id: string): Promise<JobState | null> {
    const job = await this.boss.getJobById<unknown>(queue, id);
    if (!job) return null;
    const done = job.state === 'completed';
    return {
      data: job.data,
      state: done ? 'done' : job.state === 'failed' || job.state === 'cancelled' ? 'failed' : 'running',
      output: done ? job.output : null,
      error: job.state === 'failed' ? messageIn(job.output) : null,
    };
  }

  /**
   * `tenantId`'s jobs that used up their retries, newest first (at most `limit`): those whose
   * data names the tenant, as every business event does. Work of no one business (the
   * recurring sweeps) is left to the server's log.
   */
  async failedOf(tenantId: string, limit: number): Promise<FailedJob[]> {
    const { rows } = await this.sql.executeSql(
      `SELECT id, name, data, output, retry_count, completed_on FROM ${JOB_SCHEMA}.job
        WHERE state = 'failed' AND data->>'tenantId' = $1
        ORDER BY completed_on DESC NULLS LAST LIMIT $2`,
      [tenantId, limit],
    );
    return (rows as FailedJobRow[]).map((r) => ({
      id: r.id,
      queue: r.name,
      data: r.data,
      error: messageIn(r.output),
      retryCount: r.retry_count,
      failedAt: r.completed_on,
    }));
  }

  /** Runs `tenantId`'s failed job `id` again; answers false when there is no such failed job. */
  async retryOf(tenantId: string, id: string): Promise<boolean> {
    const { rows } = await this.sql.executeSql(
      `SELECT name FROM ${JOB_SCHEMA}.job WHERE id = $1 AND state = 'failed' AND data->>'tenantId' = $2`,
      [id, tenantId],
    );
    const queue = (rows as { name: string }[])[0]?.name;
    if (!queue) return false;
    await this.boss.retry(queue, id);
    this.wake(queue);
    return true;
  }

  /** Stops polling and waits (up to `timeoutMs`) for running jobs to end; leaves the database open. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    // pg-boss's wait covers its workers' polling; a batch already fetched may still be running,
    // and the caller closes the database next.
    const deadline = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
    await Promise.race([Promise.allSettled([...this.running]), deadline]);
    this.stopped = true;
  }
}

interface FailedJobRow {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  completed_on: Date | null;
}

/** A uuid (version 5 layout) derived from `queue` and `key`: the same key names the same job. */
function idOfKey(queue: string, key: string): string {
  const h = createHash('sha1').update(`${queue}\n${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** pg-boss checks option names with `in`: a key set to undefined is refused, not defaulted. */
function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A failure's message: ours is `{ message }`, pg-boss's expiry `{ value: { message } }`. */
function messageIn(output: unknown): string {
  if (typeof output !== 'object' || output === null) return 'failed';
  const o = output as { message?: unknown; value?: unknown };
  if (typeof o.message === 'string') return o.message;
  return o.value === undefined ? 'failed' : messageIn(o.value);
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
