import { describe, expect, it } from 'vitest';
import {
  formatBadgeCount,
  formatCurrency,
  formatDate,
  formatDuration,
  formatShortRange,
  formatTimeRange,
} from './format';

describe('format', () => {
  it('formats US dollars with 2 decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
  });
  it("writes dollars exactly as Intl.NumberFormat's en-US currency format does", () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0, -0, 0.005, 0.015, 1.005, 2.675, -2.675, 999.995, 1000, 12345.678, -1234.5, 1e6, 1e21, 123456789.125,
    ];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round((Math.random() - 0.3) * 10 ** (i % 9)) / 1000);
    for (const amount of [...amounts, NaN, Infinity, -Infinity]) {
      expect(formatCurrency(amount), String(amount)).toBe(intl.format(amount));
    }
  });
  it('formats dates as en-US short month, day, year', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate('2025-03-10T15:00:00Z', 'America/New_York')).toBe('Mar 10, 2025');
  });
  it('caps badge counts at 9+', () => {
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
  });
  it('formats durations in minutes and hours', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(125)).toBe('2 h 5 min');
    expect(formatDuration(5)).toBe('5 min');
  });
  it('writes wall times as en-US ranges', () => {
    expect(formatTimeRange('09:00', '10:30')).toBe('9:00 AM – 10:30 AM');
    expect(formatTimeRange('12:00', '24:00')).toBe('12:00 PM – 12:00 AM');
  });
  it('names AM/PM once in a short range when both ends share it', () => {
    expect(formatShortRange('10:30', '11:15')).toBe('10:30–11:15 AM');
    expect(formatShortRange('11:30', '12:15')).toBe('11:30 AM–12:15 PM');
  });
});
