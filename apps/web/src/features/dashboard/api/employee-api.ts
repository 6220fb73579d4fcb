/**
 * An employee's dashboard reads (issue #15 "Dashboards"): the next client's record (allergies,
 * preferences) from the CRM, the current pay period (PAYROLL_ENDPOINTS.periods) and their own
 * sales and tips (CHECKOUT_ENDPOINTS.earnings answers an employee their own row only).
 */
import { useQuery } from '@tanstack/react-query';
import {
  CHECKOUT_ENDPOINTS,
  CRM_ENDPOINTS,
  PAYROLL_ENDPOINTS,
  type ClientDetail,
  type PayrollPeriod,
  type StaffEarnings,
} from '@daybook/contracts';
import { callEndpoint, callEndpointOrNull } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { dashboardRoot } from './today-appointments-api';

/**
 * A client's record, or null when there is none to read (no client linked, or out of reach: 404).
 * Under the CRM's key, shared with the calendar's client card, so client changes refresh it live.
 */
export function useClientRecord(clientId: string | null) {
  return useQuery({
    queryKey: queryKeys.crmClient(clientId ?? 'none'),
    queryFn: async ({ signal }): Promise<ClientDetail | null> =>
      (await callEndpointOrNull(CRM_ENDPOINTS.client, { signal, params: { id: clientId! } }))?.data ?? null,
    enabled: clientId !== null,
    staleTime: 30_000,
  });
}

/** The pay period holding today at the location, or null when the answer lists none. */
export function useCurrentPayPeriod(establishmentId: string) {
  return useQuery({
    queryKey: [...dashboardRoot(establishmentId), 'pay-period'],
    queryFn: async ({ signal }): Promise<PayrollPeriod | null> => {
      const answer = await callEndpoint(PAYROLL_ENDPOINTS.periods, { signal, query: { establishmentId } });
      return answer.data.find((p) => p.current) ?? null;
    },
  });
}

const NOTHING: Omit<StaffEarnings, 'staffId' | 'staffName'> = {
  serviceSales: 0,
  productSales: 0,
  tips: 0,
  refunds: 0,
  services: 0,
  transactions: 0,
};

/**
 * The signed-in person's sales and tips over local days `start`…`end` (inclusive), in US
 * dollars; zeros when they sold nothing. Disabled until `start` is known.
 */
export function useMyEarnings(establishmentId: string, userId: string, start: string | null, end: string) {
  return useQuery({
    queryKey: [...dashboardRoot(establishmentId), 'earnings', start, end],
    enabled: start !== null,
    queryFn: async ({ signal }): Promise<Omit<StaffEarnings, 'staffId' | 'staffName'>> => {
      const answer = await callEndpoint(CHECKOUT_ENDPOINTS.earnings, {
        signal,
        query: { establishmentId, start_date: start!, end_date: end },
      });
      return answer.data.staff.find((s) => s.staffId === userId) ?? NOTHING;
    },
  });
}
