/**
 * Notification bell. Notifications arrive in a later issue; until then the list is honestly
 * empty ('No notifications') rather than filled with samples.
 */
import { Link } from 'react-router';
import { ActionIcon, Anchor, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NOTIFICATION_LIST_MAX_HEIGHT } from '@daybook/contracts';

/** The bell button and its dropdown. */
export function NotificationBell() {
  return (
    <Popover position="bottom-end" width={320} shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Notifications">
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600}>Notifications</Text>
          <ScrollArea.Autosize mah={NOTIFICATION_LIST_MAX_HEIGHT}>
            <Text c="dimmed" size="sm" ta="center" py="md">
              No notifications
            </Text>
          </ScrollArea.Autosize>
          <Anchor component={Link} to="/notifications" size="sm" ta="center">
            View all notifications
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
