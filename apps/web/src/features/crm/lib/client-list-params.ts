/**
 * The client list's filters and how they travel: the query of GET /api/admin/crm/clients
 * (clientListQuerySchema) and of the CSV export, which takes the same filters without paging.
 */
import { CLIENT_MESSAGES, type ClientListQuery, type ClientStatus } from '@daybook/contracts';
import { clientSortQuery, type ClientSort } from './client-sort';

/** What the person narrowed the list to; '' and null mean "any". Dates are 'YYYY-MM-DD'. */
export interface ClientFilters {
  search: string;
  status: ClientStatus | null;
  lastVisitFrom: string;
  lastVisitTo: string;
  preferredStylistId: string | null;
}

export const EMPTY_CLIENT_FILTERS: ClientFilters = {
  search: '',
  status: null,
  lastVisitFrom: '',
  lastVisitTo: '',
  preferredStylistId: null,
};

/** The tenant and location (an establishment id or ALL_ESTABLISHMENTS) a list is read in. */
export interface CrmScope {
  tenantId: string;
  establishmentId: string;
}

/** One page of the list: 1-based `page`, `pageSize` rows. */
export interface ClientPageRequest {
  page: number;
  pageSize: number;
}

/** True when any filter narrows the list (the empty state then offers to clear them). */
export function hasClientFilters(filters: ClientFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.status !== null ||
    filters.lastVisitFrom !== '' ||
    filters.lastVisitTo !== '' ||
    filters.preferredStylistId !== null
  );
}

/** The spec's message when the last-visit range ends before it starts, else null. */
export function clientFiltersProblem(filters: ClientFilters): string | null {
  const { lastVisitFrom: from, lastVisitTo: to } = filters;
  return from && to && from > to ? CLIENT_MESSAGES.dateRange : null;
}

/** Query of the CSV export: the scope and only the filters that are set, every page. */
export function clientExportQuery(scope: CrmScope, filters: ClientFilters): ClientListQuery {
  const search = filters.search.trim();
  return {
    tenantId: scope.tenantId,
    establishmentId: scope.establishmentId,
    ...(search ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.lastVisitFrom ? { lastVisitFrom: filters.lastVisitFrom } : {}),
    ...(filters.lastVisitTo ? { lastVisitTo: filters.lastVisitTo } : {}),
    ...(filters.preferredStylistId ? { preferredStylistId: filters.preferredStylistId } : {}),
  };
}

/** Query of one page of the client list: the export's query, the order (unless the default), the page. */
export function clientListQuery(
  scope: CrmScope,
  filters: ClientFilters,
  sort: ClientSort,
  paging: ClientPageRequest,
): ClientListQuery {
  return {
    ...clientExportQuery(scope, filters),
    ...clientSortQuery(sort),
    page: String(paging.page),
    pageSize: String(paging.pageSize),
  };
}
