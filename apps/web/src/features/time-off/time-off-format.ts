/** en-US labels of a request's dates and hours. */
import { formatDate } from '../../lib/format';

/** 'Mar 2, 2026' or 'Mar 2, 2026 – Mar 4, 2026'. */
export function formatDateRange(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

/** '8 h', '7.5 h'. */
export function formatHours(hours: number): string {
  return `${hours.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;
}
