/**
 * One message of the feed: the sender's name and time on the first of their run, the content
 * with @mentions highlighted (the viewer's own strongly), an edited mark, a deleted message's
 * placeholder, and for the sender an Edit / Delete menu reachable by keyboard.
 */
import { useState } from 'react';
import { ActionIcon, Avatar, Box, Button, Group, Menu, Stack, Text, Textarea } from '@mantine/core';
import type { Message } from '@daybook/contracts';
import { timeLabel } from '../lib/message-feed';
import { splitMentions } from '../lib/mentions';

interface MessageRowProps {
  message: Message;
  first: boolean;
  mine: boolean;
  canDelete: boolean;
  viewerName: string;
  memberNames: string[];
  avatarOf: (userId: string) => string | null;
  onEdit: (content: string) => Promise<unknown>;
  onDelete: () => void;
  /** A send not yet acknowledged, or one that failed (with Retry). */
  pending?: 'sending' | 'failed';
  onRetry?: () => void;
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

function Content({ message, names, viewerName }: { message: Message; names: string[]; viewerName: string }) {
  if (message.deletedAt)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        This message was deleted
      </Text>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitMentions(message.content, names).map((part, i) =>
        part.mention ? (
          <Text
            key={i}
            span
            fw={600}
            c={
              part.text.slice(1).toLowerCase() === viewerName.toLowerCase()
                ? 'violet.9'
                : 'var(--mantine-color-anchor)'
            }
            bg={part.text.slice(1).toLowerCase() === viewerName.toLowerCase() ? 'violet.1' : undefined}
            px={2}
            style={{ borderRadius: 4 }}
          >
            {part.text}
          </Text>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
      {message.editedAt && (
        <Text span size="xs" c="dimmed">
          {' '}
          (edited)
        </Text>
      )}
    </Text>
  );
}

export function MessageRow(props: MessageRowProps) {
  const { message, first, mine, pending } = props;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.content);
  const live = !message.deletedAt && !pending;
  const save = async () => {
    if (draft.trim() && draft !== message.content) await props.onEdit(draft.trim());
    setEditing(false);
  };
  return (
    <Group
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      px="sm"
      py={first ? 6 : 1}
      className="message-row"
      style={{ opacity: pending === 'sending' ? 0.6 : 1 }}
    >
      <Box w={36} style={{ flex: 'none' }}>
        {first && (
          <Avatar src={props.avatarOf(message.senderId)} radius="xl" size={36} color="violet" alt="">
            {initials(message.sender.name)}
          </Avatar>
        )}
      </Box>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        {first && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={700}>
              {message.sender.name}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
              {timeLabel(message.createdAt)}
            </Text>
          </Group>
        )}
        {editing ? (
          <Stack gap={4}>
            <Textarea
              aria-label="Edit message"
              autosize
              minRows={1}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void save();
                }
                if (e.key === 'Escape') setEditing(false);
              }}
            />
            <Group gap="xs">
              <Button size="compact-xs" onClick={() => void save()}>
                Save
              </Button>
              <Button size="compact-xs" variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          <Content message={message} names={props.memberNames} viewerName={props.viewerName} />
        )}
        {pending === 'sending' && (
          <Text size="xs" c="dimmed">
            Sending…
          </Text>
        )}
        {pending === 'failed' && (
          <Group gap="xs">
            <Text size="xs" c="var(--daybook-text-bad)" role="alert">
              Failed to send message
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={props.onRetry}>
              Retry
            </Button>
          </Group>
        )}
      </Stack>
      {live && (mine || props.canDelete) && !editing && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Message actions">
              <span aria-hidden>⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {mine && (
              <Menu.Item
                onClick={() => {
                  setDraft(message.content);
                  setEditing(true);
                }}
              >
                Edit
              </Menu.Item>
            )}
            <Menu.Item color="red" onClick={props.onDelete}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
