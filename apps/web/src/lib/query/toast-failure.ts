/** The app's one failure toast (top right for TOAST_AUTO_CLOSE_MS, app/providers.tsx). */
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api-client';

/**
 * Shows what failed as the title and the server's sentence (ApiError.serverMessage) as the body,
 * never the raw status line; the query client calls it for queries and mutations, and code that
 * calls the server outside them (a scanned barcode) calls it directly.
 */
export function toastFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(error, title) });
}
