import { describe, expect, it } from 'vitest';
import { periodLabel, salesChange } from './sales-format';

describe('sales report words', () => {
  it('gives the change as a percent of the previous period, flat when too small to show', () => {
    expect(salesChange(1160, 950)).toEqual({ trend: 'up', label: '+22.1%' });
    expect(salesChange(40, 50)).toEqual({ trend: 'down', label: '−20.0%' });
    expect(salesChange(101.34, 101.33)).toEqual({ trend: 'flat', label: '0.0%' });
    expect(salesChange(-40, -20)).toEqual({ trend: 'down', label: '−100.0%' });
    expect(salesChange(50, 0)).toBeNull();
  });

  it('names a day, a week and a whole or clipped month', () => {
    expect(periodLabel({ from: '2026-11-05', to: '2026-11-05' }, 'day')).toBe('Nov 5, 2026');
    expect(periodLabel({ from: '2026-11-02', to: '2026-11-08' }, 'week')).toBe('Nov 2 – Nov 8, 2026');
    expect(periodLabel({ from: '2025-12-29', to: '2026-01-04' }, 'week')).toBe('Dec 29, 2025 – Jan 4, 2026');
    expect(periodLabel({ from: '2026-02-01', to: '2026-02-28' }, 'month')).toBe('February 2026');
    expect(periodLabel({ from: '2026-11-01', to: '2026-11-15' }, 'month')).toBe('Nov 1 – Nov 15, 2026');
  });
});
