/**
 * What Dawn AI's read tools share beyond tool-helpers (issue #33): the argument for tools that
 * read one location or every location the person reaches, and how hours, shares and names are
 * written in a table cell.
 */
import { idSchema } from '@daybook/contracts';
import { clockTime } from './tool-helpers.js';

/** An optional location for tools whose route also answers for every location the person reaches. */
export const scopeArg = idSchema('Not a valid establishment id.')
  .optional()
  .describe('The location (establishment id). Leave it out for every location the person may see.');

/** Local working intervals as the screens write them: '9:00 AM–1:00 PM, 2:00 PM–6:00 PM'. */
export function intervalsText(intervals: readonly { start: string; end: string }[]): string {
  return intervals.map((i) => `${clockTime(i.start)}–${clockTime(i.end)}`).join(', ');
}

/** A share (0.4567) as a whole percent ('46%'); null when there is none to show. */
export function percentText(share: number | null): string | null {
  return share === null ? null : `${Math.round(share * 100)}%`;
}

/** Staff names by id, for routes that answer with ids only. */
export function namesById(staff: readonly { id: string; name: string }[]): Map<string, string> {
  return new Map(staff.map((s) => [s.id, s.name]));
}

/** The calendar date `days` after `date` ('YYYY-MM-DD', calendar arithmetic, no zone). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The local calendar date ('YYYY-MM-DD') of an ISO instant in IANA zone `timeZone`. */
export function localDate(instant: string, timeZone: string): string {
  return new Date(instant).toLocaleDateString('en-CA', { timeZone });
}
