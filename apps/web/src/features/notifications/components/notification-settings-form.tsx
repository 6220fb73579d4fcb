/**
 * The Notification Settings form (spec core.md §2), shared by the dialog of the bell and the
 * /settings page: toggles Pop-up, Message, Mention, System,
 * Browser (an Enable button while the browser has not granted permission) and Do Not Disturb,
 * plus quiet hours (issue #11), with Cancel and Save Settings. Stored on the server per person.
 */
import { useEffect, useState } from 'react';
import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@daybook/contracts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications-api';
import { browserPermission } from '../api/use-notification-sync';

type Toggle = Exclude<keyof NotificationSettings, 'quietHours'>;

const TOGGLES: { key: Toggle; label: string; description: string }[] = [
  { key: 'popupNotifications', label: 'Pop-up', description: 'Show new notifications on screen' },
  { key: 'messageNotifications', label: 'Message', description: 'New messages in your channels' },
  { key: 'mentionNotifications', label: 'Mention', description: 'When someone @mentions you' },
  { key: 'systemNotifications', label: 'System', description: 'Bookings, cancellations and changes' },
];

/** The settings form; `onDone` (the dialog's close) adds Cancel and runs after a save. */
export function NotificationSettingsForm({ userId, onDone }: { userId: string; onDone?: () => void }) {
  const stored = useNotificationSettings(userId);
  const save = useSaveNotificationSettings(userId);
  const [draft, setDraft] = useState<NotificationSettings>(stored.data ?? DEFAULT_NOTIFICATION_SETTINGS);
  const [permission, setPermission] = useState(browserPermission());
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);
  const set = (key: Toggle, value: boolean) => setDraft((d) => ({ ...d, [key]: value }));
  const quiet = (change: Partial<NotificationSettings['quietHours']>) =>
    setDraft((d) => ({ ...d, quietHours: { ...d.quietHours, ...change } }));

  if (stored.isPending) return <Text size="sm">Loading notification settings…</Text>;
  if (stored.isError)
    return (
      <Text size="sm" c="red">
        Failed to load notification settings
      </Text>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft, { onSuccess: () => onDone?.() });
      }}
    >
      <Stack gap="sm">
        {TOGGLES.map((t) => (
          <Switch
            key={t.key}
            label={t.label}
            description={t.description}
            checked={draft[t.key]}
            onChange={(e) => set(t.key, e.currentTarget.checked)}
          />
        ))}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Switch
            label="Browser"
            description={
              permission === 'unsupported'
                ? 'This browser does not support notifications'
                : permission === 'denied'
                  ? 'Blocked in this browser’s site settings'
                  : 'Also notify through the browser'
            }
            checked={draft.browserNotifications}
            disabled={permission === 'unsupported'}
            onChange={(e) => set('browserNotifications', e.currentTarget.checked)}
          />
          {permission === 'default' && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => void window.Notification.requestPermission().then(setPermission)}
            >
              Enable
            </Button>
          )}
        </Group>
        <Switch
          label="Do Not Disturb"
          description="No pop-ups or browser notifications; everything is still kept"
          checked={draft.doNotDisturb}
          onChange={(e) => set('doNotDisturb', e.currentTarget.checked)}
        />
        <Switch
          label="Quiet hours"
          description="No pop-ups between these times"
          checked={draft.quietHours.enabled}
          onChange={(e) => quiet({ enabled: e.currentTarget.checked })}
        />
        <Group grow>
          <TextInput
            type="time"
            label="From"
            value={draft.quietHours.startTime}
            disabled={!draft.quietHours.enabled}
            onChange={(e) => quiet({ startTime: e.currentTarget.value })}
          />
          <TextInput
            type="time"
            label="To"
            value={draft.quietHours.endTime}
            disabled={!draft.quietHours.enabled}
            onChange={(e) => quiet({ endTime: e.currentTarget.value })}
          />
        </Group>
        <Group justify="flex-end" mt="sm">
          {onDone && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
