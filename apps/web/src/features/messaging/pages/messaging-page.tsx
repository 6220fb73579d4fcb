/**
 * /messaging ('Messages' for employees; spec core.md §2, §4, §7; issue #11): the channel list
 * and the open channel side by side (one at a time on a phone), the open channel in the URL
 * (`?channel=`), live messages, typing, presence, unread marks, and the dialogs to start a
 * channel or a direct message and to manage members.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  MESSAGING_CLIENT_EVENTS,
  MESSAGING_MESSAGES,
  MESSAGING_SERVER_EVENTS,
  TYPING_CHECK_MS,
  hasPermission,
  mapRawRole,
  type Message,
  type PresenceStatus,
  type TypingEntry,
  type TypingPayload,
} from '@daybook/contracts';
import { PageHeader } from '../../../components/page-header';
import { toastFailure } from '../../../lib/query/toast-failure';
import { useAuth } from '../../../lib/auth/auth-context';
import { currentSocket } from '../../../lib/realtime/socket';
import { useSocketEvent } from '../../../lib/realtime/use-realtime';
import {
  allMessages,
  markRead,
  putMessage,
  sendMessage,
  useChannels,
  useMessages,
  useMessagingActions,
  usePeople,
} from '../api/messaging-api';
import { usePresence } from '../api/use-messaging-sync';
import { feedOf } from '../lib/message-feed';
import { setOpenChannel } from '../lib/open-channel';
import { applyTyping, freshTyping, typingLine } from '../lib/typing';
import { ChannelList } from '../components/channel-list';
import { Composer } from '../components/composer';
import { MembersModal } from '../components/members-modal';
import { MessageFeed } from '../components/message-feed';
import { MessageRow } from '../components/message-row';
import { NewChannelModal } from '../components/new-channel-modal';
import { NewDirectModal } from '../components/new-direct-modal';
import { PresenceDot } from '../components/presence-dot';

interface PendingSend {
  clientId: string;
  channelId: string;
  content: string;
  status: 'sending' | 'failed';
}

export function MessagingPage() {
  const { user } = useAuth();
  const tenantId = user?.tenantId ?? '';
  const me = user?.id ?? '';
  const myName = user ? `${user.first_name} ${user.last_name}` : '';
  const role = mapRawRole(user?.role);
  const queryClient = useQueryClient();
  // Read at once: the first render must not open a channel on a phone as if it were wide.
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const openId = params.get('channel');
  const channels = useChannels(tenantId);
  const people = usePeople(tenantId);
  const presence = usePresence();
  const presenceOf = (userId: string, fallback: PresenceStatus) => presence[userId] ?? fallback;
  const actions = useMessagingActions(tenantId);
  const [dialog, setDialog] = useState<'channel' | 'direct' | 'members' | null>(null);
  const [pending, setPending] = useState<PendingSend[]>([]);
  const [typing, setTyping] = useState<TypingEntry[]>([]);

  const list = channels.data?.channels ?? [];
  const open = list.find((c) => c.id === openId) ?? null;
  const messages = useMessages(open ? open.id : null, tenantId);
  const loaded = useMemo(() => allMessages(messages.data), [messages.data]);
  const newest = loaded.at(-1);
  const lastReadSeq = open?.lastReadSeq ?? 0;
  // The divider stays where it was when the channel opened, not where reading moves it.
  const [dividerAt, setDividerAt] = useState<{ channelId: string; seq: number } | null>(null);

  const go = (channelId: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (channelId) next.set('channel', channelId);
      else next.delete('channel');
      return next;
    });

  // Without a channel in the URL on a wide screen, open the most recent one the person is in.
  useEffect(() => {
    if (!openId && !isPhone && channels.data) {
      const first = channels.data.channels.find((c) => c.isMember);
      if (first) go(first.id);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId, isPhone, channels.data]);

  useEffect(() => {
    setOpenChannel(open?.id ?? null);
    setTyping([]);
    if (open) setDividerAt({ channelId: open.id, seq: open.lastReadSeq });
    return () => setOpenChannel(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open?.id]);

  // Read up to the newest message while it is on screen in a visible tab.
  useEffect(() => {
    if (!open?.isMember || !newest || newest.seq <= lastReadSeq) return;
    const read = () => {
      if (document.visibilityState === 'visible')
        markRead(queryClient, tenantId, open.id, newest.id).catch(() => undefined);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [open?.id, open?.isMember, newest, lastReadSeq, queryClient, tenantId]);

  // Presence: away while the tab is hidden.
  useEffect(() => {
    const tell = () =>
      currentSocket()?.emit(MESSAGING_CLIENT_EVENTS.status, {
        status: document.visibilityState === 'visible' ? 'online' : 'away',
      });
    document.addEventListener('visibilitychange', tell);
    return () => document.removeEventListener('visibilitychange', tell);
  }, []);

  useSocketEvent<TypingPayload>(MESSAGING_SERVER_EVENTS.typing, (t) => {
    if (t.channelId === open?.id && t.userId !== me) setTyping((e) => applyTyping(e, t, Date.now()));
  });
  useEffect(() => {
    const timer = setInterval(
      () => setTyping((e) => (e.length ? freshTyping(e, Date.now()) : e)),
      TYPING_CHECK_MS,
    );
    return () => clearInterval(timer);
  }, []);

  // A message that arrived stored ends its pending send.
  useEffect(() => {
    const stored = new Set(loaded.map((m) => m.clientId));
    setPending((p) => (p.some((x) => stored.has(x.clientId)) ? p.filter((x) => !stored.has(x.clientId)) : p));
  }, [loaded]);

  const deliver = (send: PendingSend) => {
    setPending((p) => [...p.filter((x) => x.clientId !== send.clientId), { ...send, status: 'sending' }]);
    sendMessage(tenantId, { channelId: send.channelId, clientId: send.clientId, content: send.content })
      .then((m) => {
        putMessage(queryClient, m);
        setPending((p) => p.filter((x) => x.clientId !== send.clientId));
      })
      .catch(() =>
        setPending((p) => p.map((x) => (x.clientId === send.clientId ? { ...x, status: 'failed' } : x))),
      );
  };

  const everyone = people.data ?? [];
  const avatarOf = (id: string) => everyone.find((p) => p.id === id)?.avatarUrl ?? null;
  const canModerate = role ? hasPermission(role, 'channel:delete') : false;
  const memberNames = open?.members.map((m) => m.name) ?? [];
  const divider = dividerAt && dividerAt.channelId === open?.id ? dividerAt.seq : lastReadSeq;
  const items = useMemo(() => feedOf(loaded, new Date(), divider, me), [loaded, divider, me]);
  const row = (message: Message, first: boolean, extra: Partial<Parameters<typeof MessageRow>[0]> = {}) => (
    <MessageRow
      message={message}
      first={first}
      mine={message.senderId === me}
      canDelete={canModerate}
      viewerName={myName}
      memberNames={memberNames}
      avatarOf={avatarOf}
      onEdit={(content) =>
        actions.edit.mutateAsync({ message, content }).catch((e) => toastFailure('Failed to edit message', e))
      }
      onDelete={() =>
        actions.remove.mutate(message, { onError: (e) => toastFailure('Failed to delete message', e) })
      }
      {...extra}
    />
  );
  const pendingHere = pending.filter((p) => p.channelId === open?.id);
  const other = open?.type === 'dm' ? open.members.find((m) => m.id !== me) : undefined;

  const showList = !isPhone || !open;
  const showChannel = !isPhone || open;

  if (channels.isError)
    return (
      <Stack>
        <PageHeader title="Messaging" />
        <Alert color="red" role="alert" title={MESSAGING_MESSAGES.loadChannels}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void channels.refetch()}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="sm" h="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))">
      <PageHeader title="Messaging" />
      <Group align="stretch" gap="sm" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        {showList && (
          <Paper withBorder w={isPhone ? '100%' : 280} style={{ flex: 'none', minHeight: 0 }}>
            {channels.isPending ? (
              <Center h="100%" py="xl">
                <Loader aria-label="Loading channels" />
              </Center>
            ) : (
              <ChannelList
                channels={list}
                openId={open?.id ?? null}
                viewerId={me}
                presenceOf={presenceOf}
                onOpen={go}
                onNewChannel={() => setDialog('channel')}
                onNewDirect={() => setDialog('direct')}
              />
            )}
          </Paper>
        )}
        {showChannel && (
          <Paper withBorder style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            {!open ? (
              <Center h="100%">
                <Text c="dimmed">
                  {channels.isPending ? '' : 'Choose a channel or start a conversation.'}
                </Text>
              </Center>
            ) : (
              <>
                <Group
                  justify="space-between"
                  p="sm"
                  gap="xs"
                  wrap="wrap"
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 220px', minWidth: 0 }}>
                    {isPhone && (
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        onClick={() => go(null)}
                        aria-label="Back to channels"
                      >
                        <span aria-hidden>←</span>
                      </ActionIcon>
                    )}
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Title order={2} size="h4" style={{ overflowWrap: 'break-word' }}>
                        {open.type === 'dm' ? open.name : `# ${open.name}`}
                      </Title>
                      {other ? (
                        <Group gap={6}>
                          <PresenceDot status={presenceOf(other.id, other.status)} />
                          <Text size="xs" c="dimmed">
                            {presenceOf(other.id, other.status)}
                          </Text>
                        </Group>
                      ) : (
                        open.description && (
                          <Text size="xs" c="dimmed" lineClamp={isPhone ? 2 : 1}>
                            {open.description}
                          </Text>
                        )
                      )}
                    </Stack>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    {open.type !== 'dm' && (
                      <Button size="xs" variant="default" onClick={() => setDialog('members')}>
                        {open.members.length} {open.members.length === 1 ? 'member' : 'members'}
                      </Button>
                    )}
                    {open.type !== 'dm' && open.isMember && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        c="var(--daybook-action-red)"
                        onClick={() =>
                          actions.removeMember.mutate(
                            { channelId: open.id, memberId: me },
                            { onError: (e) => toastFailure(MESSAGING_MESSAGES.removeMember, e) },
                          )
                        }
                      >
                        Leave
                      </Button>
                    )}
                  </Group>
                </Group>
                {messages.isError ? (
                  <Alert color="red" role="alert" m="sm" title={MESSAGING_MESSAGES.fetchMessages}>
                    <Button size="xs" variant="default" mt="xs" onClick={() => void messages.refetch()}>
                      Try again
                    </Button>
                  </Alert>
                ) : messages.isPending ? (
                  <Center style={{ flex: 1 }}>
                    <Loader aria-label="Loading messages" />
                  </Center>
                ) : (
                  <MessageFeed
                    channelName={open.name}
                    items={items}
                    renderMessage={(item) => row(item.message, item.first)}
                    pending={
                      pendingHere.length
                        ? pendingHere.map((p) => (
                            <div key={p.clientId}>
                              {row(
                                {
                                  id: p.clientId,
                                  channelId: p.channelId,
                                  senderId: me,
                                  clientId: p.clientId,
                                  content: p.content,
                                  type: 'text',
                                  metadata: {},
                                  seq: Number.MAX_SAFE_INTEGER,
                                  changeSeq: 0,
                                  createdAt: new Date().toISOString(),
                                  editedAt: null,
                                  deletedAt: null,
                                  sender: { id: me, name: myName, avatarUrl: null },
                                },
                                true,
                                { pending: p.status, onRetry: () => deliver(p) },
                              )}
                            </div>
                          ))
                        : null
                    }
                    hasOlder={Boolean(messages.hasNextPage)}
                    loadingOlder={messages.isFetchingNextPage}
                    onLoadOlder={() => void messages.fetchNextPage()}
                    newestKey={`${newest?.id ?? ''}:${pendingHere.length}`}
                  />
                )}
                <Text size="xs" c="dimmed" px="sm" h={18} aria-live="polite">
                  {typingLine(typing)}
                </Text>
                {open.isMember ? (
                  <Composer
                    channelName={open.type === 'dm' ? open.name : `#${open.name}`}
                    members={open.members.filter((m) => m.id !== me)}
                    onSend={(content) =>
                      deliver({
                        clientId: crypto.randomUUID(),
                        channelId: open.id,
                        content,
                        status: 'sending',
                      })
                    }
                    onTyping={(isTyping) =>
                      currentSocket()?.emit(MESSAGING_CLIENT_EVENTS.typing, { channelId: open.id, isTyping })
                    }
                  />
                ) : (
                  <Group
                    p="sm"
                    justify="space-between"
                    style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                  >
                    <Text size="sm" c="dimmed">
                      You are not a member of this channel yet.
                    </Text>
                    <Button
                      size="xs"
                      loading={actions.join.isPending}
                      onClick={() =>
                        actions.join.mutate(open.id, {
                          onError: (e) => toastFailure('Failed to join channel', e),
                        })
                      }
                    >
                      Join channel
                    </Button>
                  </Group>
                )}
              </>
            )}
          </Paper>
        )}
      </Group>
      <NewChannelModal
        opened={dialog === 'channel'}
        onClose={() => setDialog(null)}
        people={everyone}
        viewerId={me}
        onCreate={(input) => actions.create.mutateAsync(input).then((c) => go(c.id))}
      />
      <NewDirectModal
        opened={dialog === 'direct'}
        onClose={() => setDialog(null)}
        people={everyone}
        viewerId={me}
        presenceOf={presenceOf}
        onPick={(userId) =>
          actions.openDirect.mutate(userId, {
            onSuccess: (c) => go(c.id),
            onError: (e) => toastFailure('Failed to open the conversation', e),
          })
        }
      />
      {open && (
        <MembersModal
          opened={dialog === 'members'}
          onClose={() => setDialog(null)}
          channel={open}
          people={everyone}
          viewerId={me}
          presenceOf={presenceOf}
          onAdd={(memberIds) =>
            actions.addMembers
              .mutateAsync({ channelId: open.id, memberIds })
              .catch((e) => toastFailure(MESSAGING_MESSAGES.addMember, e))
          }
          onRemove={(memberId) =>
            actions.removeMember.mutate(
              { channelId: open.id, memberId },
              { onError: (e) => toastFailure(MESSAGING_MESSAGES.removeMember, e) },
            )
          }
        />
      )}
    </Stack>
  );
}
