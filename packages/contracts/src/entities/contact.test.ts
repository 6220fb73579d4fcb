import { describe, expect, it } from 'vitest';
import { contactSearchText, emailSchema, foldForSearch } from './contact.js';

describe('contact normal forms', () => {
  it('rejects a malformed email with the message users see', () => {
    expect(emailSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(emailSchema.safeParse('ana@').error?.issues[0]?.message).toBe('Enter a valid email address.');
  });

  it('folds accents and case so search matches either way', () => {
    expect(foldForSearch('José Müller')).toBe('jose muller');
    expect(contactSearchText({ name: 'Zoë Ávila', email: 'zoe@example.com', phone: '+12125550123' })).toBe(
      'zoe avila zoe@example.com 12125550123 2125550123',
    );
  });
});
