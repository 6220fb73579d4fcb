import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields, movedTo } from './crm.changes.js';

describe('changedFields', () => {
  const row = { name: 'Ana', email: 'ana@example.com' as string | null, phone: null as string | null };

  it('keeps only the sent fields whose value differs; null clears, undefined is not sent', () => {
    expect(
      changedFields({ name: 'Ana', email: null, phone: undefined }, row, ['name', 'email', 'phone']),
    ).toEqual({
      email: null,
    });
    expect(changedFields({ name: 'Ana B' }, row, ['name', 'email'])).toEqual({ name: 'Ana B' });
  });

  it('ignores fields outside `keys`', () => {
    const input = { name: 'Ana B', phone: '+12125550123' };
    expect(changedFields(input, row, ['phone'])).toEqual({ phone: '+12125550123' });
  });
});

describe('movedTo', () => {
  it('moves only to another named establishment', () => {
    expect(movedTo('e2', 'e1')).toBe('e2');
    expect(movedTo('e1', 'e1')).toBeNull();
    expect(movedTo(undefined, 'e1')).toBeNull();
    expect(movedTo(ALL_ESTABLISHMENTS, 'e1')).toBeNull();
  });
});
