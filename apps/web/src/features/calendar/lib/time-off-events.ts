/**
 * Approved time off as calendar blocks (issue #28): one labelled, non-bookable block per person
 * and shown day, over the whole grid, drawn behind the appointments in the person's column.
 */
import type { TimeOffBlock } from '@daybook/contracts';
import type { CalendarEvent, GridBounds } from './calendar-events';
import { addDays, floatingDate } from './wall-clock';

export interface TimeOffEvent {
  id: string;
  /** "Time off · Vacation". */
  title: string;
  start: Date;
  end: Date;
  /** The staff member's id: their column. */
  resourceId: string;
  timeOff: TimeOffBlock;
}

/** What the calendar draws: appointments, and time off behind them. */
export type BoardEvent = CalendarEvent | TimeOffEvent;

export function isTimeOffEvent(e: BoardEvent): e is TimeOffEvent {
  return 'timeOff' in e;
}

/** The blocks of the dates `from`–`to` ('YYYY-MM-DD', inclusive), each day from the grid's first to last minute. */
export function toTimeOffEvents(
  blocks: readonly TimeOffBlock[],
  from: string,
  to: string,
  bounds: GridBounds,
): TimeOffEvent[] {
  const out: TimeOffEvent[] = [];
  for (const b of blocks) {
    const first = b.startDate > from ? b.startDate : from;
    const last = b.endDate < to ? b.endDate : to;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      out.push({
        id: `${b.requestId}:${day}`,
        title: b.label,
        start: floatingDate(day, bounds.min),
        end: floatingDate(day, bounds.max),
        resourceId: b.staffId,
        timeOff: b,
      });
    }
  }
  return out;
}

/** The block covering `staffId` on `date`, if any: booking there is refused before the form opens. */
export function timeOffOn(
  blocks: readonly TimeOffBlock[],
  staffId: string,
  date: string,
): TimeOffBlock | undefined {
  return blocks.find((b) => b.staffId === staffId && b.startDate <= date && date <= b.endDate);
}
