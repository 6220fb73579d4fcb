/**
 * The client list's filters and how they travel: the query string of GET /api/admin/crm/clients
 * (clientListQuerySchema) and of the CSV export, which takes the same filters without paging.
 */
import { CLIENT_MESSAGES, type ClientStatus } from '@daybook/contracts';

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

function filterParams(scope: CrmScope, filters: ClientFilters): URLSearchParams {
  const q = new URLSearchParams({ tenantId: scope.tenantId, establishmentId: scope.establishmentId });
  const search = filters.search.trim();
  if (search) q.set('search', search);
  if (filters.status) q.set('status', filters.status);
  if (filters.lastVisitFrom) q.set('lastVisitFrom', filters.lastVisitFrom);
  if (filters.lastVisitTo) q.set('lastVisitTo', filters.lastVisitTo);
  if (filters.preferredStylistId) q.set('preferredStylistId', filters.preferredStylistId);
  return q;
}

/** Query string of one page of the client list: only the filters that are set, then the page. */
export function clientListQuery(scope: CrmScope, filters: ClientFilters, paging: ClientPageRequest): string {
  const q = filterParams(scope, filters);
  q.set('page', String(paging.page));
  q.set('pageSize', String(paging.pageSize));
  return q.toString();
}

/** Query string of the CSV export: the list's filters, every page. */
export function clientExportQuery(scope: CrmScope, filters: ClientFilters): string {
  return filterParams(scope, filters).toString();
}
