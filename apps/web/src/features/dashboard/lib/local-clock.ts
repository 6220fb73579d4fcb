/**
 * The wall clock of a location (issue #15 "Dashboards"): appointments speak a local date and
 * 'HH:MM' in the establishment's IANA zone, so "today" and "late" are read there, never in the
 * browser's zone.
 */
import { useEffect, useState } from 'react';
import { zonedParts } from '../../../lib/time-zones';

/** How often the front desk's "late" and "next" views look at the clock again, in milliseconds. */
const CLOCK_TICK_MS = 30_000;

export interface LocalClock {
  /** Today there, 'YYYY-MM-DD'. */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
}

/** The date and minute of the day of `instant` in `timeZone`. */
export function localClock(timeZone: string, instant: Date = new Date()): LocalClock {
  const p = zonedParts(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, minutes: p.hour * 60 + p.minute };
}

/** 'HH:MM' (or '24:00') as minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The location's clock, read again every CLOCK_TICK_MS so lateness grows while the page is open. */
export function useLocalClock(timeZone: string): LocalClock {
  const [instant, setInstant] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setInstant(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return localClock(timeZone, instant);
}
