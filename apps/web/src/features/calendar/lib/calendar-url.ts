/**
 * The calendar's date, view and staff filter live in the URL
 * (`/calendar?date=2026-12-01&view=day&staff=a,b`), so a reload, the back button and a shared link
 * keep the day. The last date and view are also kept for the tab, so moving between Front Desk,
 * Booking and Calendar (links without a query) keeps the day too; the staff choice is remembered
 * per user and location.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readStored, writeStored } from '../../../lib/storage';
import { BOOK_CLIENT_PARAM } from '../api/book-client-link';
import { addDays, todayIn } from './wall-clock';

export type CalendarView = 'day' | 'week';

export interface CalendarUrlState {
  date: string;
  view: CalendarView;
  staff: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isDateString(value: string | null): value is string {
  if (!value || !DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

const parseView = (value: string | null): CalendarView | null =>
  value === 'day' || value === 'week' ? value : null;

const parseStaff = (value: string | null): string[] | null =>
  value === null
    ? null
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

export const CALENDAR_KEYS = {
  /** The tab's last shown day and view: the three calendar routes share it. */
  day: 'daybook.calendarDay',
  /** Which staff columns this user shows at this location. */
  staff: (userId: string, establishmentId: string) => `daybook.calendarStaff.${userId}.${establishmentId}`,
};

interface StoredDay {
  date?: string;
  view?: string;
}

function readDay(): StoredDay {
  try {
    return JSON.parse(readStored('session', CALENDAR_KEYS.day) ?? '{}') as StoredDay;
  } catch {
    return {};
  }
}

/**
 * Reads the calendar's state from the URL, falling back to the tab's last day and the user's
 * remembered staff, then today; writes every change back to the URL (a new history entry for a new
 * day or view, so Back returns to it).
 */
export function useCalendarUrlState(timeZone: string, userId: string, establishmentId: string) {
  const [params, setParams] = useSearchParams();
  const staffKey = CALENDAR_KEYS.staff(userId, establishmentId);

  const state = useMemo<CalendarUrlState>(() => {
    const stored = readDay();
    const date = params.get('date');
    const storedStaff = readStored('local', staffKey);
    return {
      date: isDateString(date) ? date : isDateString(stored.date ?? null) ? stored.date! : todayIn(timeZone),
      view: parseView(params.get('view')) ?? parseView(stored.view ?? null) ?? 'day',
      staff: parseStaff(params.get('staff')) ?? parseStaff(storedStaff) ?? [],
    };
  }, [params, staffKey, timeZone]);

  /**
   * Writes `patch` over what the address bar holds now. Not this render's state, nor the router's
   * `old` params (also this render's): a view change and then a staff choice made before the new
   * view has drawn would otherwise write the old view back.
   */
  const write = useCallback(
    (
      fallback: CalendarUrlState,
      patch: Partial<CalendarUrlState> | ((current: CalendarUrlState) => Partial<CalendarUrlState>),
      replace: boolean,
    ) => {
      setParams(
        () => {
          const p = new URLSearchParams(window.location.search);
          const current: CalendarUrlState = {
            date: isDateString(p.get('date')) ? p.get('date')! : fallback.date,
            view: parseView(p.get('view')) ?? fallback.view,
            staff: parseStaff(p.get('staff')) ?? fallback.staff,
          };
          const next = { ...current, ...(typeof patch === 'function' ? patch(current) : patch) };
          // The CRM's booking link is one-shot: a write may start from a URL still holding it.
          p.delete(BOOK_CLIENT_PARAM);
          p.set('date', next.date);
          p.set('view', next.view);
          if (next.staff.length > 0) p.set('staff', next.staff.join(','));
          else p.delete('staff');
          return p;
        },
        { replace },
      );
    },
    [setParams],
  );

  // A URL without the state (a sidebar link, a first visit) is completed in place, once the
  // CRM's booking link has taken its parameter off (two updates at once would undo one another).
  const complete =
    (params.get('date') === state.date && params.get('view') === state.view) || params.has(BOOK_CLIENT_PARAM);
  useEffect(() => {
    if (!complete) write(state, {}, true);
  }, [complete, state, write]);

  useEffect(() => {
    writeStored('session', CALENDAR_KEYS.day, JSON.stringify({ date: state.date, view: state.view }));
  }, [state.date, state.view]);

  const setDate = useCallback((date: string) => write(state, { date }, false), [state, write]);
  /**
   * Moves the day (or week) by `days` from the one the address holds now, so quick clicks each
   * count even before the calendar has drawn the day the last one chose.
   */
  const stepDate = useCallback(
    (days: number) => write(state, (current) => ({ date: addDays(current.date, days) }), false),
    [state, write],
  );
  const setView = useCallback((view: CalendarView) => write(state, { view }, false), [state, write]);
  /** The day view of `date` in one step (two writes from one state would undo each other). */
  const openDay = useCallback((date: string) => write(state, { date, view: 'day' }, false), [state, write]);
  const setStaff = useCallback(
    (staff: string[]) => {
      writeStored('local', staffKey, staff.length > 0 ? staff.join(',') : null);
      write(state, { staff }, true);
    },
    [state, staffKey, write],
  );

  return { ...state, setDate, stepDate, setView, setStaff, openDay };
}
