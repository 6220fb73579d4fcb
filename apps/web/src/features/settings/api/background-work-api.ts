/**
 * The business's failed background work (issue #30): jobs that used up their retries, read by
 * those who set the business's rules (tenant:settings), and running one again. The job queue's
 * tables announce no changes, so the list declares no reads and a retry reads it again itself.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import { BACKGROUND_WORK_ENDPOINTS as E, BACKGROUND_WORK_MESSAGES as M } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointKey, endpointQuery } from '../../../lib/query/endpoint-query';

export const FAILED_JOBS_LOAD_FAILED = 'Failed to load background work';

/** The failed jobs, newest first. */
export function useFailedJobs() {
  return useQuery(endpointQuery(E.failed, {}, { reads: [], select: (answer) => answer.data }));
}

/** Runs one failed job again; says so, or why not, in a toast. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(E.retry, { params: { id } }),
    onSuccess: () => {
      toasts.show({ color: 'green', title: M.retried, message: '' });
      return client.invalidateQueries({ queryKey: endpointKey(E.failed, {}) });
    },
    meta: { errorTitle: 'Could not run the job again' },
  });
}
