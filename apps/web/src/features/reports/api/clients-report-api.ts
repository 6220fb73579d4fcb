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

/** The clients behind a figure: of the period, a retention cohort, or a cohort's month `after`. */
export type FigureSelection =
  | { figure: Exclude<ClientsListFigure, 'cohort' | 'retained'> }
  | { figure: 'cohort'; cohort: string }
  | { figure: 'retained'; cohort: string; after: number };

/**
 * Page `page` (from 1) of the clients behind `selection` in the report of `establishmentId` over
 * `from`–`to`, by name, with their total; nothing is fetched while `selection` is null.
 */
export function useClientsOfFigure(
  establishmentId: string,
  from: string,
  to: string,
  selection: FigureSelection | null,
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
          figure: selection?.figure ?? 'new',
          cohort: selection && 'cohort' in selection ? selection.cohort : undefined,
          after: selection?.figure === 'retained' ? String(selection.after) : undefined,
          page: String(page),
        },
      },
      {
        reads: CLIENTS_REPORT_READS,
        establishmentId,
        select: (answer): ClientsList => answer.data,
        placeholderData: keepPreviousData,
        enabled: selection !== null,
      },
    ),
  );
}
