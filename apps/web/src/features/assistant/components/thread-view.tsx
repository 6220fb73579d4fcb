/**
 * The open thread (issue #33, operations.md §1–§4): its messages oldest first (earlier pages on
 * scrolling up or "Load earlier"), Dawn's words live as they stream with a typing mark, the
 * starter prompts while it is empty, Retry, and the composer. With no thread open the same
 * screen starts one when the person asks.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { ASSISTANT_DEFAULT_TITLE, type AssistantMessage, type AssistantToolCall } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { toastFailure } from '../../../lib/query/toast-failure';
import { ASSISTANT_TEXTS, fetchEarlierMessages, useThread } from '../api/assistant-api';
import type { AssistantStreamRequest } from '../api/assistant-stream';
import type { AssistantStream } from '../api/use-assistant-stream';
import { Composer } from './composer';
import { Bubble, MessageItem } from './message-item';
import { StarterPrompts } from './starter-prompts';

/** Within this many pixels of the end, the person reads the latest and new words are followed. */
const BOTTOM_SLACK_PX = 48;

export interface ThreadViewProps {
  /** The open thread, or null before one is started. */
  threadId: string | null;
  stream: AssistantStream;
  /** Why nothing can be asked (no model), or null. */
  disabledReason: string | null;
  toolLabels: ReadonlyMap<string, string>;
  /** Asks `content` in the open thread, or in a new one when none is open; false when refused. */
  onAsk: (content: string) => Promise<boolean>;
  /** On a phone: back to the list. */
  onBack?: () => void;
  /** The composer takes the focus as the view appears (a conversation just started). */
  focusComposer?: boolean;
}

/** The thread column. */
export function ThreadView({
  threadId,
  stream,
  disabledReason,
  toolLabels,
  onAsk,
  onBack,
  focusComposer = false,
}: ThreadViewProps) {
  const thread = useThread(threadId);
  const [earlier, setEarlier] = useState<{ messages: AssistantMessage[]; hasMore: boolean } | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const heightBeforeEarlier = useRef<number | null>(null);

  const latest = thread.data?.messages ?? [];
  // The latest page may now hold messages an earlier page also held (a refetch after answers).
  const latestIds = new Set(latest.map((m) => m.id));
  const messages = [...(earlier?.messages.filter((m) => !latestIds.has(m.id)) ?? []), ...latest];
  const hasMore = earlier ? earlier.hasMore : (thread.data?.hasMore ?? false);
  const mine = stream.threadId === threadId && threadId !== null;
  const live = mine && stream.streaming;
  const busy = stream.streaming;

  const loadEarlier = async () => {
    const oldest = messages[0];
    if (!threadId || !oldest || loadingEarlier || !hasMore) return;
    setLoadingEarlier(true);
    try {
      const page = await fetchEarlierMessages(threadId, oldest.id);
      heightBeforeEarlier.current = viewport.current?.scrollHeight ?? null;
      setEarlier({ messages: [...page.messages, ...(earlier?.messages ?? [])], hasMore: page.hasMore });
    } catch (error) {
      toastFailure(ASSISTANT_TEXTS.threadFailed, error);
    } finally {
      setLoadingEarlier(false);
    }
  };

  // Earlier messages go above what the person reads: keep it where it was.
  useLayoutEffect(() => {
    const box = viewport.current;
    if (!box || heightBeforeEarlier.current === null) return;
    box.scrollTop += box.scrollHeight - heightBeforeEarlier.current;
    heightBeforeEarlier.current = null;
  }, [earlier]);

  // New messages and streamed words come at the bottom: while the person reads there, follow
  // them (content also grows after it renders, and the box shrinks when Retry or an error shows
  // under it); scrolled up, stay put.
  const atBottom = useRef(true);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = viewport.current;
    const inner = list.current;
    if (!box || !inner) return;
    const follow = () => {
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    };
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(inner);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const box = viewport.current;
    if (box && atBottom.current) box.scrollTop = box.scrollHeight;
  }, [messages.length, stream.text]);

  // Whoever asks, approves or retries wants to see the answer come.
  const run = (request: AssistantStreamRequest) => {
    atBottom.current = true;
    void stream.run(request);
  };
  const ask = (content: string) => {
    atBottom.current = true;
    return onAsk(content);
  };
  const approve = (call: AssistantToolCall) =>
    threadId && run({ kind: 'approve', threadId, callId: call.id });
  const reject = (call: AssistantToolCall) => threadId && run({ kind: 'reject', threadId, callId: call.id });
  const canRetry =
    threadId !== null && !busy && disabledReason === null && messages.some((m) => m.role === 'user');
  const title = thread.data?.title ?? ASSISTANT_DEFAULT_TITLE;

  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }} component="section" aria-label={title}>
      <Group gap="xs" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" aria-label="Back to conversations" onClick={onBack}>
            <IconArrowLeft size={18} aria-hidden />
          </ActionIcon>
        )}
        <Title order={2} size="h4" lineClamp={1}>
          {title}
        </Title>
      </Group>
      {thread.isError ? (
        <LoadError
          title={ASSISTANT_TEXTS.threadFailed}
          error={thread.error}
          onRetry={() => void thread.refetch()}
        />
      ) : (
        <ScrollArea
          viewportRef={viewport}
          style={{ flex: 1, minHeight: 0 }}
          type="auto"
          offsetScrollbars
          onScrollPositionChange={({ y }) => {
            const box = viewport.current;
            if (box) atBottom.current = box.scrollHeight - box.clientHeight - y < BOTTOM_SLACK_PX;
            if (y === 0 && hasMore) void loadEarlier();
          }}
          viewportProps={{ tabIndex: 0, 'aria-label': 'Messages' }}
        >
          <Stack gap="md" p="xs" ref={list}>
            {hasMore && (
              <Button
                variant="subtle"
                size="xs"
                loading={loadingEarlier}
                onClick={() => void loadEarlier()}
                mx="auto"
              >
                Load earlier
              </Button>
            )}
            {threadId !== null && thread.isPending && (
              <Text size="sm" c="dimmed">
                Loading the conversation…
              </Text>
            )}
            {messages.length === 0 && !live && (threadId === null || thread.isSuccess) && (
              <StarterPrompts disabled={disabledReason !== null || busy} onPick={(p) => void ask(p)} />
            )}
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                toolLabels={toolLabels}
                busy={busy}
                onApprove={approve}
                onReject={reject}
              />
            ))}
            <Stack gap={0} aria-live="polite" aria-atomic="false">
              {live &&
                (stream.text ? (
                  <Bubble mine={false}>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {stream.text}
                    </Text>
                  </Bubble>
                ) : (
                  <Group gap="xs">
                    <Loader type="dots" size="sm" aria-hidden />
                    <Text size="sm" c="dimmed">
                      Dawn is typing…
                    </Text>
                  </Group>
                ))}
            </Stack>
          </Stack>
        </ScrollArea>
      )}
      {mine && stream.error && (
        <Alert color="red" role="alert" title={ASSISTANT_TEXTS.answerFailed}>
          {stream.error}
        </Alert>
      )}
      {canRetry && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => run({ kind: 'retry', threadId })}
          >
            Retry
          </Button>
        </Group>
      )}
      <Composer
        streaming={busy}
        disabledReason={disabledReason}
        autoFocus={focusComposer}
        onSend={ask}
        onStop={stream.stop}
      />
    </Stack>
  );
}
