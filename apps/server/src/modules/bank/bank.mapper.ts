/** Rows to the wire shapes of contracts (api/bank.ts): cents to dollars, instants to ISO text. */
import type { BankAccount, BankLine } from '@daybook/contracts';
import { toDollars } from '../../lib/money.js';
import type { BankAccountRow, BankLineRow } from './bank.repository.js';

export function toBankAccount(r: BankAccountRow): BankAccount {
  return {
    id: r.id,
    name: r.name,
    provider: r.provider,
    accountMask: r.accountMask,
    accountType: r.accountType,
    currency: r.currency,
    balance: r.balanceCents === null ? null : toDollars(r.balanceCents),
    balanceOn: r.balanceOn,
    lastSync: r.lastSyncAt ? r.lastSyncAt.toISOString() : null,
    status: r.status,
    plaidItemId: r.plaidItemId,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toBankLine(r: BankLineRow): BankLine {
  return {
    id: r.id,
    postedOn: r.postedOn,
    amount: toDollars(r.amountCents),
    description: r.description,
    memo: r.memo,
    reference: r.reference,
    type: r.type,
    importId: r.importId,
  };
}

/** The cursor of the page after `last` ('YYYY-MM-DD_<id>', the contract's pattern). */
export function cursorAfter(last: Pick<BankLineRow, 'postedOn' | 'id'>): string {
  return `${last.postedOn}_${last.id}`;
}

/** The keyset a cursor names (its form was checked by the contract). */
export function keysetOf(cursor: string): { postedOn: string; id: string } {
  const [postedOn = '', id = ''] = cursor.split('_');
  return { postedOn, id };
}
