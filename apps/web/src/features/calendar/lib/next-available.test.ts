import { describe, expect, it, vi } from 'vitest';
import type { Availability } from '@daybook/contracts';
import {
  OFFER_LIMIT,
  SEARCH_DAYS,
  findNextFree,
  freeTimeLabel,
  searchRange,
  searchWindows,
  type SearchWindow,
} from './next-available';

const slot = (date: string, startTime: string, staffIds: string[]) => ({
  date,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}${startTime.slice(2)}`,
  staffIds,
  available: true as const,
});
const answer = (...slots: ReturnType<typeof slot>[]): Availability => ({
  availability: slots,
  availabilityByStaff: {},
});

describe('searchRange', () => {
  it('starts today when the calendar shows today or an earlier day', () => {
    expect(searchRange('2026-11-24', '2026-11-24', 60)).toEqual({ date: '2026-11-24', days: SEARCH_DAYS });
    expect(searchRange('2026-11-24', '2026-11-01', 60)).toEqual({ date: '2026-11-24', days: SEARCH_DAYS });
  });

  it('starts on a later shown day and stops at the last bookable date', () => {
    // The last bookable date is Dec 24; from Dec 1 that is 24 days.
    expect(searchRange('2026-11-24', '2026-12-01', 30)).toEqual({ date: '2026-12-01', days: 24 });
  });

  it('searches nothing past the booking window', () => {
    expect(searchRange('2026-11-24', '2027-03-01', 60)).toEqual({ date: '2027-03-01', days: 0 });
  });
});

describe('searchWindows', () => {
  it('asks for a week, then at most 31 days at a time', () => {
    expect(searchWindows({ date: '2026-11-24', days: 60 })).toEqual([
      { date: '2026-11-24', days: 7 },
      { date: '2026-12-01', days: 31 },
      { date: '2027-01-01', days: 22 },
    ]);
  });

  it('asks once for a short range and never for an empty one', () => {
    expect(searchWindows({ date: '2026-11-24', days: 3 })).toEqual([{ date: '2026-11-24', days: 3 }]);
    expect(searchWindows({ date: '2026-11-24', days: 0 })).toEqual([]);
  });
});

describe('findNextFree', () => {
  const windows: SearchWindow[] = [
    { date: '2026-11-24', days: 7 },
    { date: '2026-12-01', days: 31 },
  ];

  it('stops at the first window that gives enough', async () => {
    const slots = Array.from({ length: OFFER_LIMIT + 2 }, (_, i) =>
      slot('2026-11-24', `${String(9 + i).padStart(2, '0')}:00`, ['emma']),
    );
    const fetchWindow = vi.fn(() => Promise.resolve(answer(...slots)));
    const found = await findNextFree(fetchWindow, windows);
    expect(found).toHaveLength(OFFER_LIMIT);
    expect(found[0]).toEqual({
      date: '2026-11-24',
      startTime: '09:00',
      endTime: '10:00',
      staffIds: ['emma'],
    });
    expect(fetchWindow).toHaveBeenCalledTimes(1);
  });

  it('pages forward, keeps time order and skips starts with nobody free', async () => {
    const fetchWindow = vi.fn((w: SearchWindow) =>
      Promise.resolve(
        w.date === '2026-11-24'
          ? answer(slot('2026-11-25', '10:00', ['emma', 'liam']), slot('2026-11-25', '10:15', []))
          : answer(slot('2026-12-03', '09:00', ['liam'])),
      ),
    );
    const found = await findNextFree(fetchWindow, windows, 3);
    expect(found.map((t) => `${t.date} ${t.startTime} ${t.staffIds.join('+')}`)).toEqual([
      '2026-11-25 10:00 emma+liam',
      '2026-12-03 09:00 liam',
    ]);
    expect(fetchWindow.mock.calls.map(([w]) => w.date)).toEqual(['2026-11-24', '2026-12-01']);
  });

  it('rejects with the failed call’s error', async () => {
    const error = new Error('Failed to check availability');
    await expect(findNextFree(() => Promise.reject(error), windows)).rejects.toBe(error);
  });
});

describe('freeTimeLabel', () => {
  it('reads date, time and staff en-US, and how many others are free', () => {
    expect(freeTimeLabel(slot('2026-12-01', '09:30', ['emma']), 'Emma Chen')).toBe(
      'Tue, Dec 1 · 9:30 AM · Emma Chen',
    );
    expect(freeTimeLabel(slot('2026-12-01', '14:00', ['emma', 'liam', 'ava']), 'Emma Chen')).toBe(
      'Tue, Dec 1 · 2:00 PM · Emma Chen (+2 more free)',
    );
  });
});
