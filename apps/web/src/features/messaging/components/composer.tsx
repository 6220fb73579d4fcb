/**
 * The message composer: Enter sends, Shift+Enter starts a new line; '@' offers the channel's
 * members (arrow keys, Enter or Tab to pick, Escape to close) and inserts '@Full Name'; typing
 * is told to the channel at most every 2 s and stopped on send or blur.
 */
import { useRef, useState } from 'react';
import { Box, Button, Group, Paper, Text, Textarea, UnstyledButton } from '@mantine/core';
import { insertMention, mentionQuery } from '../lib/mentions';

interface ComposerProps {
  channelName: string;
  members: { id: string; name: string }[];
  onSend: (content: string) => void;
  onTyping: (isTyping: boolean) => void;
}

const TYPING_EVERY_MS = 2_000;

export function Composer({ channelName, members, onSend, onTyping }: ComposerProps) {
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const lastTyping = useRef(0);
  const area = useRef<HTMLTextAreaElement>(null);

  const query = closed ? null : mentionQuery(text.slice(0, caret));
  const matches =
    query === null
      ? []
      : members.filter((m) => m.name.toLowerCase().includes(query.toLowerCase())).slice(0, 6);

  const pick = (name: string) => {
    const before = insertMention(text.slice(0, caret), name);
    const next = before + text.slice(caret);
    setText(next);
    setCaret(before.length);
    requestAnimationFrame(() => area.current?.setSelectionRange(before.length, before.length));
  };

  const send = () => {
    const content = text.trim();
    if (!content) return;
    onSend(content);
    onTyping(false);
    lastTyping.current = 0;
    setText('');
    setCaret(0);
  };

  const change = (value: string, at: number) => {
    setText(value);
    setCaret(at);
    setClosed(false);
    setActive(0);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      onTyping(true);
    }
  };

  return (
    <Box pos="relative" p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {matches.length > 0 && (
        <Paper
          withBorder
          shadow="md"
          p={4}
          pos="absolute"
          bottom="100%"
          left={12}
          w={280}
          role="listbox"
          id="mention-options"
          aria-label="People to mention"
          style={{ zIndex: 5 }}
        >
          {matches.map((m, i) => (
            <UnstyledButton
              key={m.id}
              id={`mention-${m.id}`}
              role="option"
              aria-selected={i === active}
              w="100%"
              px="xs"
              py={4}
              bg={i === active ? 'var(--mantine-color-default-hover)' : undefined}
              style={{ borderRadius: 4 }}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(m.name);
              }}
            >
              <Text size="sm">{m.name}</Text>
            </UnstyledButton>
          ))}
        </Paper>
      )}
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          ref={area}
          style={{ flex: 1 }}
          aria-label={`Message ${channelName}`}
          placeholder={`Message ${channelName}`}
          autosize
          minRows={1}
          maxRows={8}
          value={text}
          aria-autocomplete="list"
          aria-controls={matches.length ? 'mention-options' : undefined}
          aria-activedescendant={matches[active] ? `mention-${matches[active].id}` : undefined}
          onChange={(e) => change(e.currentTarget.value, e.currentTarget.selectionStart)}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onBlur={() => onTyping(false)}
          onKeyDown={(e) => {
            if (matches.length > 0) {
              if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                e.preventDefault();
                const step = e.key === 'ArrowDown' ? 1 : -1;
                setActive((a) => (a + step + matches.length) % matches.length);
                return;
              }
              if (e.key === 'Enter' || e.key === 'Tab') {
                e.preventDefault();
                pick(matches[active]!.name);
                return;
              }
              if (e.key === 'Escape') {
                e.preventDefault();
                setClosed(true);
                return;
              }
            }
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        <Button onClick={send} disabled={!text.trim()}>
          Send
        </Button>
      </Group>
    </Box>
  );
}
