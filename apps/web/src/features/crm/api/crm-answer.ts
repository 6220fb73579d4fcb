/**
 * The rule that every CRM answer carries success and data (spec core.md §7 "CRM"), and the
 * CRM's toasts. The texts are CLIENT_MESSAGES in contracts (spec §8 "CRM" and the screens the
 * spec leaves open).
 */
import { notifications } from '@mantine/notifications';
import type { Envelope } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';

/** An answer as a CRM endpoint may give it; a failure names the reason in error or message. */
type CrmAnswer<T> = Partial<Envelope<T>> & { error?: string; message?: string };

/** The answer's data; when success or data is missing, an Error with its error/message (else `fallback`). */
export function requireData<T>(answer: CrmAnswer<T>, fallback: string): T {
  if (answer.success !== true || answer.data === undefined) {
    throw new Error(answer.error || answer.message || fallback);
  }
  return answer.data;
}

/** A failure toast: the spec text as title, the server's message (when any) as body. */
export function toastCrmError(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(error, title) });
}

/** A success toast. */
export function toastCrmSuccess(title: string, message: string): void {
  notifications.show({ color: 'green', title, message });
}
