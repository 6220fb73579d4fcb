/**
 * Messaging on the server (spec core.md §7 "Messaging HTTP", "Real-time socket") in TanStack
 * Query: the person's channels with unread counts, a channel's messages a page at a time
 * (newest page first, older pages on scroll up), the tenant's people, and the changes: create,
 * open a DM, join, members, send (over the socket, HTTP when it is down), edit, delete, read.
 * Socket events update the same cache (use-messaging-sync.ts).
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  MESSAGING_CLIENT_EVENTS,
  MESSAGING_ENDPOINTS,
  MESSAGING_MESSAGES,
  type Channel,
  type ChannelCreate,
  type DomainEntity,
  type Message,
  type MessageAck,
  type MessagePage,
  type MessageSendPayload,
  type ReadState,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointKey, endpointQuery } from '../../../lib/query/endpoint-query';
import { currentSocket } from '../../../lib/realtime/socket';
import { upsertMessage } from '../lib/message-feed';

/** How long a socket send waits for its acknowledgement before it counts as failed. */
const ACK_TIMEOUT_MS = 8_000;

/**
 * What the channel list and a channel's pages are built from: the messages (last one, unread
 * counts) and the people's names. Messages are personal, never announced to screens: the
 * socket's messaging events edit these answers in place (use-messaging-sync.ts).
 */
const MESSAGE_READS: readonly DomainEntity[] = ['message', 'user'];

/** The tenant's people (pickers): the users alone; presence comes from the socket. */
const PEOPLE_READS: readonly DomainEntity[] = ['user'];

export type MessagePages = InfiniteData<MessagePage, string | undefined>;

/** The query of the person's channels, DMs and the tenant's public channels. */
export function channelsQuery(tenantId: string) {
  return endpointQuery(
    MESSAGING_ENDPOINTS.channels,
    { params: { tenantId } },
    { reads: MESSAGE_READS, select: (answer) => answer.data },
  );
}

/** The person's channels, DMs and the tenant's public channels. */
export function useChannels(tenantId: string) {
  return useQuery({ ...channelsQuery(tenantId), enabled: Boolean(tenantId) });
}

/** Reads the channel list again (membership and channel changes: each viewer's view differs). */
export function refreshChannels(queryClient: QueryClient, tenantId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: channelsQuery(tenantId).queryKey });
}

/** The key of every page of channel `channelId`'s messages, whatever its tenant. */
const messagesOf = (channelId: string) => [MESSAGING_ENDPOINTS.messages.path, { channelId }] as const;

/** A channel's messages: the newest page first, then older ones (`before` the oldest loaded). */
export function useMessages(channelId: string | null, tenantId: string) {
  return useInfiniteQuery({
    queryKey: endpointKey(MESSAGING_ENDPOINTS.messages, {
      params: { channelId: channelId ?? 'none', tenantId },
    }),
    meta: { reads: MESSAGE_READS },
    enabled: Boolean(channelId && tenantId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (
        await callEndpoint(MESSAGING_ENDPOINTS.messages, {
          params: { channelId: channelId!, tenantId },
          query: pageParam ? { before: pageParam } : {},
          signal,
        })
      ).data,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
  });
}

/** Every loaded message, oldest first. */
export function allMessages(data: InfiniteData<MessagePage, unknown> | undefined): Message[] {
  return data ? [...data.pages].reverse().flatMap((p) => p.messages) : [];
}

/** The tenant's people with presence (pickers). */
export function usePeople(tenantId: string) {
  return useQuery({
    ...endpointQuery(
      MESSAGING_ENDPOINTS.people,
      { params: { tenantId } },
      { reads: PEOPLE_READS, select: (answer) => answer.data },
    ),
    enabled: Boolean(tenantId),
  });
}

/** Puts a new or changed message into its channel's loaded pages (the newest page takes new ones). */
export function putMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueriesData<MessagePages>({ queryKey: messagesOf(message.channelId) }, (data) => {
    if (!data || data.pages.length === 0) return data;
    const at = data.pages.findIndex((p) => p.messages.some((m) => m.id === message.id));
    const index = at < 0 ? 0 : at;
    const pages = data.pages.map((p, i) =>
      i === index ? { ...p, messages: upsertMessage(p.messages, message) } : p,
    );
    return { ...data, pages };
  });
}

