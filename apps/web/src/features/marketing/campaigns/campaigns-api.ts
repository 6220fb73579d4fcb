/**
 * Campaigns' calls and hooks (issue #32 "Campaigns"): the paged list, one campaign (read again
 * every few seconds while it sends: recipients are not announced), its recipients, the estimate of
 * a campaign being written, and the writes. Reads declare the `campaign` entity, so a write here
 * or in another tab (or the sender finishing) refetches them; writes toast the server's reason.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  CAMPAIGN_ENDPOINTS as E,
  CAMPAIGN_MESSAGES as M,
  type CampaignEstimateBody,
  type CampaignRecipientStatus,
  type CampaignWrite,
  type DomainEntity,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointMutation, endpointQuery } from '../../../lib/query/endpoint-query';

/** Campaigns, and who one reaches and its results: clients, their consent and their bookings. */
const CAMPAIGN_READS: readonly DomainEntity[] = [
  'campaign',
  'segment',
  'client',
  'client_consent',
  'appointment',
];

/** How often a sending campaign is read again, in milliseconds. */
export const SENDING_REFETCH_MS = 3_000;

/** Page `page` of the campaigns, newest first (the previous page shows meanwhile). */
export function useCampaigns(page: number) {
  return useQuery({
    ...endpointQuery(
      E.list,
      { query: { page: String(page) } },
      { reads: CAMPAIGN_READS, errorTitle: M.loadFailed, select: (answer) => answer.data },
    ),
    placeholderData: keepPreviousData,
  });
}

/** Campaign `id` with its results; read every SENDING_REFETCH_MS while it is sending. */
export function useCampaign(id: string | null) {
  return useQuery({
    ...endpointQuery(
      E.get,
      { params: { id: id ?? '' } },
      { reads: CAMPAIGN_READS, errorTitle: M.loadFailed, select: (answer) => answer.data },
    ),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.data.status === 'sending' ? SENDING_REFETCH_MS : false),
  });
}

/** Page `page` of campaign `id`'s recipients, optionally of one status. */
export function useCampaignRecipients(
  id: string,
  page: number,
  status: CampaignRecipientStatus | undefined,
  sending: boolean,
) {
  return useQuery({
    ...endpointQuery(
      E.recipients,
      { params: { id }, query: { page: String(page), status } },
      { reads: CAMPAIGN_READS, select: (answer) => answer.data },
    ),
    placeholderData: keepPreviousData,
    refetchInterval: sending ? SENDING_REFETCH_MS : false,
  });
}

/** Who the campaign being written would reach now and, for a text, its size and cost (null: not ready). */
export function useCampaignEstimate(body: CampaignEstimateBody | null) {
  // A POST read: the body is the key (endpointKey keys params and query only).
  return useQuery({
    queryKey: [E.estimate.path, body],
    queryFn: ({ signal }) => callEndpoint(E.estimate, { body: body!, signal }),
    select: (answer) => answer.data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
    meta: { reads: CAMPAIGN_READS },
    retry: false,
  });
}

/** Saves a new draft, or replaces draft `id`, and toasts. */
export function useSaveCampaign() {
  return useMutation({
    // Create or replace by whether it has an id: one mutation, so the editor has one pending state.
    mutationFn: (vars: { id: string | null; body: CampaignWrite }) =>
      vars.id
        ? callEndpoint(E.update, { params: { id: vars.id }, body: vars.body })
        : callEndpoint(E.create, { body: vars.body }),
    meta: { errorTitle: M.saveFailed, writes: ['campaign'] },
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: `Saved “${answer.data.name}”.` });
    },
  });
}

/** Sends campaign `id` once to the signed-in user and toasts. */
export function useSendTest() {
  return useMutation({
    ...endpointMutation(E.test, {
      call: (id: string) => ({ params: { id } }),
      errorTitle: M.testFailed,
      writes: [],
    }),
    onSuccess: () => notifications.show({ color: 'green', message: 'Test sent to you.' }),
  });
}

/** Schedules draft `id` for `sendAt`, or starts sending it now (null), and toasts. */
export function useScheduleCampaign() {
  return useMutation({
    ...endpointMutation(E.schedule, {
      call: (vars: { id: string; sendAt: string | null }) => ({
        params: { id: vars.id },
        body: { sendAt: vars.sendAt },
      }),
      errorTitle: M.sendFailed,
      writes: ['campaign'],
    }),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        message:
          answer.data.status === 'scheduled'
            ? `Scheduled “${answer.data.name}”.`
            : `Sending “${answer.data.name}”.`,
      });
    },
  });
}

/** Takes scheduled campaign `id` back to draft, and toasts. */
export function useUnscheduleCampaign() {
  return useMutation({
    ...endpointMutation(E.unschedule, {
      call: (id: string) => ({ params: { id } }),
      errorTitle: M.saveFailed,
      writes: ['campaign'],
    }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: `“${answer.data.name}” is a draft again.` });
    },
  });
}

/** Stops campaign `id` while it sends, and toasts. */
export function useCancelCampaign() {
  return useMutation({
    ...endpointMutation(E.cancel, {
      call: (id: string) => ({ params: { id } }),
      errorTitle: M.sendFailed,
      writes: ['campaign'],
    }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: `Stopped sending “${answer.data.name}”.` });
    },
  });
}
