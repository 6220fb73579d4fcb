import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, phoneSchema } from './phone.js';

describe('phone normal form', () => {
  it('reads US numbers as people type them and keeps foreign ones with their code', () => {
    expect(normalizePhone('(212) 555-0123')).toBe('+12125550123');
    expect(normalizePhone('212.555.0123')).toBe('+12125550123');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('555')).toBeNull();
    expect(formatPhone('+12125550123')).toBe('(212) 555-0123');
  });

  it('rejects a malformed phone with the message users see', () => {
    expect(phoneSchema.safeParse('12').error?.issues[0]?.message).toBe('Enter a valid phone number.');
  });
});

describe('phone display', () => {
  /** What libphonenumber answers for every number, the way formatPhone is defined. */
  const reference = (e164: string) => {
    const parsed = parsePhoneNumberFromString(e164)!;
    return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
  };

  it('formats North American numbers as libphonenumber does, whatever the country', () => {
    // New York, Los Angeles, Toronto, Vancouver, Puerto Rico, Jamaica, the Bahamas, Guam.
    const numbers = ['2125550123', '3105551234', '4165550199', '6045550142', '7875550111', '8765550123']
      .concat(['2425550188', '6715550100', '2125550177', '4165550123'])
      .map((n) => `+1${n}`);
    for (const e164 of numbers) expect(formatPhone(e164), e164).toBe(reference(e164));
    expect(formatPhone('+14165550199')).toBe('+1 416 555 0199');
  });

  it('formats other countries in the international form', () => {
    expect(formatPhone('+442079460958')).toBe(reference('+442079460958'));
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });
});
