import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountMask } from './statement.js';
import { parseCents, parseCsvDate, parseOfxDate } from './statement-values.js';

describe('parseCents', () => {
  it.each([
    ['-1234.56', -123456],
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['-1,234,567.89', -123456789],
    ['(12.00)', -1200],
    ['($1,049.10)', -104910],
    ['12.00 CR', 1200],
    ['12.00 DR', -1200],
    ['12.00cr', 1200],
    ['12.00-', -1200],
    ['+7.10', 710],
    ['$5', 500],
    ['-$5.5', -550],
    ['.75', 75],
    ['0.29', 29],
    ['1.15', 115],
    ['19.99', 1999],
    ['1.2300', 123],
    ['12,50', 1250],
    ['1.234,56', 123456],
    [' 4.50 ', 450],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it('gives zero, never minus zero, for a negative zero', () => {
    expect(Object.is(parseCents('-0.00'), 0)).toBe(true);
  });

  it.each([
    '',
    'abc',
    '-',
    '1.005',
    '1.2.3',
    '12..0',
    '--5',
    '-5-',
    '(12.00) CR',
    '-12 CR',
    '1e3',
    'NaN',
    '12 34',
  ])('refuses %j rather than guess', (text) => {
    expect(parseCents(text)).toBeUndefined();
  });

  it('reads every two-decimal amount exactly, with and without thousands separators', () => {
    const cents = fc.integer({ min: -99_999_999_999_99, max: 99_999_999_999_99 });
    fc.assert(
      fc.property(cents, (n) => {
        const abs = Math.abs(n);
        const whole = Math.floor(abs / 100);
        const text = `${n < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
        const grouped = `${n < 0 ? '-' : ''}${whole.toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
        expect(parseCents(text)).toBe(n === 0 ? 0 : n);
        expect(parseCents(grouped)).toBe(n === 0 ? 0 : n);
        expect(parseCents(`(${text.replace('-', '')})`)).toBe(abs === 0 ? 0 : -abs);
      }),
    );
  });
});

describe('statement dates', () => {
  it.each([
    ['20261127120000.000[-5:EST]', '2026-11-27'],
    ['20261127', '2026-11-27'],
    ['20261231235959.000[+13:NZDT]', '2026-12-31'],
    ['20260101000000[-8:PST]', '2026-01-01'],
    ['202611271200', '2026-11-27'],
  ])('takes the date part of the OFX datetime %s as written', (text, date) => {
    expect(parseOfxDate(text)).toBe(date);
  });

  it.each(['', 'abc', '20260230', '20261301', '2026112'])('refuses the OFX date %j', (text) => {
    expect(parseOfxDate(text)).toBeUndefined();
  });

  it.each([
    ['1/2/2026', '2026-01-02'],
    ['11/27/2026', '2026-11-27'],
    ['02/09/2026', '2026-02-09'],
    ['11/27/26', '2026-11-27'],
    ['2026-11-27', '2026-11-27'],
    ['2026-1-5', '2026-01-05'],
    ['2026-11-27T00:00:00', '2026-11-27'],
    ['2026/11/27', '2026-11-27'],
    [' 2/29/2028 ', '2028-02-29'],
    ['11/27/2026 10:15 PM', '2026-11-27'],
  ])('reads the CSV date %s', (text, date) => {
    expect(parseCsvDate(text)).toBe(date);
  });

  it.each(['', 'Nov 27', '27/11/2026', '02/30/2026', '2/29/2027', '2026-13-01', '11-27-2026x'])(
    'refuses the CSV date %j',
    (text) => {
      expect(parseCsvDate(text)).toBeUndefined();
    },
  );
});

describe('accountMask', () => {
  it.each([
    ['000123456789', '6789'],
    ['XXXX-XXXX-XXXX-4242', '4242'],
    ['4242', '4242'],
    ['12', '12'],
  ])('keeps only the last four digits of %s', (number, mask) => {
    expect(accountMask(number)).toBe(mask);
  });

  it('has no mask without digits', () => {
    expect(accountMask(undefined)).toBeUndefined();
    expect(accountMask('')).toBeUndefined();
    expect(accountMask('n/a')).toBeUndefined();
  });
});