/** Changes one channel in the cached list (and the unread total with it). */
export function patchChannel(
  queryClient: QueryClient,
  tenantId: string,
  channelId: string,
  change: (c: Channel) => Channel,
): void {
  queryClient.setQueryData(channelsQuery(tenantId).queryKey, (answer) => {
    if (!answer) return answer;
    const channels = answer.data.channels.map((c) => (c.id === channelId ? change(c) : c));
    const unreadTotal = channels.reduce((n, c) => n + (c.isMember ? c.unreadCount : 0), 0);
    return { ...answer, data: { channels, unreadTotal } };
  });
}

/**
 * Sends over the socket and waits for the stored message; over HTTP when the socket is not
 * connected. The same clientId on a retry is stored once.
 */
export async function sendMessage(tenantId: string, payload: MessageSendPayload): Promise<Message> {
  const socket = currentSocket();
  if (socket?.connected) {
    const ack = (await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(MESSAGING_CLIENT_EVENTS.send, payload)) as MessageAck;
    if (!ack.ok) throw new Error(ack.error || MESSAGING_MESSAGES.sendMessage);
    return ack.message;
  }
  const { channelId, ...body } = payload;
  return (await callEndpoint(MESSAGING_ENDPOINTS.send, { params: { channelId, tenantId }, body })).data;
}

/** The channel-changing mutations of the messaging page; each refreshes the channel list. */
export function useMessagingActions(tenantId: string) {
  const queryClient = useQueryClient();
  const refresh = () => refreshChannels(queryClient, tenantId);
  const at = (channelId: string) => ({ channelId, tenantId });
  return {
    create: useMutation({
      mutationFn: async (input: Omit<ChannelCreate, 'tenantId'>) =>
        (await callEndpoint(MESSAGING_ENDPOINTS.createChannel, { body: { ...input, tenantId } })).data,
      onSuccess: refresh,
    }),
    openDirect: useMutation({
      mutationFn: async (userId: string) =>
        (await callEndpoint(MESSAGING_ENDPOINTS.openDirect, { body: { tenantId, userId } })).data,
      onSuccess: refresh,
    }),
    join: useMutation({
      mutationFn: async (channelId: string) =>
        (await callEndpoint(MESSAGING_ENDPOINTS.join, { params: at(channelId) })).data,
      onSuccess: refresh,
    }),
    addMembers: useMutation({
      mutationFn: async (v: { channelId: string; memberIds: string[] }) =>
        (
          await callEndpoint(MESSAGING_ENDPOINTS.addMembers, {
            params: at(v.channelId),
            body: { memberIds: v.memberIds },
          })
        ).data,
      onSuccess: refresh,
    }),
    removeMember: useMutation({
      mutationFn: async (v: { channelId: string; memberId: string }) =>
        (
          await callEndpoint(MESSAGING_ENDPOINTS.removeMember, {
            params: { ...at(v.channelId), memberId: v.memberId },
          })
        ).data,
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: async (v: { message: Message; content: string }) =>
        (
          await callEndpoint(MESSAGING_ENDPOINTS.edit, {
            params: { ...at(v.message.channelId), messageId: v.message.id },
            body: { content: v.content },
          })
        ).data,
      onSuccess: (m) => putMessage(queryClient, m),
    }),
    remove: useMutation({
      mutationFn: async (message: Message) =>
        (
          await callEndpoint(MESSAGING_ENDPOINTS.remove, {
            params: { ...at(message.channelId), messageId: message.id },
          })
        ).data,
      onSuccess: (m) => putMessage(queryClient, m),
    }),
  };
}

/** Moves the read mark to `messageId` and updates the channel's unread count. */
export async function markRead(
  queryClient: QueryClient,
  tenantId: string,
  channelId: string,
  messageId: string,
) {
  const state: ReadState = (
    await callEndpoint(MESSAGING_ENDPOINTS.markRead, { params: { channelId, tenantId }, body: { messageId } })
  ).data;
  applyReadState(queryClient, tenantId, state);
}

/** A read state (this tab's, or another tab's channel:read) in the channel list. */
export function applyReadState(queryClient: QueryClient, tenantId: string, state: ReadState): void {
  patchChannel(queryClient, tenantId, state.channelId, (c) => ({
    ...c,
    unreadCount: state.unreadCount,
    lastReadSeq: Math.max(c.lastReadSeq, state.lastReadSeq),
  }));
}
