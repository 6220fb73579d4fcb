/**
 * Phone rules shared by clients, leads and online booking (spec core.md §3 Client, Lead; §5):
 * stored in E.164, read as US numbers unless they carry a country code. libphonenumber-js and
 * its metadata weigh about 30 kB gzipped, so the web app reaches this module only from lazily
 * loaded code; outside contracts import it as `@daybook/contracts/phone`, never through the
 * main entry.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { CONTACT_MESSAGES } from './entities/contact.js';

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

/** A phone number as people type it, stored as E.164; 400 with CONTACT_MESSAGES.phone when invalid. */
export const phoneSchema = z.string(CONTACT_MESSAGES.phone).transform((s, ctx) => {
  const e164 = normalizePhone(s);
  if (!e164) {
    ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.phone });
    return z.NEVER;
  }
  return e164;
});
