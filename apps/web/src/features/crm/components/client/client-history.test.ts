import { describe, expect, it } from 'vitest';
import { historyPageOf } from './client-history';

describe('history page in the address', () => {
  it('reads a whole number from 1, anything else as page 1', () => {
    expect(historyPageOf(new URLSearchParams('historyPage=3'))).toBe(3);
    for (const raw of ['', 'historyPage=0', 'historyPage=-2', 'historyPage=2.5', 'historyPage=x']) {
      expect(historyPageOf(new URLSearchParams(raw))).toBe(1);
    }
  });
});
