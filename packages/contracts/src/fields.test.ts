import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  FIELD_MESSAGES,
  hasControlCharacter,
  instantSchema,
  moneySchema,
  optionalTextSchema,
  requiredTextSchema,
  textSchema,
  timeOfDaySchema,
} from './fields.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('text', () => {
  const name = requiredTextSchema({ max: 10, required: 'Name is required.', message: 'Too long.' });

  it('refuses NUL and other control characters, wherever they stand', () => {
    for (const bad of ['nul\u0000byte', '\u0000', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085']) {
      expect(messages(name.safeParse(bad)), JSON.stringify(bad)).toEqual([FIELD_MESSAGES.control]);
    }
  });

  it('refuses lone surrogates, which have no UTF-8 form, and keeps real pairs', () => {
    expect(name.safeParse('a\ud800b').success).toBe(false);
    expect(name.safeParse('a\udc00').success).toBe(false);
    expect(name.parse('José 😀')).toBe('José 😀');
  });

  it('allows tab everywhere and newlines only in multi-line text', () => {
    expect(textSchema({ max: 20 }).parse('a\tb')).toBe('a\tb');
    expect(textSchema({ max: 20 }).safeParse('a\nb').success).toBe(false);
    expect(textSchema({ max: 20, multiline: true }).parse('a\r\nb')).toBe('a\r\nb');
    expect(hasControlCharacter('line\nbreak', true)).toBe(false);
    expect(hasControlCharacter('nul\u0000', true)).toBe(true);
  });

  it('trims, then holds to the maximum with the field’s message', () => {
    expect(name.parse('  Ann  ')).toBe('Ann');
    expect(messages(name.safeParse('x'.repeat(11)))).toEqual(['Too long.']);
    expect(messages(name.safeParse('   '))).toEqual(['Name is required.']);
    expect(messages(name.safeParse(42))).toEqual(['Name is required.']);
    expect(messages(textSchema({ max: 3 }).safeParse('abcd'))).toEqual(['Must be at most 3 characters.']);
  });

  it('optional text: blank clears (null), missing stays undefined', () => {
    const notes = optionalTextSchema({ max: 5, multiline: true });
    expect(notes.parse('  ')).toBeNull();
    expect(notes.parse(null)).toBeNull();
    expect(notes.parse(undefined)).toBeUndefined();
    expect(notes.safeParse('a\u0000').success).toBe(false);
  });
});

describe('calendar date', () => {
  const date = calendarDateSchema();

  it('accepts real dates, leap days included', () => {
    for (const ok of ['2026-02-28', '2024-02-29', '2000-02-29', '1900-01-01', '2200-12-31'])
      expect(date.parse(ok)).toBe(ok);
  });

  it('refuses dates that match the pattern but do not exist', () => {
    for (const bad of ['2026-02-30', '2026-02-29', '1900-02-29', '2026-04-31', '2026-06-31'])
      expect(messages(date.safeParse(bad)), bad).toEqual([FIELD_MESSAGES.dateMissing]);
  });

  it('refuses far dates outside 1900–2200', () => {
    for (const bad of ['9999-12-31', '1899-12-31', '2201-01-01', '0001-01-01'])
      expect(messages(date.safeParse(bad)), bad).toEqual([FIELD_MESSAGES.dateRange]);
  });

  it('answers a nonexistent date with the field’s own message when it has one', () => {
    expect(messages(calendarDateSchema('Use a date as YYYY-MM-DD.').safeParse('2026-02-30'))).toEqual([
      'Use a date as YYYY-MM-DD.',
    ]);
  });

  it('answers malformed input with the format message only', () => {
    const custom = calendarDateSchema('Use a date as YYYY-MM-DD.');
    for (const bad of ['2026-2-3', '2026-13-01', '2026-00-10', 'nul\u0000', '', '20260101', 20260101])
      expect(messages(custom.safeParse(bad)), String(bad)).toEqual(['Use a date as YYYY-MM-DD.']);
  });
});

describe('time of day, instant and money', () => {
  it('time: HH:MM on a 24-hour clock', () => {
    expect(timeOfDaySchema().parse('23:59')).toBe('23:59');
    for (const bad of ['24:00', '9:00', '12:60', '12:00:00', '1\u00002:00'])
      expect(timeOfDaySchema().safeParse(bad).success, bad).toBe(false);
  });

  it('instant: ISO 8601 with an offset, within the years allowed', () => {
    expect(instantSchema().parse('2026-03-01T10:00:00Z')).toBe('2026-03-01T10:00:00Z');
    expect(instantSchema().parse('2026-03-01T10:00:00-05:00')).toBe('2026-03-01T10:00:00-05:00');
    expect(messages(instantSchema().safeParse('9999-12-31T00:00:00Z'))).toEqual([FIELD_MESSAGES.dateRange]);
    expect(instantSchema().safeParse('2026-02-30T10:00:00Z').success).toBe(false);
    expect(instantSchema().safeParse('2026-03-01T10:00:00').success).toBe(false);
  });

  it('money: 0 to max dollars, at most two decimals, finite', () => {
    const price = moneySchema({ max: 100 });
    expect(price.parse(19.99)).toBe(19.99);
    expect(price.parse(0.1 + 0.2)).toBeCloseTo(0.3);
    for (const bad of [-1, 100.01, 1.005, 1e308, Number.NaN, Infinity, '5'])
      expect(price.safeParse(bad).success, String(bad)).toBe(false);
  });
});
