/**
 * Places a refused save's message under the field it is about. The server answers schema
 * failures as 'field: message' and its own checks with the contracts' texts, so both can be
 * traced back to a field of the client or lead form.
 */
import { CLIENT_MESSAGES, CONTACT_MESSAGES } from '@daybook/contracts';
import { ApiError } from '../../../lib/api-client';

/** Form fields the CRM forms show errors under. */
export type CrmFormField =
  | 'name'
  | 'email'
  | 'phone'
  | 'birthdate'
  | 'preferredStylist'
  | 'preferences'
  | 'allergies'
  | 'status'
  | 'source'
  | 'establishmentId';

const FIELD_BY_MESSAGE: ReadonlyMap<string, CrmFormField> = new Map<string, CrmFormField>([
  [CLIENT_MESSAGES.nameRequired, 'name'],
  [CLIENT_MESSAGES.nameTooLong, 'name'],
  [CONTACT_MESSAGES.email, 'email'],
  [CONTACT_MESSAGES.phone, 'phone'],
  [CLIENT_MESSAGES.birthdate, 'birthdate'],
  [CLIENT_MESSAGES.birthdateFuture, 'birthdate'],
  [CLIENT_MESSAGES.preferredStylist, 'preferredStylist'],
  [CLIENT_MESSAGES.preferredStylistId, 'preferredStylist'],
  [CLIENT_MESSAGES.preferencesTooLong, 'preferences'],
  [CLIENT_MESSAGES.allergiesTooLong, 'allergies'],
  [CLIENT_MESSAGES.status, 'status'],
  [CLIENT_MESSAGES.leadStatus, 'status'],
  [CLIENT_MESSAGES.sourceTooLong, 'source'],
  [CLIENT_MESSAGES.oneEstablishment, 'establishmentId'],
  [CLIENT_MESSAGES.establishmentNotFound, 'establishmentId'],
]);

const FIELDS: ReadonlySet<string> = new Set(FIELD_BY_MESSAGE.values());

function isFormField(name: string): name is CrmFormField {
  return FIELDS.has(name);
}

/** The field and message of a refused save, or null when it is not about one field. */
export function serverFieldError(error: unknown): { field: CrmFormField; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return null;
  const text = error.serverMessage;
  const known = FIELD_BY_MESSAGE.get(text);
  if (known) return { field: known, message: text };
  const prefixed = /^([A-Za-z]+): (.+)$/.exec(text);
  const [, field, message] = prefixed ?? [];
  if (field && message && isFormField(field)) return { field, message };
  return null;
}
