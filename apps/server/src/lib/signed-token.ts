/**
 * Signed, stateless tokens for links in messages (issue #32): a fixed-layout payload followed by
 * the first bytes of its HMAC-SHA256, base64url. Each use signs under its own label, so that a
 * token of one kind (an unsubscribe link) never verifies as another (a campaign's tracked link)
 * even under the same secret. Nothing is stored: the signature alone proves the server made it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Bytes of the MAC kept after the payload (128 bits). */
const MAC_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The 16 bytes of uuid `id`; throws on anything else (a caller's bug, never user input). */
export function uuidBytes(id: string): Buffer {
  if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return Buffer.from(id.replaceAll('-', ''), 'hex');
}

/** The uuid of 16 bytes, lower-case and hyphenated. */
export function uuidOf(bytes: Buffer): string {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function mac(secret: string, label: string, payload: Buffer): Buffer {
  return createHmac('sha256', secret).update(label).update(payload).digest().subarray(0, MAC_BYTES);
}

/** The URL-safe token of `payload` signed under `label` with `secret`. */
export function signToken(secret: string, label: string, payload: Buffer): string {
  return Buffer.concat([payload, mac(secret, label, payload)]).toString('base64url');
}

/**
 * The payload of `token` when it is `payloadBytes` long and signed under `label` with `secret`,
 * else null (malformed, another length, or tampered); compared in constant time.
 */
export function verifyToken(
  secret: string,
  label: string,
  token: string,
  payloadBytes: number,
): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== payloadBytes + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const payload = bytes.subarray(0, payloadBytes);
  return timingSafeEqual(mac(secret, label, payload), bytes.subarray(payloadBytes)) ? payload : null;
}
