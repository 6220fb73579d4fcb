/**
 * The "map columns" step of the client import: which client field each column of the file
 * fills. Mirrors the server's mapping rules so the step can say what is wrong before asking.
 */
import {
  CLIENT_IMPORT_FIELDS,
  CLIENT_IMPORT_MESSAGES,
  type ClientImportField,
  type ClientImportMapping,
} from '@daybook/contracts';

export const IMPORT_FIELD_LABEL: Record<ClientImportField, string> = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  birthdate: 'Birthdate',
  preferences: 'Preferences',
  allergies: 'Allergies',
  notes: 'Notes',
  status: 'Status',
  emailMarketing: 'Email marketing (yes/no)',
  smsMarketing: 'Text marketing (yes/no)',
};

/** The value of the "leave this column out" choice in a column's select (not a field name). */
export const SKIP_COLUMN = 'skip';

/** Options of a column's select: leave it out, then every field. */
export const IMPORT_FIELD_OPTIONS: { value: string; label: string }[] = [
  { value: SKIP_COLUMN, label: 'Don’t import' },
  ...CLIENT_IMPORT_FIELDS.map((f) => ({ value: f, label: IMPORT_FIELD_LABEL[f] })),
];

function isImportField(value: string): value is ClientImportField {
  return (CLIENT_IMPORT_FIELDS as readonly string[]).includes(value);
}

/** `mapping` with `header` set to `value` (a field, or SKIP_COLUMN to leave it out). */
export function setColumnField(
  mapping: ClientImportMapping,
  header: string,
  value: string,
): ClientImportMapping {
  return { ...mapping, [header]: isImportField(value) ? value : null };
}

/** Every header of the file with its field; headers the mapping does not mention are left out. */
export function completeMapping(
  headers: readonly string[],
  mapping: ClientImportMapping,
): ClientImportMapping {
  return Object.fromEntries(headers.map((h) => [h, mapping[h] ?? null]));
}

/**
 * Why the server would refuse `mapping` for a file with `headers`, in its words, or null:
 * one field per column, a name (or first and last name) and an email or phone.
 */
export function mappingProblem(headers: readonly string[], mapping: ClientImportMapping): string | null {
  const used = headers.map((h) => mapping[h]).filter((f): f is ClientImportField => f != null);
  if (new Set(used).size !== used.length) return CLIENT_IMPORT_MESSAGES.duplicateField;
  const has = (f: ClientImportField) => used.includes(f);
  if (!has('name') && !has('firstName') && !has('lastName')) return CLIENT_IMPORT_MESSAGES.nameColumn;
  if (!has('email') && !has('phone')) return CLIENT_IMPORT_MESSAGES.contactColumn;
  return null;
}

/** Headers mapped to a field some other column also fills (to mark both selects). */
export function clashingHeaders(headers: readonly string[], mapping: ClientImportMapping): Set<string> {
  const byField = new Map<ClientImportField, string[]>();
  for (const h of headers) {
    const f = mapping[h];
    if (f) byField.set(f, [...(byField.get(f) ?? []), h]);
  }
  return new Set([...byField.values()].filter((hs) => hs.length > 1).flat());
}
