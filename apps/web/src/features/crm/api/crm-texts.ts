/**
 * The CRM's user-facing texts (spec core.md §8 "CRM" first, then the texts of the screens the
 * spec leaves open) and the rule that every answer carries success and data (spec §7 "CRM").
 */
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/api-client';

export const CRM_TEXTS = {
  fetchClientsFailed: 'Failed to fetch clients',
  fetchLeadsFailed: 'Failed to fetch leads',
  fetchClientFailed: 'Failed to fetch client',
  fetchLeadFailed: 'Failed to fetch lead',
  addClientFailed: 'Failed to add client',
  addLeadFailed: 'Failed to add lead',
  updateClientFailed: 'Failed to update client',
  updateLeadFailed: 'Failed to update lead',
  noClientSelected: 'No client selected for editing',
  noLeadSelected: 'No lead selected for editing',
  convertFailed: 'Failed to convert lead to client',
  addNoteFailed: 'Failed to add note',
  deleteNoteFailed: 'Failed to delete note',
  mergeFailed: 'Failed to merge clients',
  eraseFailed: 'Failed to erase client',
  previewFailed: 'Failed to read the file',
  importFailed: 'Failed to import clients',
  exportFailed: 'Failed to export clients',
  fetchSettingsFailed: 'Failed to fetch the loyalty rule',
  saveSettingsFailed: 'Failed to save the loyalty rule',
} as const;

/** An answer as the CRM endpoints give it; failures name the reason in error or message. */
export interface CrmAnswer<T> {
  success?: boolean;
  data?: T;
  error?: string;
  message?: string;
}

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
