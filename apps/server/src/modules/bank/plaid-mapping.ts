/**
 * Plaid's shapes to the bank module's (bank.provider.ts). Plaid's amounts are dollars, positive
 * for money leaving the account; ours are integer cents, deposits positive. Pending transactions
 * are left out, as statement import leaves out pending lines: when one posts Plaid removes it
 * and adds the posted one, with its own transaction_id.
 */
import type { AccountBase, RemovedTransaction, Transaction } from 'plaid';
import type { ProviderAccount, ProviderLine } from './bank.provider.js';

/** Dollars with at most 2 decimals → integer cents, rounding away float noise (12.34 → 1234). */
function cents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A Plaid amount (positive: money out) → signed cents from the holder's side (deposits +). */
export function plaidAmountToCents(amount: number): number {
  const out = cents(amount);
  return out === 0 ? 0 : -out;
}

/** A posted Plaid transaction as a line of its account, keyed by transaction_id; null when pending. */
export function toProviderLine(t: Transaction): ProviderLine | null {
  if (t.pending) return null;
  const merchant = t.merchant_name?.trim();
  const description = merchant || t.name;
  return {
    providerAccountId: t.account_id,
    lineKey: t.transaction_id,
    postedOn: t.date,
    amountCents: plaidAmountToCents(t.amount),
    description,
    ...(description !== t.name ? { memo: t.name } : {}),
    ...(t.check_number ? { reference: t.check_number } : {}),
    type: t.payment_channel,
  };
}

/** Posted transactions of a page as lines (pending ones left out). */
export function toProviderLines(transactions: Transaction[]): ProviderLine[] {
  return transactions.flatMap((t) => toProviderLine(t) ?? []);
}

/** A removed Plaid transaction: its account and line key. */
export function toRemovedLine(r: RemovedTransaction): { providerAccountId: string; lineKey: string } {
  return { providerAccountId: r.account_id, lineKey: r.transaction_id };
}

/** Account kinds whose balance is money owed (Plaid gives it positive; we keep it negative). */
const OWED = new Set(['credit', 'loan']);

/**
 * A Plaid account: its 4-digit mask only (Plaid's 2–4 characters otherwise kept as none), its
 * subtype as the statement readers name kinds ('credit card' → CREDITCARD), its current balance
 * (else the available one) in cents, owed money negative. A balance in an unofficial currency
 * (no ISO code) is not kept, and the account is taken as USD.
 */
export function toProviderAccount(a: AccountBase): ProviderAccount {
  const { balances } = a;
  const iso = balances.iso_currency_code;
  const dollars = iso ? (balances.current ?? balances.available) : null;
  const sign = OWED.has(a.type) ? -1 : 1;
  const balanceCents = dollars === null ? null : sign * cents(dollars) || 0;
  return {
    providerAccountId: a.account_id,
    name: a.name.trim() || a.official_name || 'Bank account',
    mask: a.mask && /^\d{4}$/.test(a.mask) ? a.mask : null,
    type: String(a.subtype ?? a.type)
      .toUpperCase()
      .replace(/\s+/g, ''),
    currency: iso && /^[A-Z]{3}$/.test(iso) ? iso : 'USD',
    balanceCents,
  };
}
