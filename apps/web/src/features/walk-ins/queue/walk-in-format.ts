/** Labels of a walk-in's wait and status (issue #15; en-US times). */
import type { WalkIn, WalkInStatus } from '@daybook/contracts';
import { formatTime } from '../../../lib/format';

/** Waits from this many minutes on read in hours ("about 2 h 5 min"): 525 min is hard to take in. */
const HOURS_FROM = 90;

function waitFor(minutes: number): string {
  if (minutes < HOURS_FROM) return `about ${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `about ${h} h` : `about ${h} h ${m} min`;
}

/** "about 25 min · ~10:50 AM" for a waiting walk-in; null otherwise. */
export function waitLabel(w: Pick<WalkIn, 'estimatedWait' | 'estimatedTime'>): string | null {
  if (w.estimatedWait === null || w.estimatedTime === null) return null;
  const time = `~${formatTime(w.estimatedTime)}`;
  return w.estimatedWait === 0 ? `now · ${time}` : `${waitFor(w.estimatedWait)} · ${time}`;
}

export const STATUS_LABEL: Record<WalkInStatus, string> = {
  waiting: 'Waiting',
  in_service: 'In service',
  done: 'Done',
  left: 'Left',
};

export const STATUS_COLOR: Record<WalkInStatus, string> = {
  waiting: 'yellow',
  in_service: 'blue',
  done: 'teal',
  left: 'gray',
};

/** 'h:mm AM' of an instant in the location's IANA zone. */
export function clockIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );
}
