/**
 * Background work (issue #30, designed here: the spec shows none). Failed jobs of the caller's
 * business, and running one again; for those who set the business's rules (`tenant:settings`).
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { BACKGROUND_WORK_MESSAGES as M, failedJobSchema } from '../entities/background-work.js';
import { endpoint } from './endpoint.js';
import { envelope, successOnlySchema } from './envelope.js';

export const BACKGROUND_WORK_ENDPOINTS = {
  failed: endpoint({
    method: 'GET',
    path: '/api/admin/background-work/failed',
    access: { permission: 'tenant:settings' },
    summary: "The business's background jobs that used up their retries, newest first (at most 100).",
    response: envelope(z.array(failedJobSchema)),
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/admin/background-work/failed/:id/retry',
    access: { permission: 'tenant:settings' },
    summary: 'Runs a failed job again; 404 for one that is not failed or not of this business.',
    params: z.object({ id: idSchema(M.jobId) }),
    response: successOnlySchema,
  }),
};
