/**
 * /notifications (spec core.md §2): every notification of the person, newest first, loading
 * older ones on demand; mark all read, clear one, and the notification settings.
 */
import { useState } from 'react';
import { Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth/auth-context';
import { flatten, useClearNotification, useMarkAllRead, useNotificationList } from '../api/notifications-api';
import { NotificationList } from '../components/notification-list';
import { NotificationSettingsDialog } from '../components/notification-settings-dialog';
import { useOpenNotification } from '../components/use-open-notification';

/** The full list page. */
export function NotificationsPage() {
  const userId = useAuth().user?.id ?? '';
  const list = useNotificationList(userId || undefined);
  const { items, unread } = flatten(list.data);
  const markAll = useMarkAllRead(userId);
  const clear = useClearNotification(userId);
  const open = useOpenNotification(userId);
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="Notifications" />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {unread === 0 ? 'All caught up' : `${unread} unread`}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setSettingsOpen(true)}>
            Notification settings
          </Button>
          <Button
            size="xs"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all as read
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="xs">
        <NotificationList
          state={list.status}
          items={items}
          onRetry={() => void list.refetch()}
          onOpen={open}
          onClear={(x) => clear.mutate(x.id)}
        />
      </Paper>
      {list.hasNextPage && (
        <Center>
          <Button
            variant="subtle"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load older notifications
          </Button>
        </Center>
      )}
      {userId && (
        <NotificationSettingsDialog
          userId={userId}
          opened={settingsOpen}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </Stack>
  );
}
