import { describe, expect, it } from 'vitest';
import { textMessageSize } from './text-message-size.js';

describe('textMessageSize', () => {
  it('counts GSM-7 at 160 characters for one segment and 153 a segment beyond', () => {
    expect(textMessageSize('a'.repeat(160))).toEqual({ characters: 160, encoding: 'GSM-7', segments: 1 });
    expect(textMessageSize('a'.repeat(161)).segments).toBe(2);
    expect(textMessageSize('a'.repeat(306)).segments).toBe(2);
    expect(textMessageSize('a'.repeat(307)).segments).toBe(3);
  });

  it('falls to UCS-2 for a character outside GSM 03.38, at 70 and then 67 a segment', () => {
    expect(textMessageSize(`${'a'.repeat(69)}é`).encoding).toBe('GSM-7');
    const emoji = textMessageSize(`Hi Ana 💇${'a'.repeat(60)}`);
    expect(emoji.encoding).toBe('UCS-2');
    expect(textMessageSize('ł'.repeat(70)).segments).toBe(1);
    expect(textMessageSize('ł'.repeat(71)).segments).toBe(2);
  });

  it('counts an empty text as one segment', () => {
    expect(textMessageSize('').segments).toBe(1);
  });
});
