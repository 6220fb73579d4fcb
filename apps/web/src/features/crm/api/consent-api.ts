/**
 * A client's communication preferences (issue #32): the four consent switches with their
 * history, and a staff change. The change refetches the consent readers (the history grows) and
 * toasts; a failure toasts the server's sentence centrally.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CONSENT_ENDPOINTS,
  CONSENT_LABELS,
  CONSENT_MESSAGES,
  type ClientConsent,
  type ConsentChangeBody,
  type DomainEntity,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { toastCrmSuccess } from './crm-answer';

/** The consent rows and the names of the staff who changed them. */
const CONSENT_READS: readonly DomainEntity[] = ['client_consent', 'user'];

/** The client's four switches (defaults applied) and the latest changes, newest first. */
export function useClientConsent(clientId: string) {
  return useQuery(
    endpointQuery(
      CONSENT_ENDPOINTS.get,
      { params: { id: clientId } },
      { reads: CONSENT_READS, select: (answer): ClientConsent => answer.data },
    ),
  );
}

/** Sets one switch as a staff change; toasts 'Preference saved' naming it. */
export function useConsentChange(clientId: string, clientName: string) {
  return useMutation({
    mutationFn: async (body: ConsentChangeBody) =>
      (await callEndpoint(CONSENT_ENDPOINTS.set, { params: { id: clientId }, body })).data,
    onSuccess: (_consent, body) =>
      toastCrmSuccess(
        CONSENT_MESSAGES.saved,
        `${CONSENT_LABELS[body.channel][body.purpose]} is now ${body.granted ? 'on' : 'off'} for ${clientName}.`,
      ),
    meta: { errorTitle: CONSENT_MESSAGES.saveFailed, writes: ['client_consent'] },
  });
}
