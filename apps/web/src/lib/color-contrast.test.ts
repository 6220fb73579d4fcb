import { describe, expect, it } from 'vitest';
import { readableTextColor } from './color-contrast';

describe('readableTextColor', () => {
  it('picks the text colour with the higher contrast', () => {
    expect(readableTextColor('#D97706')).toBe('#000000');
    expect(readableTextColor('#4F46E5')).toBe('#ffffff');
    expect(readableTextColor('#ffffff')).toBe('#000000');
    expect(readableTextColor('not a colour')).toBe('#ffffff');
  });
});
