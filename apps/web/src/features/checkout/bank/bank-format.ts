/** How the bank section writes its dates and amounts (en-US, dollars; issue #31). */
import { LOCALE } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';

/** A bank calendar day 'YYYY-MM-DD' as 'Nov 3, 2026' (the day itself: no zone shift). */
export function bankDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** An ISO instant as 'Nov 3, 2026, 4:05 PM' in the location's zone; 'Never' for null. */
export function bankInstant(iso: string | null, timeZone: string): string {
  return iso
    ? new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone })
    : 'Never';
}

/**
 * A line's amount in dollars with its direction in words, so it does not rest on colour:
 * deposits '+$1,200.00 credit', withdrawals and charges '−$45.10 debit'.
 */
export function lineAmount(amount: number): string {
  return amount >= 0 ? `+${formatCurrency(amount)} credit` : `−${formatCurrency(Math.abs(amount))} debit`;
}
