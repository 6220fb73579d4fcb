/** A new establishment's time zone from its address, or the tenant's first location. */
import { describe, expect, it } from 'vitest';
import { resolveTimeZone, zoneOfAddress } from './establishments.time-zone.js';

describe('zone of an address', () => {
  it('reads US states by code or name, with or without the country', () => {
    expect(zoneOfAddress({ state: 'IL', country: 'US' })).toBe('America/Chicago');
    expect(zoneOfAddress({ state: 'California', country: 'United States' })).toBe('America/Los_Angeles');
    expect(zoneOfAddress({ state: 'az', country: '' })).toBe('America/Phoenix');
    expect(zoneOfAddress({ state: 'NY', country: 'USA' })).toBe('America/New_York');
  });

  it('reads a country with a single zone, by code or name', () => {
    expect(zoneOfAddress({ state: '', country: 'France' })).toBe('Europe/Paris');
    expect(zoneOfAddress({ state: 'Greater London', country: 'GB' })).toBe('Europe/London');
  });

  it('names no zone for a country with several and no known state, or an unknown place', () => {
    expect(zoneOfAddress({ state: 'Ontario', country: 'Canada' })).toBeNull();
    expect(zoneOfAddress({ state: '', country: 'US' })).toBeNull();
    expect(zoneOfAddress({ state: '', country: '' })).toBeNull();
    expect(zoneOfAddress({ state: 'Nowhere', country: 'Atlantis' })).toBeNull();
  });
});

describe('a new establishment’s zone', () => {
  const address = { state: 'TX', country: 'US' };
  it('keeps the one asked for, then the address’s, then the first location’s', () => {
    expect(resolveTimeZone('Europe/Paris', address, 'America/New_York')).toEqual({
      timeZone: 'Europe/Paris',
      source: 'request',
    });
    expect(resolveTimeZone(undefined, address, 'America/New_York')).toEqual({
      timeZone: 'America/Chicago',
      source: 'address',
    });
    expect(resolveTimeZone(undefined, { state: '', country: '' }, 'America/New_York')).toEqual({
      timeZone: 'America/New_York',
      source: 'first-location',
    });
    expect(resolveTimeZone(undefined, { state: '', country: '' }, null)).toBeNull();
  });
});
