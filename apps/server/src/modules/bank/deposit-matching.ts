/**
 * The automatic matcher of reconciliation (issue #31): pairs expected deposits with bank deposit
 * lines of exactly the same amount posted within the deposit's window. Pure: the caller gives
 * only undecided deposits and lines.
 */
import { DEPOSIT_WINDOW_DAYS, type DepositKind } from '@daybook/contracts';
import { addDays } from '../../lib/local-dates.js';

export interface DepositToMatch {
  key: string;
  kind: DepositKind;
  businessDay: string;
  amountCents: number;
}

export interface LineToMatch {
  id: string;
  postedOn: string;
  amountCents: number;
}

/**
 * The bank days a deposit's line may post on, inclusive: a card settlement from the next day
 * (processors settle a day's batch overnight), a drawer's cash from its closing day, both until
 * DEPOSIT_WINDOW_DAYS after the business day (a weekend and a holiday).
 */
export function depositWindow(kind: DepositKind, businessDay: string): { from: string; to: string } {
  return {
    from: addDays(businessDay, kind === 'card' ? 1 : 0),
    to: addDays(businessDay, DEPOSIT_WINDOW_DAYS),
  };
}

/**
 * Pairs each deposit with the earliest-posted unused line of its amount in its window, deposits
 * taken by the end of their window (the earliest deadline first pairs as many deposits as the best
 * pairing could when several share an amount). Each deposit and each line is used at most once.
 */
export function pairDeposits(
  deposits: readonly DepositToMatch[],
  lines: readonly LineToMatch[],
): { depositKey: string; bankLineId: string }[] {
  const byAmount = new Map<number, LineToMatch[]>();
  const sorted = [...lines].sort((a, b) => a.postedOn.localeCompare(b.postedOn) || a.id.localeCompare(b.id));
  for (const line of sorted)
    byAmount.set(line.amountCents, [...(byAmount.get(line.amountCents) ?? []), line]);
  const windows = deposits
    .map((deposit) => ({ deposit, window: depositWindow(deposit.kind, deposit.businessDay) }))
    .sort((a, b) => a.window.to.localeCompare(b.window.to) || a.deposit.key.localeCompare(b.deposit.key));
  const used = new Set<string>();
  const pairs: { depositKey: string; bankLineId: string }[] = [];
  for (const { deposit, window } of windows) {
    const line = (byAmount.get(deposit.amountCents) ?? []).find(
      (l) => !used.has(l.id) && l.postedOn >= window.from && l.postedOn <= window.to,
    );
    if (!line) continue;
    used.add(line.id);
    pairs.push({ depositKey: deposit.key, bankLineId: line.id });
  }
  return pairs;
}
