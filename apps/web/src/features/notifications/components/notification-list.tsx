/**
 * A person's notifications as the bell and /notifications show them (spec core.md §2): a
 * loader, the failure with Retry, 'No notifications', or the list of items. `compact` is the
 * bell's smaller version.
 */
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Notification } from '@daybook/contracts';
import { NotificationItem } from './notification-item';

export interface NotificationListProps {
  state: 'pending' | 'error' | 'success';
  items: Notification[];
  onRetry: () => void;
  onOpen: (n: Notification) => void;
  onClear: (n: Notification) => void;
  compact?: boolean;
}

export function NotificationList({
  state,
  items,
  onRetry,
  onOpen,
  onClear,
  compact = false,
}: NotificationListProps) {
  const padding = compact ? 'md' : 'xl';
  const size = compact ? 'sm' : 'md';
  if (state === 'pending') {
    return (
      <Center py={padding}>
        <Loader size={size} aria-label="Loading notifications" />
      </Center>
    );
  }
  if (state === 'error') {
    return (
      <Stack align="center" gap={compact ? 4 : 'xs'} py={padding}>
        <Text size={size} c="var(--mantine-color-error)">
          Failed to fetch notifications
        </Text>
        <Button size={compact ? 'compact-xs' : 'xs'} variant="subtle" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed" size={size} ta="center" py={padding}>
        No notifications
      </Text>
    );
  }
  return (
    <Stack gap={2} role="list" aria-label="Notifications">
      {items.map((n) => (
        <div role="listitem" key={n.id}>
          <NotificationItem notification={n} onOpen={onOpen} onClear={onClear} />
        </div>
      ))}
    </Stack>
  );
}
