/** The Notification Settings dialog (spec core.md §2) around the shared form. */
import { AppModal } from '../../../components/app-modal';
import { NotificationSettingsForm } from './notification-settings-form';

/** The dialog around the form. */
export function NotificationSettingsDialog({
  userId,
  opened,
  onClose,
}: {
  userId: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Notification Settings">
      {opened && <NotificationSettingsForm userId={userId} onDone={onClose} />}
    </AppModal>
  );
}
