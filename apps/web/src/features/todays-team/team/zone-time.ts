/** Wall times of a location's zone for the shift editor's inputs ('YYYY-MM-DDTHH:mm'), through dayjs. */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant as the location's wall time for a datetime-local input. */
export function toWallInput(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('YYYY-MM-DDTHH:mm');
}

/** A datetime-local value read in the location's zone, as an ISO instant; null when unreadable. */
export function fromWallInput(value: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = dayjs.tz(value.replace('T', ' '), timeZone);
  return d.isValid() ? d.toISOString() : null;
}
