/**
 * Background work that failed, for a business's admins and owners (issue #30): the reactions
 * to its events that used up their retries, and running one again.
 */
import { BACKGROUND_WORK_MESSAGES as M, FAILED_JOBS_LIMIT, type FailedJob } from '@daybook/contracts';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';

/** The event a job's data carries, when it is an event's reaction. */
function eventOf(data: unknown): { type: string; occurredAt: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, occurredAt } = data as { type?: unknown; occurredAt?: unknown };
  return typeof type === 'string' && typeof occurredAt === 'string' ? { type, occurredAt } : null;
}

/** The actor's business's failed jobs, newest first (at most FAILED_JOBS_LIMIT). */
export async function failedJobs(jobs: JobQueue, actor: Actor): Promise<FailedJob[]> {
  const failed = await jobs.failedOf(actor.tenantId, FAILED_JOBS_LIMIT);
  return failed.map((job) => {
    const event = eventOf(job.data);
    return {
      id: job.id,
      queue: job.queue,
      eventType: event?.type ?? null,
      occurredAt: event?.occurredAt ?? null,
      error: job.error,
      retryCount: job.retryCount,
      failedAt: job.failedAt?.toISOString() ?? null,
    };
  });
}

/** Runs the actor's business's failed job `id` again; 404 notFound for any other. */
export async function retryFailedJob(jobs: JobQueue, actor: Actor, id: string): Promise<void> {
  if (!(await jobs.retryOf(actor.tenantId, id))) throw new AppError('NOT_FOUND', M.notFound);
}
