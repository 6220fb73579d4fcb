import { describe, expect, it } from 'vitest';
import { formatRecentTime, formatRelativeTime } from './relative-time';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('formatRelativeTime', () => {
  it('reads like a person would say it, in en-US', () => {
    expect(formatRelativeTime('2026-11-21T11:59:40Z', NOW)).toBe('just now');
    expect(formatRelativeTime('2026-11-21T11:55:00Z', NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-20T10:00:00Z', NOW)).toBe('yesterday');
    expect(formatRelativeTime('2026-08-01T12:00:00Z', NOW)).toBe('4 months ago');
  });

  it('gives the date instead once a week has passed', () => {
    expect(formatRecentTime('2026-11-21T11:55:00Z', NOW)).toBe('5 minutes ago');
    expect(formatRecentTime('2026-11-15T12:00:00Z', NOW)).toBe('6 days ago');
    expect(formatRecentTime('2026-11-01T12:00:00Z', NOW)).toBe('Nov 1, 2026');
  });
});
