/**
 * Background work that failed (issue #30): a business event's reaction, or another job, that
 * used up its retries. Admins and owners see their business's failures and may run one again.
 */
import { z } from 'zod';

/** What a failed job did: the reaction's name and, for an event's reaction, the event. */
export const failedJobSchema = z.object({
  id: z.string(),
  /** The queue, e.g. 'event.waitlist.offer-cancelled-slot'. */
  queue: z.string(),
  /** The event the job reacted to (`appointment.cancelled`), null for other work. */
  eventType: z.string().nullable(),
  /** ISO instant the event happened, null for other work. */
  occurredAt: z.string().nullable(),
  /** The last attempt's error. */
  error: z.string(),
  /** Attempts after the first. */
  retryCount: z.number().int(),
  /** ISO instant of the last failure. */
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** Most failures one answer lists, newest first. */
export const FAILED_JOBS_LIMIT = 100;

export const BACKGROUND_WORK_MESSAGES = {
  jobId: 'Not a valid job id.',
  notFound: 'This failed job was not found.',
  retried: 'The job will run again.',
} as const;
