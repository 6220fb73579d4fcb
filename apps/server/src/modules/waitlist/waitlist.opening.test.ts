/** The waitlist's clock: now while open, else the next opening in the location's hours and zone. */
import { describe, expect, it } from 'vitest';
import { defaultBusinessHours, type BusinessHours } from '@daybook/contracts';
import { queueOpensAt } from './waitlist.opening.js';

const weekdays: BusinessHours = {
  ...defaultBusinessHours(),
  monday: { isOpen: true, openTime: '09:00', closeTime: '19:00' },
  tuesday: { isOpen: true, openTime: '09:00', closeTime: '19:00' },
  friday: { isOpen: true, openTime: '10:00', closeTime: '18:00' },
};
const place = { timeZone: 'America/New_York', businessHours: weekdays };

describe('queueOpensAt', () => {
  it('is now during opening hours', () => {
    const now = new Date('2026-11-23T15:00:00Z'); // Monday 10:00 in New York
    expect(queueOpensAt(now, place)).toEqual(now);
  });

  it('is the same day’s opening before it, and the next open day’s after closing', () => {
    // Monday 04:00 in New York: 09:00 that morning.
    expect(queueOpensAt(new Date('2026-11-23T09:00:00Z'), place)).toEqual(new Date('2026-11-23T14:00:00Z'));
    // Tuesday 20:00: closed Wednesday and Thursday, so Friday 10:00.
    expect(queueOpensAt(new Date('2026-11-25T01:00:00Z'), place)).toEqual(new Date('2026-11-27T15:00:00Z'));
  });

  it('is now for a location with no open hours', () => {
    const now = new Date('2026-11-23T09:00:00Z');
    expect(queueOpensAt(now, { ...place, businessHours: defaultBusinessHours() })).toEqual(now);
  });
});
