/**
 * The appointments report call (issue #31, `/reports?type=appointments`): a contract query under the
 * location's key (ALL_ESTABLISHMENTS: every location's changes reach it) that declares what it
 * reads, so an appointment booked, completed, cancelled or moved anywhere in its locations refreshes it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  APPOINTMENTS_REPORT_ENDPOINTS as R,
  type AppointmentsReport,
  type DomainEntity,
} from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';

export const APPOINTMENTS_REPORT_FAILED = 'Failed to load the appointments report';

/** The report: appointments (their status, service and booking time), their services and the locations. */
const APPOINTMENTS_REPORT_READS: readonly DomainEntity[] = ['appointment', 'service', 'establishment'];

/**
 * The report of `establishmentId` (ALL_ESTABLISHMENTS: every location the person reaches) over
 * local days `from`–`to` ('YYYY-MM-DD'); the previous answer stays on screen while the next loads.
 */
export function useAppointmentsReport(establishmentId: string, from: string, to: string) {
  return useQuery(
    endpointQuery(
      R.report,
      {
        query: {
          establishmentId: establishmentId === ALL_ESTABLISHMENTS ? undefined : establishmentId,
          from,
          to,
        },
      },
      {
        reads: APPOINTMENTS_REPORT_READS,
        establishmentId,
        select: (answer): AppointmentsReport => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
  );
}
