/**
 * Reaching a Plaid connection (issue #31): whether Plaid is set up on this server, a location's
 * connection, its access token unsealed, and Plaid's refusals in a person's words.
 */
import { BANK_PLAID_MESSAGES as M } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../core/app-error.js';
import { BankProviderError, type BankConnectionProvider } from './bank.provider.js';
import * as repo from './bank.plaid.repository.js';
import { decryptToken } from './plaid-token-crypto.js';

/** What the Plaid use cases need: the provider and the key sealing access tokens; null: not set up. */
export interface PlaidContext {
  provider: BankConnectionProvider;
  tokenKey: Buffer;
}

/** The context, or 409 `notConfigured` when Plaid is not set up on this server. */
export function requirePlaid(plaid: PlaidContext | null): PlaidContext {
  if (!plaid) throw new AppError('CONFLICT', M.notConfigured);
  return plaid;
}

/** A provider's refusal as a 409 with its text for a person (else its own); anything else unchanged. */
export function refused(err: unknown): unknown {
  if (!(err instanceof BankProviderError)) return err;
  return new AppError('CONFLICT', M.plaidRefused(err.displayMessage ?? err.message));
}

/** Connection `itemId` of the location, with its accounts; 404 when the location has none such. */
export async function openItem(tx: Tx, establishmentId: string, itemId: string): Promise<repo.PlaidItemRow> {
  const item = await repo.findItem(tx, establishmentId, itemId);
  if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
  return item;
}

/**
 * The access token of a connection still connected (its status not `disconnected`); 409 when it
 * is disconnected, or sealed under another BANK_TOKEN_KEY than this server's.
 */
export function accessTokenOf(plaid: PlaidContext, item: repo.PlaidItemRow): string {
  if (!item.accessTokenCiphertext) throw new AppError('CONFLICT', M.disconnected);
  try {
    return decryptToken(plaid.tokenKey, item.itemId, item.accessTokenCiphertext);
  } catch {
    throw new AppError('CONFLICT', M.tokenUnreadable);
  }
}
