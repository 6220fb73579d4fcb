import { describe, expect, it } from 'vitest';
import { clockIn, waitLabel } from './walk-in-format';

describe('walk-in labels', () => {
  it('reads the wait as about N min and the en-US time', () => {
    expect(waitLabel({ estimatedWait: 50, estimatedTime: '10:50' })).toBe('about 50 min · ~10:50 AM');
    expect(waitLabel({ estimatedWait: 0, estimatedTime: '13:05' })).toBe('now · ~1:05 PM');
    expect(waitLabel({ estimatedWait: 89, estimatedTime: '11:29' })).toBe('about 89 min · ~11:29 AM');
    expect(waitLabel({ estimatedWait: 120, estimatedTime: '12:00' })).toBe('about 2 h · ~12:00 PM');
    expect(waitLabel({ estimatedWait: 525, estimatedTime: '09:50' })).toBe('about 8 h 45 min · ~9:50 AM');
    expect(waitLabel({ estimatedWait: null, estimatedTime: null })).toBeNull();
  });

  it('shows the check-in time in the location’s zone', () => {
    expect(clockIn('2026-12-16T14:56:00.000Z', 'America/New_York')).toBe('9:56 AM');
    expect(clockIn('2026-12-16T14:56:00.000Z', 'America/Chicago')).toBe('8:56 AM');
  });
});
