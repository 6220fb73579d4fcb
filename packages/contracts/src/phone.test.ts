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
