import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { depositWindow, pairDeposits, type DepositToMatch, type LineToMatch } from './deposit-matching.js';

const card = (day: string, cents: number): DepositToMatch => ({
  key: `card:${day}`,
  kind: 'card',
  businessDay: day,
  amountCents: cents,
});
const line = (id: string, postedOn: string, cents: number): LineToMatch => ({
  id,
  postedOn,
  amountCents: cents,
});

describe('depositWindow', () => {
  it('a card settlement posts from the next day, cash from the closing day, both up to five days on', () => {
    expect(depositWindow('card', '2026-11-27')).toEqual({ from: '2026-11-28', to: '2026-12-02' });
    expect(depositWindow('cash', '2026-12-31')).toEqual({ from: '2026-12-31', to: '2027-01-05' });
  });
});

describe('pairDeposits', () => {
  it('pairs the same amount within the window and nothing else', () => {
    const pairs = pairDeposits(
      [card('2026-11-20', 123_45), card('2026-11-21', 500_00), card('2026-11-22', 77_00)],
      [
        line('a', '2026-11-21', 123_45),
        line('b', '2026-11-22', 499_99), // a fee taken off: not the same amount
        line('c', '2026-11-22', 77_00), // the same day as the takings: a card settles from the next
      ],
    );
    expect(pairs).toEqual([{ depositKey: 'card:2026-11-20', bankLineId: 'a' }]);
  });

  it('equal amounts on nearby days pair in order, each line once', () => {
    const pairs = pairDeposits(
      [card('2026-11-21', 100_00), card('2026-11-20', 100_00)],
      [line('late', '2026-11-26', 100_00), line('early', '2026-11-21', 100_00)],
    );
    expect(pairs).toEqual([
      { depositKey: 'card:2026-11-20', bankLineId: 'early' },
      { depositKey: 'card:2026-11-21', bankLineId: 'late' },
    ]);
  });

  it('pairs as many as the best pairing could, each deposit and line at most once, always in window', () => {
    const day = fc.integer({ min: 1, max: 20 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
    const amount = fc.constantFrom(100, 200);
    fc.assert(
      fc.property(
        fc.array(fc.record({ day, amount, kind: fc.constantFrom('card' as const, 'cash' as const) }), {
          maxLength: 8,
        }),
        fc.array(fc.record({ day, amount }), { maxLength: 8 }),
        (ds, ls) => {
          const deposits = ds.map((d, i) => ({
            key: `${d.kind}:${i}`,
            kind: d.kind,
            businessDay: d.day,
            amountCents: d.amount,
          }));
          const lines = ls.map((l, i) => line(`l${i}`, l.day, l.amount));
          const pairs = pairDeposits(deposits, lines);
          expect(new Set(pairs.map((p) => p.depositKey)).size).toBe(pairs.length);
          expect(new Set(pairs.map((p) => p.bankLineId)).size).toBe(pairs.length);
          for (const p of pairs) {
            const d = deposits.find((x) => x.key === p.depositKey)!;
            const l = lines.find((x) => x.id === p.bankLineId)!;
            const w = depositWindow(d.kind, d.businessDay);
            expect(l.amountCents).toBe(d.amountCents);
            expect(l.postedOn >= w.from && l.postedOn <= w.to).toBe(true);
          }
          expect(pairs.length).toBe(bestPairing(deposits, lines));
        },
      ),
    );
  });
});

/** The largest number of pairs a pairing can make (augmenting paths; small inputs only). */
function bestPairing(deposits: readonly DepositToMatch[], lines: readonly LineToMatch[]): number {
  const fits = (d: DepositToMatch, l: LineToMatch) => {
    const w = depositWindow(d.kind, d.businessDay);
    return d.amountCents === l.amountCents && l.postedOn >= w.from && l.postedOn <= w.to;
  };
  const owner = new Map<string, number>();
  const augment = (i: number, seen: Set<string>): boolean => {
    for (const l of lines) {
      if (!fits(deposits[i]!, l) || seen.has(l.id)) continue;
      seen.add(l.id);
      const held = owner.get(l.id);
      if (held === undefined || augment(held, seen)) {
        owner.set(l.id, i);
        return true;
      }
    }
    return false;
  };
  return deposits.reduce((n, _, i) => n + (augment(i, new Set()) ? 1 : 0), 0);
}
