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
  type DomainEntity,
  type PayrollPeriod,
  type StaffEarnings,
} from '@daybook/contracts';
import { callEndpointOrNull } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { CLIENT_RECORD_READS, TRANSACTION_READS } from '../../../lib/query/reads';
import { queryKeys } from '../../../lib/query-keys';

/** The pay periods answer: the location's zone and pay schedule, and the runs of each period. */
const PAY_PERIOD_READS: readonly DomainEntity[] = ['establishment', 'pay_run'];

/**
 * A client's record, or null when there is none to read (no client linked, or out of reach: 404).
 * Under the CRM record key the calendar's client card shares (a 404 answers null here, which
 * the contract query cannot), reading what a client's record page reads.
 */
export function useClientRecord(clientId: string | null) {
  return useQuery({
    queryKey: queryKeys.crmClient(clientId ?? 'none'),
    queryFn: async ({ signal }): Promise<ClientDetail | null> =>
      (await callEndpointOrNull(CRM_ENDPOINTS.client, { signal, params: { id: clientId! } }))?.data ?? null,
    meta: { reads: CLIENT_RECORD_READS },
    enabled: clientId !== null,
    staleTime: 30_000,
  });
}

/** The pay period holding today at the location, or null when the answer lists none. */
export function useCurrentPayPeriod(establishmentId: string) {
  return useQuery(
    endpointQuery(
      PAYROLL_ENDPOINTS.periods,
      { query: { establishmentId } },
      {
        reads: PAY_PERIOD_READS,
        establishmentId,
        select: (answer): PayrollPeriod | null => answer.data.find((p) => p.current) ?? null,
      },
    ),
  );
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
    ...endpointQuery(
      CHECKOUT_ENDPOINTS.earnings,
      { query: { establishmentId, start_date: start ?? '', end_date: end } },
      {
        reads: TRANSACTION_READS,
        establishmentId,
        select: (answer): Omit<StaffEarnings, 'staffId' | 'staffName'> =>
          answer.data.staff.find((s) => s.staffId === userId) ?? NOTHING,
      },
    ),
    enabled: start !== null,
  });
}
