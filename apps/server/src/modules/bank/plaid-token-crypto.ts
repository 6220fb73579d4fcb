/**
 * Plaid access tokens at rest (issue #31: "access tokens encrypted at rest"): AES-256-GCM with
 * the server's BANK_TOKEN_KEY (32 bytes), a fresh 12-byte nonce per token, and the Plaid item id
 * as associated data, so a ciphertext copied onto another item's row does not decrypt. Stored as
 * text 'v1:' + base64(nonce ‖ tag ‖ ciphertext); the token itself never reaches the database.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** AES-256 needs a 32-byte key. */
export const TOKEN_KEY_BYTES = 32;

/** The key BANK_TOKEN_KEY names (base64 of 32 bytes), or an error text saying what is wrong. */
export function parseTokenKey(base64: string): Buffer | string {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return 'must be base64 (e.g. `openssl rand -base64 32`)';
  const key = Buffer.from(base64, 'base64');
  if (key.length !== TOKEN_KEY_BYTES) return `must be ${TOKEN_KEY_BYTES} bytes in base64, not ${key.length}`;
  return key;
}

/** Encrypts `token` for the item `itemId` with `key` (32 bytes); a new nonce each call. */
export function encryptToken(key: Buffer, itemId: string, token: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(itemId, 'utf8'));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
}

/**
 * The token `encryptToken` sealed for `itemId`. Throws when the text was not made with this key
 * for this item, or was altered (GCM's tag fails).
 */
export function decryptToken(key: Buffer, itemId: string, sealed: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error('Unknown access token encryption version');
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64');
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) throw new Error('Encrypted access token is cut short');
  const nonce = bytes.subarray(0, NONCE_BYTES);
  const tag = bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(itemId, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
