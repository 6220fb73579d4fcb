/**
 * What a refund gives back, as the refund form chooses it (issue #28 "The refund form follows the
 * items"): lines of the sale with something left to refund (items by unit, tips), and the amount
 * they come to, by contracts' chosenCents, the rule the server applies to the same choice.
 */
import { chosenCents, type RefundRequest, type Transaction } from '@daybook/contracts';

/** A line of the sale that can still be refunded. Cents. */
export interface RefundLineOption {
  kind: 'item' | 'tip';
  id: string;
  name: string;
  staffName: string | null;
  /** Units sold (1 for a tip). */
  soldQuantity: number;
  lineTotalCents: number;
  leftCents: number;
}

/** Units chosen per item id, and the tips chosen. */
export interface RefundChoice {
  items: Readonly<Record<string, number>>;
  tips: readonly string[];
}

export const NO_CHOICE: RefundChoice = { items: {}, tips: [] };

const cents = (dollars: number) => Math.round(dollars * 100);

/** The lines of `t` with something left to refund, items first. */
export function refundLineOptions(t: Transaction): RefundLineOption[] {
  return [
    ...t.items.map((i) => ({
      kind: 'item' as const,
      id: i.id,
      name: i.name,
      staffName: i.staffName,
      soldQuantity: i.quantity,
      lineTotalCents: cents(i.total),
      leftCents: cents(i.total) - cents(i.refunded),
    })),
    ...t.tips.map((p) => ({
      kind: 'tip' as const,
      id: p.id,
      name: 'Tip',
      staffName: p.staffName,
      soldQuantity: 1,
      lineTotalCents: cents(p.amount),
      leftCents: cents(p.amount) - cents(p.refunded),
    })),
  ].filter((o) => o.leftCents > 0);
}

export const hasChoice = (c: RefundChoice) => Object.keys(c.items).length > 0 || c.tips.length > 0;

/** What the chosen lines give back, cents. */
export function chosenAmountCents(options: readonly RefundLineOption[], c: RefundChoice): number {
  return options.reduce((sum, o) => {
    if (o.kind === 'tip') return sum + (c.tips.includes(o.id) ? o.leftCents : 0);
    const units = c.items[o.id];
    return units === undefined
      ? sum
      : sum + chosenCents(o.leftCents, units, o.soldQuantity, o.lineTotalCents);
  }, 0);
}

/** The request's `items` and `tips` for the choice. */
export function choiceBody(c: RefundChoice): Pick<RefundRequest, 'items' | 'tips'> {
  return {
    items: Object.entries(c.items).map(([itemId, quantity]) => ({ itemId, quantity })),
    tips: [...c.tips],
  };
}
