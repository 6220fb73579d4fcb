/**
 * The public unsubscribe page's calls (issue #32): what the signed link names, and the
 * withdrawal. No sign-in; a link that does not verify answers 404 with the server's sentence.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSENT_ENDPOINTS, type UnsubscribeState } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointKey, endpointQuery } from '../../../lib/query/endpoint-query';

/** The business, channel and purpose the link names, and whether consent stands. */
export function useUnsubscribeState(token: string) {
  return useQuery(
    endpointQuery(
      CONSENT_ENDPOINTS.unsubscribeState,
      { params: { token } },
      { reads: [], select: (answer): UnsubscribeState => answer.data },
    ),
  );
}

/** Withdraws the consent the link names (idempotent); the answer replaces the state shown. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(CONSENT_ENDPOINTS.unsubscribe, { params: { token }, body: {} }),
    onSuccess: (answer) =>
      queryClient.setQueryData(
        endpointKey(CONSENT_ENDPOINTS.unsubscribeState, { params: { token } }),
        answer,
      ),
  });
}
