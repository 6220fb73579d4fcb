/**
 * The notification bell (spec core.md §2): a dropdown (max height 24rem) of the person's
 * notifications with title, content, relative time and read state; 'Mark all as read'; a
 * per-item clear; 'No notifications' when empty; 'View all notifications' to /notifications;
 * the badge reads '9+' above 9; the settings dialog behind the gear.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell, IconSettings } from '@tabler/icons-react';
import { NOTIFICATION_LIST_MAX_HEIGHT } from '@daybook/contracts';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatBadgeCount } from '../../../lib/format';
import { flatten, useClearNotification, useMarkAllRead, useNotificationList } from '../api/notifications-api';
import { NotificationList } from './notification-list';
import { NotificationSettingsDialog } from './notification-settings-dialog';
import { useOpenNotification } from './use-open-notification';

/** The bell button, its badge and dropdown. */
export function NotificationBell() {
  const userId = useAuth().user?.id ?? '';
  const [opened, setOpened] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const list = useNotificationList(userId || undefined);
  const { items, unread } = flatten(list.data);
  const markAll = useMarkAllRead(userId);
  const clear = useClearNotification(userId);
  const open = useOpenNotification(userId, () => setOpened(false));

  return (
    <>
      <Popover position="bottom-end" width={360} shadow="md" opened={opened} onChange={setOpened}>
        <Popover.Target>
          {/* The button is the target, so that its popup state is announced on a button. */}
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
            onClick={() => setOpened((o) => !o)}
          >
            <Indicator
              label={formatBadgeCount(unread)}
              size={16}
              disabled={unread === 0}
              color="red.9"
              offset={2}
            >
              <IconBell size={20} aria-hidden />
            </Indicator>
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" px="xs">
              <Text fw={600}>Notifications</Text>
              <Group gap={4} wrap="nowrap">
                <Button
                  variant="subtle"
                  size="compact-xs"
                  disabled={unread === 0}
                  loading={markAll.isPending}
                  onClick={() => markAll.mutate()}
                >
                  Mark all as read
                </Button>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label="Notification settings"
                  onClick={() => {
                    setOpened(false);
                    setSettingsOpen(true);
                  }}
                >
                  <IconSettings size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            <ScrollArea.Autosize mah={NOTIFICATION_LIST_MAX_HEIGHT} type="auto">
              <NotificationList
                compact
                state={list.status}
                items={items}
                onRetry={() => void list.refetch()}
                onOpen={open}
                onClear={(x) => clear.mutate(x.id)}
              />
            </ScrollArea.Autosize>
            <Anchor
              component={Link}
              to="/notifications"
              size="sm"
              ta="center"
              onClick={() => setOpened(false)}
            >
              View all notifications
            </Anchor>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {userId && (
        <NotificationSettingsDialog
          userId={userId}
          opened={settingsOpen}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </>
  );
}
