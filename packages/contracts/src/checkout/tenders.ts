/**
 * Split tender (issue #13): what a sale was paid with. Cash may be handed over in excess and
 * change given; card payments are recorded from the salon's own terminal (brand, last 4 and
 * the authorisation code) and never carry a card number.
 */
import { CartError } from './totals.js';

export const TENDER_TYPES = ['cash', 'card'] as const;
export type TenderType = (typeof TENDER_TYPES)[number];

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export type TenderInput =
  | {
      type: 'cash';
      /** What this tender pays of the total. */
      amountCents: number;
      /** Cash handed over; change is the excess. Omitted: exactly the amount. */
      receivedCents?: number;
    }
  | {
      type: 'card';
      amountCents: number;
      cardType: CardBrand;
      cardLast4: string;
      authCode: string;
    };

export interface TenderSettlement {
  cashCents: number;
  cardCents: number;
  /** Cash received in the drawer (before change). */
  cashReceivedCents: number;
  changeCents: number;
}

export const TENDER_MESSAGES = {
  sum: 'Payments must add up to the total.',
  cashShort: 'Cash received must be at least the cash amount.',
  amount: 'Each payment must be more than zero.',
} as const;

/** Checks that `tenders` pay exactly `totalCents` and works out the change. Throws CartError. */
export function settleTenders(totalCents: number, tenders: readonly TenderInput[]): TenderSettlement {
  const settlement: TenderSettlement = { cashCents: 0, cardCents: 0, cashReceivedCents: 0, changeCents: 0 };
  tenders.forEach((tender, i) => {
    if (tender.amountCents <= 0) throw new CartError(`tenders.${i}.amount`, TENDER_MESSAGES.amount);
    if (tender.type === 'card') {
      settlement.cardCents += tender.amountCents;
      return;
    }
    const received = tender.receivedCents ?? tender.amountCents;
    if (received < tender.amountCents)
      throw new CartError(`tenders.${i}.received`, TENDER_MESSAGES.cashShort);
    settlement.cashCents += tender.amountCents;
    settlement.cashReceivedCents += received;
    settlement.changeCents += received - tender.amountCents;
  });
  if (settlement.cashCents + settlement.cardCents !== totalCents)
    throw new CartError('tenders', TENDER_MESSAGES.sum);
  return settlement;
}

/**
 * The cash a drawer should hold (issue #13): float + cash taken − change given − cash refunds +
 * pay-ins − pay-outs, all cents. One function for the mid-shift X report and the closing Z.
 */
export function expectedDrawerCents(parts: {
  floatCents: number;
  cashReceivedCents: number;
  changeCents: number;
  cashRefundCents: number;
  payInCents: number;
  payOutCents: number;
}): number {
  return (
    parts.floatCents +
    parts.cashReceivedCents -
    parts.changeCents -
    parts.cashRefundCents +
    parts.payInCents -
    parts.payOutCents
  );
}

/** US denominations a drawer is counted in, cents each. */
export const DRAWER_DENOMINATIONS = [10000, 5000, 2000, 1000, 500, 100, 25, 10, 5, 1] as const;

/** Total of a count by denomination ({ "2000": 3 } is three $20 bills), cents. */
export function countedCents(counts: Readonly<Record<string, number>>): number {
  return DRAWER_DENOMINATIONS.reduce((sum, d) => sum + d * (counts[String(d)] ?? 0), 0);
}
