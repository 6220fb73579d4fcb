import { describe, expect, it } from 'vitest';
import {
  contactSearchText,
  emailSchema,
  foldForSearch,
  formatPhone,
  normalizePhone,
  phoneSchema,
} from './contact.js';

describe('contact normal forms', () => {
  it('reads US numbers as people type them and keeps foreign ones with their code', () => {
    expect(normalizePhone('(212) 555-0123')).toBe('+12125550123');
    expect(normalizePhone('212.555.0123')).toBe('+12125550123');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('555')).toBeNull();
    expect(formatPhone('+12125550123')).toBe('(212) 555-0123');
  });

  it('rejects malformed email and phone with the messages users see', () => {
    expect(emailSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(emailSchema.safeParse('ana@').error?.issues[0]?.message).toBe('Enter a valid email address.');
    expect(phoneSchema.safeParse('12').error?.issues[0]?.message).toBe('Enter a valid phone number.');
  });

  it('folds accents and case so search matches either way', () => {
    expect(foldForSearch('José Müller')).toBe('jose muller');
    expect(contactSearchText({ name: 'Zoë Ávila', email: 'zoe@example.com', phone: '+12125550123' })).toBe(
      'zoe avila zoe@example.com 12125550123 2125550123',
    );
  });
});
