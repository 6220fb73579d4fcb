/**
 * One CSV row → the client it describes, in the same normal forms as the CRM (lower-cased
 * email, E.164 phone, ISO birthdate), or the reasons it cannot be imported.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import {
  CLIENT_IMPORT_MESSAGES,
  CONTACT_MESSAGES,
  emailSchema,
  type ClientImportField,
  type ClientImportMapping,
  type ClientImportRowError,
} from '@daybook/contracts';
import { normalizePhone } from '@daybook/contracts/phone';
import { unguardFormula } from '../../lib/csv-lines.js';
import type { ImportedClient } from '../clients/index.js';

dayjs.extend(customParseFormat);

/** Birthdate spellings accepted: ISO '1990-04-23', or US month-first '04/23/1990', '4-23-1990'. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const US_DATE = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const STATUSES = ['active', 'inactive', 'vip'] as const;
const TEXT_MAX = 2000;

/** Spellings of a yes/no consent cell, compared lower-cased. */
const YES = ['yes', 'y', 'true', '1'];
const NO = ['no', 'n', 'false', '0'];

/**
 * A row's client, as the CRM adds it (its status one the CRM knows), and its marketing consent
 * per channel: true or false as the file says, null when the cell is empty (the default stands).
 */
export type ClientCandidate = ImportedClient & {
  status: (typeof STATUSES)[number];
  marketing: { email: boolean | null; sms: boolean | null };
};

/** Column index of each mapped field. */
export type FieldColumns = Partial<Record<ClientImportField, number>>;

export function fieldColumns(headers: string[], mapping: ClientImportMapping): FieldColumns {
  const columns: FieldColumns = {};
  headers.forEach((header, index) => {
    const field = mapping[header];
    if (field) columns[field] = index;
  });
  return columns;
}

/** ISO date of a birthdate cell, or null when it matches no accepted format or lies ahead. */
export function parseBirthdate(cell: string): string | null {
  // Reshaping US dates to ISO first leaves dayjs one strict format to try (10,000 rows fast).
  const us = US_DATE.exec(cell);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : cell;
  if (!ISO_DATE.test(iso)) return null;
  const parsed = dayjs(iso, 'YYYY-MM-DD', true);
  if (!parsed.isValid() || parsed.year() < 1900 || parsed.isAfter(dayjs())) return null;
  return parsed.format('YYYY-MM-DD');
}

/** The candidate of data row `record` (file line `line`), or its errors. */
/** The cells as written, for showing a row that cannot be imported. */
export interface RawCells {
  name: string | null;
  email: string | null;
  phone: string | null;
  birthdate: string | null;
  status: string | null;
}

export function readRow(
  record: string[],
  line: number,
  columns: FieldColumns,
): { candidate: ClientCandidate | null; raw: RawCells; errors: ClientImportRowError[] } {
  const cell = (field: ClientImportField) => {
    const index = columns[field];
    return index === undefined ? '' : unguardFormula((record[index] ?? '').trim());
  };
  const errors: ClientImportRowError[] = [];
  const fail = (field: string, message: string) => errors.push({ line, field, message });
  const text = (field: 'preferences' | 'allergies' | 'notes') => {
    const value = cell(field);
    if (value.length > TEXT_MAX) fail(field, CLIENT_IMPORT_MESSAGES.textTooLong);
    return value === '' ? null : value;
  };

  const name = cell('name') || [cell('firstName'), cell('lastName')].filter(Boolean).join(' ');
  if (name === '') fail('name', CLIENT_IMPORT_MESSAGES.nameRequired);
  else if (name.length > 120) fail('name', CLIENT_IMPORT_MESSAGES.nameTooLong);

  let email: string | null = null;
  if (cell('email') !== '') {
    const parsed = emailSchema.safeParse(cell('email'));
    if (parsed.success) email = parsed.data;
    else fail('email', CONTACT_MESSAGES.email);
  }
  let phone: string | null = null;
  if (cell('phone') !== '') {
    phone = normalizePhone(cell('phone'));
    if (!phone) fail('phone', CONTACT_MESSAGES.phone);
  }
  let birthdate: string | null = null;
  if (cell('birthdate') !== '') {
    birthdate = parseBirthdate(cell('birthdate'));
    if (!birthdate) fail('birthdate', CLIENT_IMPORT_MESSAGES.birthdate);
  }
  const rawStatus = cell('status').toLowerCase();
  const status = rawStatus === '' ? 'active' : STATUSES.find((s) => s === rawStatus);
  if (!status) fail('status', CLIENT_IMPORT_MESSAGES.status);

  const consent = (field: 'emailMarketing' | 'smsMarketing'): boolean | null => {
    const value = cell(field).toLowerCase();
    if (value === '') return null;
    if (YES.includes(value)) return true;
    if (NO.includes(value)) return false;
    fail(field, CLIENT_IMPORT_MESSAGES.consent);
    return null;
  };
  const marketing = { email: consent('emailMarketing'), sms: consent('smsMarketing') };

  const preferences = text('preferences');
  const allergies = text('allergies');
  const notes = text('notes');
  const orNull = (v: string) => (v === '' ? null : v);
  const raw = {
    name: orNull(name),
    email: orNull(cell('email')),
    phone: orNull(cell('phone')),
    birthdate: orNull(cell('birthdate')),
    status: orNull(cell('status')),
  };
  if (errors.length > 0 || !status) return { candidate: null, raw, errors };
  return {
    candidate: { name, email, phone, birthdate, preferences, allergies, notes, status, marketing },
    raw,
    errors,
  };
}
