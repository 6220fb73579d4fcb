/** Instants of the time clock as en-US wall times of the location, e.g. '9:05 AM'. */
import { LOCALE } from '@daybook/contracts';

/** '9:05 AM' in `timeZone`. */
export function clockTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone });
}

/** 'Dec 8, 9:05 AM' in `timeZone`. */
export function clockDateTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString(LOCALE, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** Hours as '7.83 h'. */
export const hoursLabel = (hours: number) => `${hours.toFixed(2)} h`;

/** A percent as '62.5%'. */
export const percentLabel = (percent: number) =>
  `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
