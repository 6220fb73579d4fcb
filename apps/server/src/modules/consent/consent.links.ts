/**
 * Unsubscribe links for messages (issue #32; RFC 8058, RFC 2369): the public page's address and
 * the two headers every marketing email carries, so that mail clients offer one-click
 * unsubscribe.
 */
import type { ConsentChannel, ConsentPurpose } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { DEVELOPMENT_UNSUBSCRIBE_SECRET, signUnsubscribe } from './consent.token.js';

/** Whom links are made for, where they point and what signs them. */
export interface UnsubscribeScope {
  tenantId: string;
  /** The app's public address, e.g. https://app.example.com (no trailing slash needed). */
  publicUrl: string;
  secret: string;
}

/** A message's unsubscribe link and its RFC 8058 headers. */
export interface UnsubscribeLink {
  /** The public page, where the client confirms with one button. */
  url: string;
  listUnsubscribeHeaders: {
    'List-Unsubscribe': string;
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click';
  };
}

/** The signing secret of `deps` (the development one when UNSUBSCRIBE_SECRET is unset outside production). */
export function unsubscribeSecret(deps: Pick<ModuleDeps, 'unsubscribeSecret'>): string {
  return deps.unsubscribeSecret ?? DEVELOPMENT_UNSUBSCRIBE_SECRET;
}

/**
 * The scope a sender makes links in: the tenant, PUBLIC_URL (else `origin`, the request's own)
 * and the server's secret. Throws when neither address is known: a link must point somewhere.
 */
export function unsubscribeScope(
  deps: Pick<ModuleDeps, 'publicUrl' | 'unsubscribeSecret'>,
  tenantId: string,
  origin?: string,
): UnsubscribeScope {
  const publicUrl = deps.publicUrl ?? origin;
  if (!publicUrl) throw new Error('unsubscribe links need PUBLIC_URL (or a request origin)');
  return { tenantId, publicUrl, secret: unsubscribeSecret(deps) };
}

/**
 * The unsubscribe link of client `clientId` for `channel` and `purpose`: the public page's URL
 * and the headers `List-Unsubscribe: <…/api/public/unsubscribe/TOKEN>` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, whose POST withdraws the consent at once.
 */
export function unsubscribeLink(
  scope: UnsubscribeScope,
  clientId: string,
  channel: ConsentChannel,
  purpose: ConsentPurpose,
): UnsubscribeLink {
  const token = signUnsubscribe(scope.secret, { tenantId: scope.tenantId, clientId, channel, purpose });
  const base = scope.publicUrl.replace(/\/+$/, '');
  return {
    url: `${base}/unsubscribe/${token}`,
    listUnsubscribeHeaders: {
      'List-Unsubscribe': `<${base}/api/public/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
