/**
 * Lead calls and hooks (spec core.md §7 "CRM"; §4 "Lead to client"): the paged list, one lead,
 * create, update and convert. Queries are contract queries reading leads and follow the CRM
 * retry policy; writes toast their failures and name what they change.
 */
import { hashKey, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLIENT_MESSAGES,
  CRM_ENDPOINTS,
  type ClientDuplicate,
  type DomainEntity,
  type Lead,
  type LeadConvert,
  type LeadCreate,
  type LeadListQuery,
  type LeadStatus,
  type LeadUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import type { ClientPageRequest, CrmScope } from '../lib/client-list-params';
import { crmPage, type CreatedClient, type CrmPage } from './clients-api';
import { toastCrmSuccess } from './crm-answer';

/** What the lead list is narrowed to; '' and null mean "any". */
export interface LeadFilters {
  search: string;
  status: LeadStatus | null;
}

export type CreatedLead = Lead & { duplicates: ClientDuplicate[] };

/** What a lead list and a lead are built from: the leads table alone. */
const LEAD_READS: readonly DomainEntity[] = ['lead'];

/** Query of one page of leads (tenantId and establishmentId are required, spec §5). */
export function leadListQuery(
  scope: CrmScope,
  filters: LeadFilters,
  paging: ClientPageRequest,
): LeadListQuery {
  const search = filters.search.trim();
  return {
    tenantId: scope.tenantId,
    establishmentId: scope.establishmentId,
    ...(search ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page: String(paging.page),
    pageSize: String(paging.pageSize),
  };
}

export async function createLead(body: LeadCreate): Promise<CreatedLead> {
  const answer = await callEndpoint(CRM_ENDPOINTS.createLead, { body });
  return answer.data;
}

/** PUT of any subset of the lead's fields; an empty id is the spec's 'No lead selected for editing'. */
export async function updateLead(leadId: string, body: LeadUpdate): Promise<Lead> {
  if (!leadId) throw new Error(CLIENT_MESSAGES.noLeadSelected);
  const answer = await callEndpoint(CRM_ENDPOINTS.updateLead, { params: { id: leadId }, body });
  return answer.data;
}

/** Creates the client from `body` and removes the lead, in one server transaction. */
export async function convertLead(leadId: string, body: LeadConvert): Promise<CreatedClient> {
  const answer = await callEndpoint(CRM_ENDPOINTS.convertLead, { params: { id: leadId }, body });
  return answer.data;
}

/** Page `paging.page` of the leads in `scope`, newest first; the previous page stays while the next loads. */
export function useLeadList(scope: CrmScope, filters: LeadFilters, paging: ClientPageRequest) {
  return useQuery(
    endpointQuery(
      CRM_ENDPOINTS.listLeads,
      { query: leadListQuery(scope, filters, paging) },
      {
        reads: LEAD_READS,
        establishmentId: scope.establishmentId,
        select: (answer): CrmPage<Lead> => crmPage(answer, paging),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** The query of one lead; 404 'Lead not found.' (also once it has been converted). */
function leadQuery(leadId: string) {
  return endpointQuery(
    CRM_ENDPOINTS.lead,
    { params: { id: leadId } },
    { reads: LEAD_READS, select: (answer): Lead => answer.data },
  );
}

export function useLead(leadId: string) {
  return useQuery(leadQuery(leadId));
}

/** Create, update and convert; each refreshes the CRM and toasts failures with the spec's texts. */
export function useLeadMutations() {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createLead,
    onSuccess: (l) => toastCrmSuccess('Lead added', l.name),
    meta: { errorTitle: CLIENT_MESSAGES.addLeadFailed, writes: ['lead'] },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: LeadUpdate }) => updateLead(id, body),
    onSuccess: (l) => toastCrmSuccess('Lead updated', l.name),
    meta: { errorTitle: CLIENT_MESSAGES.updateLeadFailed, writes: ['lead'] },
  });
  const convert = useMutation({
    mutationFn: ({ id, body }: { id: string; body: LeadConvert }) => convertLead(id, body),
    onSuccess: (c, { id }) => {
      toastCrmSuccess('Lead converted to client', c.name);
      // The lead is gone: refetching its page would only answer 404 before the page moves on
      // to the new client, so its entry is left to expire. Not awaited, for the same reason.
      const gone = hashKey(leadQuery(id).queryKey);
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryHash !== gone && q.meta?.reads?.includes('lead') === true,
      });
    },
    // The new client's readers refresh here; the leads' readers above, all but the lead's own.
    meta: { errorTitle: CLIENT_MESSAGES.convertFailed, writes: ['client'] },
  });
  return { create, update, convert };
}
