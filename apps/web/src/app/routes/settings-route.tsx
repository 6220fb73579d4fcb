/**
 * /settings: the settings feature's page with the notifications feature's settings form in it.
 * Composed here so neither feature imports the other.
 */
import { NotificationSettingsForm } from '../../features/notifications/components/notification-settings-form';
import { SettingsPage } from '../../features/settings/pages/settings-page';

/** The settings page with the notification settings form. */
export function SettingsRoute() {
  return <SettingsPage notificationSettings={(userId) => <NotificationSettingsForm userId={userId} />} />;
}
