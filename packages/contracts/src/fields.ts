/**
 * Shared field schemas every request schema is built from (issue #16): text, calendar dates,
 * times of day, instants, money and ids. Bad input stops here with a 400 naming the field; the
 * database is never the first to notice (PostgreSQL refuses a NUL in text, a 30 February, a
 * year past its range).
 */
import { z } from 'zod';

/** Longest text per kind of field, in characters (UTF-16 code units, as the browser counts). */
export const TEXT_MAX = {
  /** A person's, client's, service's or room's name. */
  name: 120,
  /** A job title, category or source: a few words. */
  label: 80,
  /** A reason or one line of an address. */
  line: 200,
  /** A web address or image address. */
  url: 500,
  /** A bio, description, preferences, allergies, appointment notes. */
  long: 2000,
  /** A note on a client. */
  note: 5000,
  /** A search box. */
  search: 100,
} as const;

/** Deepest nesting of arrays and objects a JSON body may have (no form nests past a handful). */
export const JSON_DEPTH_MAX = 32;

/** Earliest and latest calendar year any date or instant may carry. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2200;

export const FIELD_MESSAGES = {
  control: 'Text cannot contain control characters such as NUL.',
  date: 'Use a date as YYYY-MM-DD.',
  dateMissing: 'That date does not exist.',
  dateRange: `Use a date between ${YEAR_MIN} and ${YEAR_MAX}.`,
  time: 'Use a 24-hour time as HH:MM.',
  instant: 'Use an ISO 8601 date and time with an offset.',
  money: 'Amount must be zero or more, with at most 2 decimals.',
  id: 'Not a valid id.',
  depth: `The request body is nested too deeply (at most ${JSON_DEPTH_MAX} levels).`,
} as const;

/**
 * C0 controls but tab, newline and carriage return, DEL and C1 controls, and lone UTF-16
 * surrogates (which have no UTF-8 form). A single-line field refuses newlines as well.
 */
// Finding control characters is the point of these two patterns.
const CONTROL_MULTILINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL_LINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `s` holds a character no text field accepts (`multiline` allows newlines). */
export function hasControlCharacter(s: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL_LINE).test(s);
}

export interface TextOptions {
  /** Longest accepted, after trimming. */
  max: number;
  /** Text for a value that is too long (and for a non-string). */
  message?: string;
  /** Allows newlines (notes, descriptions); single-line text allows tab only. */
  multiline?: boolean;
}

function text({ max, message, multiline = false }: TextOptions, typeMessage: string | undefined) {
  return z
    .string(typeMessage)
    .refine((s) => !hasControlCharacter(s, multiline), FIELD_MESSAGES.control)
    .trim()
    .max(max, message ?? `Must be at most ${max} characters.`);
}

/** Trimmed text with no control characters, at most `max` characters. */
export function textSchema(options: TextOptions) {
  return text(options, options.message);
}

/** Required text: as textSchema, and not blank (`required` is the message for blank or missing). */
export function requiredTextSchema(options: TextOptions & { required: string }) {
  return text(options, options.required).min(1, options.required);
}

/**
 * Optional text that a blank value clears: '' (or only spaces) and null become null, a missing
 * field stays undefined (unchanged).
 */
export function optionalTextSchema(options: TextOptions) {
  return textSchema(options)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();
}

const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True when 'YYYY-MM-DD' names a day of the proleptic Gregorian calendar (no 30 February). */
export function isRealDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  const utc = new Date(0);
  utc.setUTCFullYear(y, m - 1, d);
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

/**
 * A calendar date 'YYYY-MM-DD' that exists, between YEAR_MIN and YEAR_MAX. `message`, the
 * field's own wording where it has one, answers a malformed and a nonexistent date alike.
 */
export function calendarDateSchema(message?: string) {
  return z
    .string(message ?? FIELD_MESSAGES.date)
    .regex(DATE_PATTERN, { message: message ?? FIELD_MESSAGES.date, abort: true })
    .refine(isRealDate, { message: message ?? FIELD_MESSAGES.dateMissing, abort: true })
    .refine((d) => {
      const year = Number(d.slice(0, 4));
      return year >= YEAR_MIN && year <= YEAR_MAX;
    }, FIELD_MESSAGES.dateRange);
}

