/**
 * How long ago something happened, in en-US words ('just now', '5 minutes ago', 'yesterday', '3
 * months ago'): client notes, notifications and requests all say it the same way.
 */
import { LOCALE } from '@daybook/contracts';
import { formatDate } from './format';

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

const WEEK_MS = 7 * 86_400_000;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', WEEK_MS],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago (or ahead) the ISO instant `iso` is from `now`; under a minute is 'just now'. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const diff = new Date(iso).getTime() - now.getTime();
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return 'just now';
}

/** formatRelativeTime within a week of `now`; past that, the date ('Mar 2, 2026'). */
export function formatRecentTime(iso: string, now: Date = new Date()): string {
  return Math.abs(new Date(iso).getTime() - now.getTime()) < WEEK_MS
    ? formatRelativeTime(iso, now)
    : formatDate(iso);
}
