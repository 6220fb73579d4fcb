/**
 * One notification in the bell or on /notifications: title, content, relative time and read
 * state; clicking marks it read and follows it (lib/follow.ts); a clear button removes it.
 */
import { ActionIcon, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Notification } from '@daybook/contracts';
import { formatRelativeTime } from '../../../lib/relative-time';

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onClear: (n: Notification) => void;
}

/** A row: the clickable notification and its clear button. */
export function NotificationItem({ notification: n, onOpen, onClear }: NotificationItemProps) {
  return (
    <Group
      gap={4}
      wrap="nowrap"
      align="flex-start"
      px="xs"
      py={6}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: n.read ? undefined : 'var(--mantine-color-default-hover)',
      }}
      data-read={n.read}
    >
      <UnstyledButton
        onClick={() => onOpen(n)}
        style={{ flex: 1, minWidth: 0 }}
        aria-label={`${n.read ? '' : 'Unread: '}${n.title}`}
      >
        <Group gap={8} wrap="nowrap" align="flex-start">
          <Box
            aria-hidden
            mt={6}
            w={8}
            h={8}
            style={{
              borderRadius: '50%',
              flex: 'none',
              background: n.read ? 'transparent' : 'var(--mantine-primary-color-filled)',
            }}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={n.read ? 400 : 600} lineClamp={1}>
              {n.title}
            </Text>
            {n.content && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {n.content}
              </Text>
            )}
            <Text
              size="xs"
              c="dimmed"
              component="time"
              dateTime={n.createdAt}
              title={new Date(n.createdAt).toLocaleString('en-US')}
            >
              {formatRelativeTime(n.createdAt)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        onClick={() => onClear(n)}
        aria-label={`Clear notification: ${n.title}`}
      >
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