/** 'HH:MM' on a 24-hour clock, 00:00 to 23:59. */
export function timeOfDaySchema(message: string = FIELD_MESSAGES.time) {
  return z.string(message).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);
}

/** An ISO 8601 instant with an offset, between YEAR_MIN and YEAR_MAX. */
export function instantSchema(message: string = FIELD_MESSAGES.instant) {
  return z.iso.datetime({ offset: true, message }).refine((s) => {
    const t = Date.parse(s);
    return Number.isFinite(t) && t >= Date.UTC(YEAR_MIN, 0, 1) && t < Date.UTC(YEAR_MAX + 1, 0, 1);
  }, FIELD_MESSAGES.dateRange);
}

/** True when `value` has no more than two decimals (tolerant of binary floating point). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** US dollars on the wire: 0 to `max`, at most 2 decimals (integer cents in the database). */
export function moneySchema({ max, message = FIELD_MESSAGES.money }: { max: number; message?: string }) {
  return z.number(message).min(0, message).max(max, message).refine(hasAtMostTwoDecimals, message);
}

/**
 * A number between `min` and `max` inclusive (a weight, a quantity): every number a request
 * carries has both bounds, so none reaches a database column it overflows (issue #28).
 */
export function boundedNumberSchema({ min, max, message }: { min: number; max: number; message: string }) {
  return z.number(message).min(min, message).max(max, message);
}

/** A row id (UUID); `message` names what it should identify ('Not a valid client id.'). */
export function idSchema(message: string = FIELD_MESSAGES.id) {
  return z.uuid(message);
}

/** Image types a profile picture may have: raster only (an SVG can carry script). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Largest profile picture, in bytes once decoded: small enough to travel inside the profile. */
export const AVATAR_MAX_BYTES = 100 * 1024;
export const AVATAR_MESSAGES = {
  type: 'Use a PNG, JPEG or WebP image.',
  size: `The image must be at most ${AVATAR_MAX_BYTES / 1024} KB.`,
} as const;

const AVATAR_PATTERN = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** True when `bytes` start with the signature of `type` (the declared type must be the real one). */
function hasImageSignature(type: string, bytes: string): boolean {
  if (type === 'image/png') return bytes.startsWith('\x89PNG\r\n\x1a\n');
  if (type === 'image/jpeg') return bytes.startsWith('\xff\xd8\xff');
  return bytes.startsWith('RIFF') && bytes.slice(8, 12) === 'WEBP';
}

/**
 * A profile picture as a base64 data URL (issue #11): PNG, JPEG or WebP whose bytes match the
 * declared type, at most AVATAR_MAX_BYTES decoded. Stored as is, so it needs no file store and
 * shows under the app's content security policy (img-src allows data:).
 */
export function avatarSchema() {
  return z
    .string(AVATAR_MESSAGES.type)
    .max(Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 40, AVATAR_MESSAGES.size)
    .superRefine((value, ctx) => {
      const [, type = '', base64 = ''] = AVATAR_PATTERN.exec(value) ?? [];
      // atob refuses base64 whose length is not a multiple of 4.
      if (!base64 || base64.length % 4 !== 0) {
        ctx.addIssue({ code: 'custom', message: AVATAR_MESSAGES.type });
        return;
      }
      const bytes = atob(base64);
      if (bytes.length > AVATAR_MAX_BYTES) ctx.addIssue({ code: 'custom', message: AVATAR_MESSAGES.size });
      else if (!hasImageSignature(type, bytes))
        ctx.addIssue({ code: 'custom', message: AVATAR_MESSAGES.type });
    });
}

/**
 * A whole number from a query string between `min` and `max`, or a 400 with `message` (the same
 * sentence for a missing, non-numeric or out-of-range value).
 */
export const queryInt = (message: string, min: number, max: number) =>
  z
    .string(message)
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
