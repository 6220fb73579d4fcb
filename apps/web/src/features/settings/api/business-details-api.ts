/**
 * The business's own details (issue #33, onboarding's "business" step): its name, email, phone
 * and address, read and saved through the tenant contracts. A save replaces both the workspace's
 * copy (queryKeys.tenant) and this read, since the tenant has no change announcement of its own.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import {
  ADMIN_ENDPOINTS as E,
  type DomainEntity,
  type EndpointAnswer,
  type UpdateTenantRequest,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointKey, endpointQuery } from '../../../lib/query/endpoint-query';
import { queryKeys } from '../../../lib/query-keys';

export const BUSINESS_DETAILS_FAILED = 'Failed to load the business details';

/** No entity announces tenant changes: the card reads on open, and a save writes the copies. */
const TENANT_READS: readonly DomainEntity[] = [];

/** The tenant as GET /api/admin/tenants/:tenantId answers it. */
export function useBusinessDetails(tenantId: string) {
  return useQuery(
    endpointQuery(
      E.tenant,
      { params: { tenantId } },
      { reads: TENANT_READS, select: (answer) => answer.data },
    ),
  );
}

/** Saves name, email, phone and address; errors (field errors included) stay with the caller's form. */
export function useSaveBusinessDetails(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateTenantRequest) =>
      (await callEndpoint(E.updateTenant, { params: { tenantId }, body })).data,
    onSuccess: (tenant) => {
      const answer: EndpointAnswer<typeof E.tenant> = { success: true, data: tenant };
      client.setQueryData(endpointKey(E.tenant, { params: { tenantId } }), answer);
      client.setQueryData(queryKeys.tenant(tenantId), tenant);
      toasts.show({ color: 'green', title: 'Business details saved', message: '' });
    },
    meta: { writes: TENANT_READS },
  });
}
