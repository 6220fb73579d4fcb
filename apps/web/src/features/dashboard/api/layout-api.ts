/**
 * The signed-in person's /dashboard-grid arrangement (issue #15 "/dashboard-grid … saved per
 * user"; contracts DASHBOARD_ENDPOINTS): read once, replaced whole on each save; an empty list
 * resets it. Not under a location's key: the arrangement is the person's, whatever the location.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_ENDPOINTS as E, DASHBOARD_MESSAGES, type DashboardLayoutItem } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

const LAYOUT_KEY = ['dashboard', 'layout'] as const;

/** The saved arrangement (`items` empty until the person saves one). */
export function useDashboardLayout() {
  return useQuery({
    queryKey: LAYOUT_KEY,
    queryFn: async ({ signal }) => (await callEndpoint(E.layout, { signal })).data,
  });
}

/** Replaces the arrangement with `items`; a failure is told in a toast. */
export function useSaveDashboardLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: DashboardLayoutItem[]) =>
      (await callEndpoint(E.saveLayout, { body: { items } })).data,
    onSuccess: (layout) => queryClient.setQueryData(LAYOUT_KEY, layout),
    meta: { errorTitle: DASHBOARD_MESSAGES.layoutSaveFailed },
  });
}
