/**
 * Email rules and search text shared by clients, leads and online booking (spec core.md §3
 * Client, Lead; §5). Emails are stored lower-cased; phones in E.164 (their rules are in
 * ../phone.ts). The same normal forms make duplicate detection and search agree.
 */
import { z } from 'zod';
import { textSchema } from '../fields.js';

export const CONTACT_MESSAGES = {
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
} as const;

/** Trimmed and lower-cased email, 400 with CONTACT_MESSAGES.email when malformed. */
export const emailSchema = textSchema({ max: 254, message: CONTACT_MESSAGES.email })
  .pipe(z.email(CONTACT_MESSAGES.email))
  .transform((s) => s.toLowerCase());

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
