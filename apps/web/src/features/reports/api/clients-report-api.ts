/**
 * The clients report call (issue #31, `/reports?type=clients`): a contract query under the
 * location's key (ALL_ESTABLISHMENTS: every location's changes reach it) that declares what it
 * reads, so an appointment completed, cancelled or moved anywhere in its locations refreshes it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  CLIENTS_REPORT_ENDPOINTS as R,
  type ClientsList,
  type ClientsListFigure,
  type ClientsReport,
  type DomainEntity,
} from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';

export const CLIENTS_REPORT_FAILED = 'Failed to load the clients report';
export const FIGURE_CLIENTS_FAILED = 'Failed to load these clients';

/** The report: appointments (their status and client) at the locations, and the locations. */
const CLIENTS_REPORT_READS: readonly DomainEntity[] = ['appointment', 'client', 'establishment'];

/**
 * The report of `establishmentId` (ALL_ESTABLISHMENTS: every location the person reaches) over
 * local days `from`–`to` ('YYYY-MM-DD'); the previous answer stays on screen while the next loads.
 */
export function useClientsReport(establishmentId: string, from: string, to: string) {
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
        reads: CLIENTS_REPORT_READS,
        establishmentId,
        select: (answer): ClientsReport => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/**
 * Page `page` (from 1) of the clients behind `figure` of the report of `establishmentId` over
 * `from`–`to`, by name, with their total; nothing is fetched while `figure` is null.
 */
export function useClientsOfFigure(
  establishmentId: string,
  from: string,
  to: string,
  figure: ClientsListFigure | null,
  page: number,
) {
  return useQuery(
    endpointQuery(
      R.clients,
      {
        query: {
          establishmentId: establishmentId === ALL_ESTABLISHMENTS ? undefined : establishmentId,
          from,
          to,
          figure: figure ?? 'new',
          page: String(page),
        },
      },
      {
        reads: CLIENTS_REPORT_READS,
        establishmentId,
        select: (answer): ClientsList => answer.data,
        placeholderData: keepPreviousData,
        enabled: figure !== null,
      },
    ),
  );
}
