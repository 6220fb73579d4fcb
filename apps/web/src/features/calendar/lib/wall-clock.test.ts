/**
 * Wall-clock conversion. The helpers take the establishment's zone explicitly, so these hold
 * under any process TZ; `npm test` runs them under TZ=UTC and again under TZ=Asia/Tokyo.
 */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  floatingDate,
  toDateString,
  toTimeString,
  toWireRange,
  todayIn,
  wallClockNow,
  weekRange,
} from './wall-clock';

describe('floating wall-clock dates', () => {
  it('keeps the establishment wall clock as the local fields, whatever the browser zone', () => {
    const d = floatingDate('2026-12-01', '09:30');
    expect(d.getHours()).toBe(9);
    expect(d.getMinutes()).toBe(30);
    expect(toDateString(d)).toBe('2026-12-01');
    expect(toTimeString(d)).toBe('09:30');
  });

  it('reads an instant on the clock of the given zone', () => {
    // 2026-03-10 15:00 UTC: New York is on daylight time (11:00), Tokyo is 00:00 the next day.
    const instant = new Date(Date.UTC(2026, 2, 10, 15, 0));
    const ny = wallClockNow('America/New_York', instant);
    expect([toDateString(ny), toTimeString(ny)]).toEqual(['2026-03-10', '11:00']);
    const tokyo = wallClockNow('Asia/Tokyo', instant);
    expect([toDateString(tokyo), toTimeString(tokyo)]).toEqual(['2026-03-11', '00:00']);
    // Before the change New York is five hours behind.
    const winter = wallClockNow('America/New_York', new Date(Date.UTC(2026, 2, 6, 15, 0)));
    expect(toTimeString(winter)).toBe('10:00');
  });

  it('gives today in the zone, not in the process zone', () => {
    const instant = new Date(Date.UTC(2026, 11, 1, 3, 0)); // 22:00 on Nov 30 in New York
    expect(todayIn('America/New_York', instant)).toBe('2026-11-30');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-12-01');
  });

  it('turns a floating range back into wire times, with 24:00 for midnight', () => {
    expect(toWireRange(floatingDate('2026-12-01', '10:00'), floatingDate('2026-12-01', '11:15'))).toEqual({
      date: '2026-12-01',
      startTime: '10:00',
      endTime: '11:15',
    });
    expect(toWireRange(floatingDate('2026-12-01', '23:00'), floatingDate('2026-12-01', '24:00'))).toEqual({
      date: '2026-12-01',
      startTime: '23:00',
      endTime: '24:00',
    });
    expect(toWireRange(floatingDate('2026-12-01', '23:00'), floatingDate('2026-12-02', '01:00'))).toBeNull();
  });

  it('steps dates and finds the Sunday-to-Saturday week', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(weekRange('2026-12-02')).toEqual({ start: '2026-11-29', end: '2026-12-05' });
    expect(weekRange('2026-11-29')).toEqual({ start: '2026-11-29', end: '2026-12-05' });
  });
});
