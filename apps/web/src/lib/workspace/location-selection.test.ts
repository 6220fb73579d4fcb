import { establishmentFixture } from '../../test/establishment-fixture';
import { describe, expect, it } from 'vitest';
import { ALL_ESTABLISHMENTS, type Establishment } from '@daybook/contracts';
import { chooseEstablishment, locationOptions, type SelectionInput } from './location-selection';

const base = (ids: string[], patch: Partial<SelectionInput> = {}): SelectionInput => ({
  establishmentIds: ids,
  saved: null,
  lastSelected: null,
  lastVisited: null,
  preferredView: 'single',
  ...patch,
});

describe('chooseEstablishment (spec §4 order)', () => {
  it('returns null without establishments', () => {
    expect(chooseEstablishment(base([], { saved: 'a' }))).toBeNull();
  });

  it('prefers the saved selection when it is still valid', () => {
    expect(chooseEstablishment(base(['a', 'b'], { saved: 'b', lastSelected: 'a', lastVisited: 'a' }))).toBe(
      'b',
    );
    expect(chooseEstablishment(base(['a', 'b'], { saved: ALL_ESTABLISHMENTS, lastSelected: 'a' }))).toBe(
      ALL_ESTABLISHMENTS,
    );
  });

  it('skips a saved selection that no longer exists', () => {
    expect(chooseEstablishment(base(['a', 'b'], { saved: 'gone', lastSelected: 'a' }))).toBe('a');
  });

  it('uses the last selected; all-locations only with more than one establishment', () => {
    expect(
      chooseEstablishment(base(['a', 'b'], { lastSelected: ALL_ESTABLISHMENTS, lastVisited: 'a' })),
    ).toBe(ALL_ESTABLISHMENTS);
    expect(chooseEstablishment(base(['a'], { lastSelected: ALL_ESTABLISHMENTS }))).toBe('a');
    expect(chooseEstablishment(base(['a'], { saved: ALL_ESTABLISHMENTS }))).toBe('a');
  });

  it('then the last visited', () => {
    expect(chooseEstablishment(base(['a', 'b'], { lastVisited: 'b' }))).toBe('b');
    expect(chooseEstablishment(base(['a', 'b'], { lastVisited: 'gone' }))).toBe(ALL_ESTABLISHMENTS);
  });

  it('then all-locations when there are several (or preferred), else the first', () => {
    expect(chooseEstablishment(base(['a', 'b']))).toBe(ALL_ESTABLISHMENTS);
    expect(chooseEstablishment(base(['a', 'b'], { preferredView: 'all' }))).toBe(ALL_ESTABLISHMENTS);
    expect(chooseEstablishment(base(['a'], { preferredView: 'all' }))).toBe('a');
    expect(chooseEstablishment(base(['a']))).toBe('a');
  });

  it('ignores remembered choices when autoSelectLast is off', () => {
    expect(chooseEstablishment(base(['a'], { saved: 'a', autoSelectLast: false }))).toBe('a');
    expect(
      chooseEstablishment(base(['a', 'b'], { saved: 'b', lastVisited: 'b', autoSelectLast: false })),
    ).toBe(ALL_ESTABLISHMENTS);
  });
});

const est = (id: string, city: string, state: string): Establishment =>
  establishmentFixture(id, {
    tenantId: 't',
    address: { street: '', city, state, postalCode: '', country: 'US' },
    timeZone: 'America/New_York',
  });

describe('locationOptions', () => {
  it('adds All Establishments last only when there is more than one', () => {
    expect(locationOptions([est('a', 'Austin', 'TX')]).map((o) => o.id)).toEqual(['a']);
    const options = locationOptions([est('a', 'Austin', 'TX'), est('b', 'Denver', '')]);
    expect(options.map((o) => o.name)).toEqual(['Salon a', 'Salon b', 'All Establishments']);
    expect(options.map((o) => o.place)).toEqual(['Austin, TX', 'Denver', null]);
    expect(options.at(-1)?.id).toBe(ALL_ESTABLISHMENTS);
  });
});
