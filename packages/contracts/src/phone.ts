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

/** A North American (+1) number: area code, exchange, line. */
const NANP = /^\+1(\d{3})(\d{3})(\d{4})$/;

/**
 * The country of each North American area code seen: an area code belongs to one country, so
 * one parse per area code answers for every stored (valid) number under it. Parsing costs
 * some 10–25 µs a number, which a client export of thousands would otherwise pay per row.
 */
const nanpCountries = new Map<string, string | undefined>();

function nanpCountry(e164: string, areaCode: string): string | undefined {
  if (!nanpCountries.has(areaCode)) nanpCountries.set(areaCode, parsePhoneNumberFromString(e164)?.country);
  return nanpCountries.get(areaCode);
}

/**
 * '(212) 555-0123' for a US number, the international form otherwise; the input if unparseable.
 * Meant for stored numbers, which were valid when saved.
 */
export function formatPhone(e164: string): string {
  const nanp = NANP.exec(e164);
  if (nanp) {
    const [, area = '', exchange = '', line = ''] = nanp;
    const country = nanpCountry(e164, area);
    if (country === DEFAULT_PHONE_COUNTRY) return `(${area}) ${exchange}-${line}`;
    if (country !== undefined) return `+1 ${area} ${exchange} ${line}`;
  }
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
