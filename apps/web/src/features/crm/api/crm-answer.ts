/** The CRM's success toast (texts: CLIENT_MESSAGES in contracts); failures toast centrally. */
import { notifications } from '@mantine/notifications';

/** A success toast. */
export function toastCrmSuccess(title: string, message: string): void {
  notifications.show({ color: 'green', title, message });
}
