/**
 * Split tender checks of the register (issue #13): what is still to pay, and whether the
 * tenders as typed pay the total exactly (the same settleTenders the server runs).
 */
import { CHECKOUT_MESSAGES, settleTenders, type TenderSettlement } from '@daybook/contracts';
import { toCents, toTenderInputs, type TenderDraft } from './cart';

/** Cents still to pay: total less the tenders' amounts (negative when over). */
export function remainingCents(totalCents: number, tenders: readonly TenderDraft[]): number {
  return totalCents - tenders.reduce((sum, t) => sum + toCents(t.amount), 0);
}

/** The settlement, or the first reason the tenders cannot pay the total. */
export function checkTenders(
  totalCents: number,
  tenders: readonly TenderDraft[],
): { settlement: TenderSettlement | null; problem: string | null } {
  if (tenders.length === 0) return { settlement: null, problem: CHECKOUT_MESSAGES.tendersRequired };
  for (const t of tenders) {
    if (t.type !== 'card') continue;
    if (!/^\d{4}$/.test(t.cardLast4)) return { settlement: null, problem: CHECKOUT_MESSAGES.cardLast4 };
    if (!/^[A-Za-z0-9]{1,20}$/.test(t.authCode))
      return { settlement: null, problem: CHECKOUT_MESSAGES.authCode };
  }
  try {
    return { settlement: settleTenders(totalCents, toTenderInputs(tenders)), problem: null };
  } catch (e) {
    return {
      settlement: null,
      problem: e instanceof Error ? e.message : 'Payments must add up to the total.',
    };
  }
}
