/**
 * The signed-in person's /dashboard-grid arrangement (issue #15 "/dashboard-grid … saved per
 * user"; contracts DASHBOARD_ENDPOINTS): read once, replaced whole on each save; an empty list
 * resets it. Not under a location's key: the arrangement is the person's, whatever the location.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_ENDPOINTS as E, DASHBOARD_MESSAGES, type DashboardLayoutItem } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/**
 * The person's arrangement: its table announces no changes (only its owner edits it, and the
 * save below puts the answer in the cache), so no live change reads it again.
 */
const layoutQuery = () => endpointQuery(E.layout, {}, { reads: [], select: (answer) => answer.data });

/** The saved arrangement (`items` empty until the person saves one). */
export function useDashboardLayout() {
  return useQuery(layoutQuery());
}

/** Replaces the arrangement with `items`; a failure is told in a toast. */
export function useSaveDashboardLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: DashboardLayoutItem[]) =>
      (await callEndpoint(E.saveLayout, { body: { items } })).data,
    onSuccess: (layout) => queryClient.setQueryData(layoutQuery().queryKey, { success: true, data: layout }),
    meta: { errorTitle: DASHBOARD_MESSAGES.layoutSaveFailed },
  });
}
