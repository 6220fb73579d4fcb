/**
 * Long work a person waits for, told in their bell as a job (operations.md §2 job notification
 * types): job_progress when it starts, then job_complete with where to look or what to download,
 * or job_failed with the reason. The notification is its own transaction at each step, so the
 * bell shows the job while the work's own transaction is still open.
 */
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { notify, updateJobNotification } from './notifications.service.js';

/** What the bell says about a job. */
export interface JobTexts<T> {
  /** While it runs, e.g. 'Importing clients'. */
  running: string;
  /** Once done, from the work's answer. */
  done: (result: T) => { title: string; content: string; actionUrl?: string; downloadUrl?: string };
  /** Title when it fails; the content is the error's message. */
  failed: string;
}

/** A started job: finish it once with its outcome. */
export interface Job<T> {
  done(result: T): Promise<void>;
  failed(err: unknown): Promise<void>;
}

/** Tells `actor`'s bell a job has started (job_progress at 0 %). */
export async function startJob<T>(db: Db, actor: Actor, texts: JobTexts<T>): Promise<Job<T>> {
  const [id] = await withTenant(db, actor, (tx) =>
    notify(tx, {
      tenantId: actor.tenantId,
      userIds: [actor.userId],
      type: 'job_progress',
      title: texts.running,
      progress: 0,
    }),
  );
  const finish = (change: Parameters<typeof updateJobNotification>[2]) =>
    id ? withTenant(db, actor, (tx) => updateJobNotification(tx, id, change)) : Promise.resolve();
  return {
    done: (result) => {
      const d = texts.done(result);
      return finish({
        type: 'job_complete',
        title: d.title,
        content: d.content,
        progress: 100,
        actionUrl: d.actionUrl ?? null,
        downloadUrl: d.downloadUrl ?? null,
      });
    },
    failed: (err) =>
      finish({
        type: 'job_failed',
        title: texts.failed,
        content: err instanceof Error ? err.message : String(err),
        progress: null,
      }),
  };
}

/**
 * Runs `work` as `actor`'s job and answers its result, or rethrows its error once the job is
 * marked failed. `work` runs outside the notification's transactions (on the embedded database,
 * whose one connection takes one transaction at a time, nesting them would wait forever).
 */
export async function runAsJob<T>(
  db: Db,
  actor: Actor,
  texts: JobTexts<T>,
  work: () => Promise<T>,
): Promise<T> {
  const job = await startJob(db, actor, texts);
  let result: T;
  try {
    result = await work();
  } catch (err) {
    await job.failed(err);
    throw err;
  }
  await job.done(result);
  return result;
}
