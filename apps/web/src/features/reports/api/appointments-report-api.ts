/**
 * The appointments report call (issue #31, `/reports?type=appointments`): a contract query under the
 * location's key (ALL_ESTABLISHMENTS: every location's changes reach it) that declares what it
 * reads, so an appointment booked, completed, cancelled or moved anywhere in its locations refreshes it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  APPOINTMENTS_REPORT_ENDPOINTS as R,
  type AppointmentsList,
  type AppointmentsListFigure,
  type AppointmentsListQuery,
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

export const APPOINTMENTS_LIST_FAILED = 'Failed to load the appointments';

/** A figure of the report, with its reason row's reason (NO_REASON: none given) for cancellations and no-shows. */
export interface AppointmentsSelection {
  figure: AppointmentsListFigure;
  reason?: AppointmentsListQuery['reason'];
}

/** Page `page` (from 1) of the appointments behind `selection` at `establishmentId` over `from`–`to`, newest first. */
export function useAppointmentsOfFigure(
  establishmentId: string,
  from: string,
  to: string,
  selection: AppointmentsSelection,
  page: number,
) {
  return useQuery(
    endpointQuery(
      R.list,
      {
        query: {
          establishmentId: establishmentId === ALL_ESTABLISHMENTS ? undefined : establishmentId,
          from,
          to,
          figure: selection.figure,
          reason: selection.reason,
          page: String(page),
        },
      },
      {
        reads: APPOINTMENTS_REPORT_READS,
        establishmentId,
        select: (answer): AppointmentsList => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
  );
}
