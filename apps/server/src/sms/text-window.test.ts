/**
 * Quiet hours of texts (issue #32): a text due between 08:00 and 21:00 local time leaves at once,
 * one due in the night waits for the next 08:00, read on the location's clock through clock
 * changes and in zones whose offset is not whole hours.
 */
import { describe, expect, it } from 'vitest';
import { textWindowStart } from './text-window.js';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('textWindowStart', () => {
  it('holds a text due before 08:00 until 08:00 the same day', () => {
    // 06:30 EST (UTC-5).
    expect(textWindowStart(at('2026-01-15T11:30:00Z'), NY).toISOString()).toBe('2026-01-15T13:00:00.000Z');
  });

  it('sends a text due in the day at once', () => {
    const noon = at('2026-01-15T17:00:00Z');
    expect(textWindowStart(noon, NY)).toBe(noon);
    const lastMinute = at('2026-01-16T01:59:59Z'); // 20:59:59 EST
    expect(textWindowStart(lastMinute, NY)).toBe(lastMinute);
    const eight = at('2026-01-15T13:00:00Z'); // 08:00 EST
    expect(textWindowStart(eight, NY)).toBe(eight);
  });

  it('holds a text due from 21:00 until 08:00 the next day', () => {
    // 21:30 EST on the 15th → 08:00 EST on the 16th.
    expect(textWindowStart(at('2026-01-16T02:30:00Z'), NY).toISOString()).toBe('2026-01-16T13:00:00.000Z');
    // 21:00 sharp is quiet already.
    expect(textWindowStart(at('2026-01-16T02:00:00Z'), NY).toISOString()).toBe('2026-01-16T13:00:00.000Z');
  });

  it('reads 08:00 on the clock across the spring-forward night (2026-03-08)', () => {
    // 22:00 EST on the 7th (UTC-5) → 08:00 EDT on the 8th (UTC-4): 9 hours later, not 10.
    expect(textWindowStart(at('2026-03-08T03:00:00Z'), NY).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    // 03:30 EDT on the 8th, just after the jump → 08:00 EDT the same day.
    expect(textWindowStart(at('2026-03-08T07:30:00Z'), NY).toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('reads 08:00 on the clock across the fall-back night (2026-11-01)', () => {
    // 23:00 EDT on 31 October (UTC-4) → 08:00 EST on 1 November (UTC-5).
    expect(textWindowStart(at('2026-11-01T03:00:00Z'), NY).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // 01:30 on the repeated hour, both passes → 08:00 EST.
    expect(textWindowStart(at('2026-11-01T05:30:00Z'), NY).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(textWindowStart(at('2026-11-01T06:30:00Z'), NY).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // 20:30 EST that evening is still in the window.
    const evening = at('2026-11-02T01:30:00Z');
    expect(textWindowStart(evening, NY)).toBe(evening);
  });

  it('keeps a half-hour offset (Asia/Kolkata, UTC+5:30)', () => {
    const kolkata = 'Asia/Kolkata';
    // 07:45 IST → 08:00 IST (02:30 UTC).
    expect(textWindowStart(at('2026-06-10T02:15:00Z'), kolkata).toISOString()).toBe(
      '2026-06-10T02:30:00.000Z',
    );
    // 20:59 IST: still in the window.
    const late = at('2026-06-10T15:29:00Z');
    expect(textWindowStart(late, kolkata)).toBe(late);
    // 21:00 IST → 08:00 IST the next day.
    expect(textWindowStart(at('2026-06-10T15:30:00Z'), kolkata).toISOString()).toBe(
      '2026-06-11T02:30:00.000Z',
    );
  });
});
