/**
 * Email and phone rules shared by clients, leads and online booking (spec core.md §3 Client,
 * Lead; §5). Emails are stored lower-cased; phones in E.164, read as US numbers unless they
 * carry a country code. The same normal forms make duplicate detection and search agree.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

export const CONTACT_MESSAGES = {
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
} as const;

/** Country assumed for a phone number written without a country code. */
export const DEFAULT_PHONE_COUNTRY = 'US';

/** The E.164 form ('+12125550123') of `input`, or null when it is not a valid number. */
export function normalizePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** '(212) 555-0123' for a US number, the international form otherwise; the input if unparseable. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === DEFAULT_PHONE_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
}

/** Trimmed and lower-cased email, 400 with CONTACT_MESSAGES.email when malformed. */
export const emailSchema = z
  .string(CONTACT_MESSAGES.email)
  .trim()
  .max(254, CONTACT_MESSAGES.email)
  .pipe(z.email(CONTACT_MESSAGES.email))
  .transform((s) => s.toLowerCase());

/** A phone number as people type it, stored as E.164; 400 with CONTACT_MESSAGES.phone when invalid. */
export const phoneSchema = z.string(CONTACT_MESSAGES.phone).transform((s, ctx) => {
  const e164 = normalizePhone(s);
  if (!e164) {
    ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.phone });
    return z.NEVER;
  }
  return e164;
});

/**
 * Lower-case text without accents ('José' → 'jose'), so search is accent- and case-insensitive
 * on both sides: the stored search_text and the query are folded the same way.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The text a client or lead is found by: name, email, and the phone's digits (with and without
 * the country code, so '555 0123', '2125550123' and '+1 212' all match).
 */
export function contactSearchText(parts: {
  name: string;
  email?: string | null;
  phone?: string | null;
}): string {
  const digits = parts.phone ? parts.phone.replace(/\D/g, '') : '';
  const national = digits.startsWith('1') && digits.length === 11 ? digits.slice(1) : '';
  return [foldForSearch(parts.name), parts.email ?? '', digits, national].filter((s) => s !== '').join(' ');
}
