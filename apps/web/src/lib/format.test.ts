import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatCurrency, formatDate } from './format';

describe('format', () => {
  it('formats US dollars with 2 decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
  });
  it('formats dates as en-US short month, day, year', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate('2025-03-10T15:00:00Z', 'America/New_York')).toBe('Mar 10, 2025');
  });
  it('caps badge counts at 9+', () => {
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
  });
});
