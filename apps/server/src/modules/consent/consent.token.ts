/**
 * Unsubscribe tokens (issue #32; RFC 8058): a URL-safe token naming tenant, client, channel and
 * purpose, signed with HMAC-SHA256 under the server's UNSUBSCRIBE_SECRET. Nothing is stored: the
 * signature alone proves the server made the link. Layout before base64url: tenant id (16 bytes),
 * client id (16), channel index (1), purpose index (1), then the first 16 bytes of the MAC.
 */
import {
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
} from '@daybook/contracts';
import { signToken, uuidBytes, uuidOf, verifyToken } from '../../lib/signed-token.js';

/**
 * The secret of development and test servers, which may run without UNSUBSCRIBE_SECRET; a
 * production server refuses to start without its own (config.ts).
 */
export const DEVELOPMENT_UNSUBSCRIBE_SECRET = 'daybook development unsubscribe secret, never for production';

/** What a token names. */
export interface UnsubscribeClaim {
  tenantId: string;
  clientId: string;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
}

const PAYLOAD_BYTES = 34;
// A purpose label: a secret shared with another use one day still signs nothing of this one's.
const LABEL = 'daybook:unsubscribe:v1:';

/** The token of `claim` (67 URL-safe characters). */
export function signUnsubscribe(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.concat([
    uuidBytes(claim.tenantId),
    uuidBytes(claim.clientId),
    Buffer.from([CONSENT_CHANNELS.indexOf(claim.channel), CONSENT_PURPOSES.indexOf(claim.purpose)]),
  ]);
  return signToken(secret, LABEL, payload);
}

/** What `token` names when the server signed it with `secret`, else null (malformed or tampered). */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeClaim | null {
  const payload = verifyToken(secret, LABEL, token, PAYLOAD_BYTES);
  if (!payload) return null;
  const channel = CONSENT_CHANNELS[payload[32]!];
  const purpose = CONSENT_PURPOSES[payload[33]!];
  if (!channel || !purpose) return null;
  return {
    tenantId: uuidOf(payload.subarray(0, 16)),
    clientId: uuidOf(payload.subarray(16, 32)),
    channel,
    purpose,
  };
}
