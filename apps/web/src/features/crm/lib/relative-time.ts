/** 'just now', '5 minutes ago', 'yesterday', '3 months ago' in en-US (note times on a client's page). */
import { LOCALE } from '@daybook/contracts';

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
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
