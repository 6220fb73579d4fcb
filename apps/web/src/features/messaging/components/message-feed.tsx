/**
 * The open channel's messages (a `log` region that screen readers announce politely): day
 * separators, a 'New' divider at the first unread message, older messages loaded when scrolled
 * to the top (or with the button), and pinned to the newest unless the reader scrolled up, when a
 * 'New messages' button takes them down.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Center, Divider, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { FeedItem } from '../lib/message-feed';

interface MessageFeedProps {
  channelName: string;
  items: FeedItem[];
  renderMessage: (item: Extract<FeedItem, { kind: 'message' }>) => ReactNode;
  /** Unacknowledged sends, shown after the stored messages. */
  pending: ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Changes when a new message arrives at the end (its id). */
  newestKey: string;
}

/** Within this many pixels of the bottom, new messages keep the view pinned there. */
const PINNED_PX = 80;

export function MessageFeed(props: MessageFeedProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const [showJump, setShowJump] = useState(false);

  const toBottom = () => {
    const v = viewport.current;
    if (v) v.scrollTop = v.scrollHeight;
    pinned.current = true;
    setShowJump(false);
  };

  // Older messages arrived on top: keep the reader's place.
  useLayoutEffect(() => {
    const v = viewport.current;
    if (v && heightBeforeOlder.current !== null && !props.loadingOlder) {
      v.scrollTop += v.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
  }, [props.items.length, props.loadingOlder]);

  useEffect(() => {
    if (pinned.current) toBottom();
    else setShowJump(true);
  }, [props.newestKey, props.pending]);

  const loadOlder = () => {
    if (!props.hasOlder || props.loadingOlder) return;
    heightBeforeOlder.current = viewport.current?.scrollHeight ?? null;
    props.onLoadOlder();
  };

  return (
    <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
      <ScrollArea
        h="100%"
        viewportRef={viewport}
        type="auto"
        onScrollPositionChange={({ y }) => {
          const v = viewport.current;
          if (!v) return;
          pinned.current = v.scrollHeight - v.clientHeight - y < PINNED_PX;
          if (pinned.current) setShowJump(false);
          if (y < 40) loadOlder();
        }}
      >
        <Stack gap={0} py="sm" role="log" aria-live="polite" aria-label={`Messages in ${props.channelName}`}>
          {props.hasOlder && (
            <Center py="xs">
              {props.loadingOlder ? (
                <Loader size="sm" aria-label="Loading earlier messages" />
              ) : (
                <Button variant="subtle" size="xs" onClick={loadOlder}>
                  Load earlier messages
                </Button>
              )}
            </Center>
          )}
          {props.items.length === 0 && !props.pending && (
            <Center py="xl">
              <Text c="dimmed">No messages yet. Say hello!</Text>
            </Center>
          )}
          {props.items.map((item) => {
            if (item.kind === 'day')
              return <Divider key={item.key} my="sm" label={item.label} labelPosition="center" />;
            if (item.kind === 'unread')
              return (
                <Divider
                  key={item.key}
                  my={4}
                  color="red.7"
                  label={
                    <Text size="xs" c="var(--daybook-text-bad)" fw={700}>
                      New
                    </Text>
                  }
                  labelPosition="center"
                />
              );
            return <div key={item.key}>{props.renderMessage(item)}</div>;
          })}
          {props.pending}
        </Stack>
      </ScrollArea>
      {showJump && (
        <Button
          size="xs"
          radius="xl"
          onClick={toBottom}
          style={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)' }}
        >
          New messages ↓
        </Button>
      )}
    </div>
  );
}
