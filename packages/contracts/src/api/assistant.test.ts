import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_DEFAULT_TITLE,
  ASSISTANT_ENDPOINTS as E,
  ASSISTANT_MESSAGES as M,
  ASSISTANT_STARTER_PROMPTS,
  threadTitleFrom,
} from './assistant.js';

describe('thread titles (operations.md §9)', () => {
  it('takes the first 50 characters of the first message, whitespace collapsed and trimmed', () => {
    expect(threadTitleFrom('  Show   today’s\nschedule  ')).toBe('Show today’s schedule');
    const long = 'Which products will run out before the next order arrives on Friday?';
    expect(threadTitleFrom(long)).toBe(long.slice(0, 50).trim());
    expect(threadTitleFrom(long)).toHaveLength(49); // the 50th character was a space
  });

  it('counts an emoji as one character and never cuts one in half', () => {
    const title = threadTitleFrom('💇'.repeat(60));
    expect([...title]).toHaveLength(50);
    expect(title).toBe('💇'.repeat(50));
  });

  it('falls back to the default title when nothing is left', () => {
    expect(threadTitleFrom('')).toBe(ASSISTANT_DEFAULT_TITLE);
    expect(threadTitleFrom(' \n\t ')).toBe('New Conversation');
  });

  it('suggests six starter prompts', () => {
    expect(ASSISTANT_STARTER_PROMPTS).toHaveLength(6);
  });
});

describe('title input', () => {
  const parse = (title: unknown) => E.rename.body.safeParse({ title });
  it('accepts 1–50 characters once trimmed', () => {
    expect(parse('  Friday moves  ')).toEqual({ success: true, data: { title: 'Friday moves' } });
    expect(parse('x'.repeat(50)).success).toBe(true);
  });
  it('refuses blank, too long and control characters with the sentence', () => {
    for (const bad of ['   ', 'x'.repeat(51), 'a\nb', 'a\u0000b', 42]) {
      const r = parse(bad);
      expect(r.success).toBe(false);
      expect([M.title, M.control]).toContain(r.error?.issues[0]?.message);
    }
  });
});
