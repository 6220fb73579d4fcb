/**
 * A campaign's links (issue #32): which links a message holds, in order, and the signed tokens
 * of its tracked links and open pixel. Index 0 is always the location's booking page; 1… are
 * the http(s) addresses of the body as written, in order of appearance. The click endpoint
 * recomputes the list from the stored body, so a token names an index, never an address.
 * Tokens sign (tenant, recipient id, link index) under the server's unsubscribe secret with
 * their own labels (lib/signed-token.ts); a test send signs the campaign's id in the
 * recipient's place, which the endpoints recognise and record nothing for.
 */
import { signToken, uuidBytes, uuidOf, verifyToken } from '../../lib/signed-token.js';
import { bookingPageUrl } from '../online-booking/index.js';

const CLICK_LABEL = 'daybook:campaign-click:v1:';
const OPEN_LABEL = 'daybook:campaign-open:v1:';
/** tenant (16) + recipient (16) + link index (2, big-endian). */
const CLICK_BYTES = 34;
const OPEN_BYTES = 32;
/** The most links one message tracks (the index is two bytes); any further stay as written. */
export const MAX_TRACKED_LINKS = 65_535;

/**
 * An http(s) address in a body: up to whitespace, quotes, angle brackets or braces (so that a
 * merge field right after an address is not taken into it).
 */
const URL_PATTERN = /https?:\/\/[^\s<>"'{}]+/g;
/** Punctuation that ends a sentence rather than the address ("see https://x.com."). */
const TRAILING = /[.,;:!?)\]]+$/;

/** One piece of a body: plain text, an address (with its link index), or a merge field. */
export type BodyPart =
  | { kind: 'text'; text: string }
  | { kind: 'url'; url: string; index: number }
  | { kind: 'field'; field: string };

const PARTS = new RegExp(`${URL_PATTERN.source}|\\{\\{\\s*([a-z_]+)\\s*\\}\\}`, 'g');

/** `text` cut into plain text, addresses (indexed from `firstIndex`) and merge fields. */
export function bodyParts(text: string, firstIndex = 1): BodyPart[] {
  const parts: BodyPart[] = [];
  let at = 0;
  let index = firstIndex;
  const plain = (s: string) => {
    if (s) parts.push({ kind: 'text', text: s });
  };
  for (const m of text.matchAll(PARTS)) {
    plain(text.slice(at, m.index));
    at = m.index + m[0].length;
    if (m[1] !== undefined) {
      parts.push({ kind: 'field', field: m[1] });
      continue;
    }
    const url = m[0].replace(TRAILING, '');
    if (index > MAX_TRACKED_LINKS) plain(url);
    else parts.push({ kind: 'url', url, index: index++ });
    plain(m[0].slice(url.length));
  }
  plain(text.slice(at));
  return parts;
}

/** Every link of a campaign by index: its booking page, then the body's addresses. */
export function campaignLinks(publicUrl: string, establishmentId: string, body: string): string[] {
  const urls = bodyParts(body).flatMap((p) => (p.kind === 'url' ? [p.url] : []));
  return [bookingPageUrl(publicUrl, establishmentId), ...urls];
}

/** What a click or open token names. */
export interface LinkClaim {
  tenantId: string;
  /** The campaign_recipients row, or the campaign's own id in a test send. */
  recipientId: string;
  /** The link's index (0 for an open). */
  index: number;
}

/** The click token of link `index` for `recipientId` (66 URL-safe characters). */
export function signClick(secret: string, tenantId: string, recipientId: string, index: number): string {
  const at = Buffer.alloc(2);
  at.writeUInt16BE(index);
  return signToken(secret, CLICK_LABEL, Buffer.concat([uuidBytes(tenantId), uuidBytes(recipientId), at]));
}

/** What a click token names, or null (malformed or not ours). */
export function verifyClick(secret: string, token: string): LinkClaim | null {
  const p = verifyToken(secret, CLICK_LABEL, token, CLICK_BYTES);
  if (!p) return null;
  return {
    tenantId: uuidOf(p.subarray(0, 16)),
    recipientId: uuidOf(p.subarray(16, 32)),
    index: p.readUInt16BE(32),
  };
}

/** The open pixel's token for `recipientId`. */
export function signOpen(secret: string, tenantId: string, recipientId: string): string {
  return signToken(secret, OPEN_LABEL, Buffer.concat([uuidBytes(tenantId), uuidBytes(recipientId)]));
}

/** What an open token names, or null. */
export function verifyOpen(secret: string, token: string): LinkClaim | null {
  const p = verifyToken(secret, OPEN_LABEL, token, OPEN_BYTES);
  if (!p) return null;
  return { tenantId: uuidOf(p.subarray(0, 16)), recipientId: uuidOf(p.subarray(16, 32)), index: 0 };
}

/** The public address of a tracked link. */
export function clickUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/public/campaigns/click/${token}`;
}

/** The public address of the open pixel. */
export function openUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/public/campaigns/open/${token}`;
}
