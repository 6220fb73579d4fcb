/**
 * Staff display colours (spec core.md §9): the ten palette colours first, unique within a
 * tenant, then colours generated from the user id. Generated, not random, so a colour is the
 * same however often or wherever it is computed; it is stored once on the profile anyway.
 */
import crypto from 'node:crypto';
import { STAFF_COLOR_PALETTE } from '@daybook/contracts';

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

/**
 * '#RRGGBB' from a hash of the user id (and `attempt`, to step past a colour already taken).
 * Saturation 55–74 % and lightness 35–46 % keep white text readable on it.
 */
export function generatedColor(userId: string, attempt = 0): string {
  const digest = crypto.createHash('sha256').update(`${userId}:${attempt}`).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const saturation = 55 + (digest[2]! % 20);
  const lightness = 35 + (digest[3]! % 12);
  return hslToHex(hue, saturation, lightness);
}

/**
 * Colours for `userIds` in order, given the tenant's colours in use: the first unused palette
 * colour, then a generated one not in use (after a few tries, a generated one regardless).
 */
export function pickColors(userIds: string[], inUse: Iterable<string>): Map<string, string> {
  const used = new Set(inUse);
  const picked = new Map<string, string>();
  for (const userId of userIds) {
    let color: string | undefined = STAFF_COLOR_PALETTE.find((c) => !used.has(c));
    for (let attempt = 0; !color; attempt++) {
      const candidate = generatedColor(userId, attempt);
      if (!used.has(candidate) || attempt >= 16) color = candidate;
    }
    used.add(color);
    picked.set(userId, color);
  }
  return picked;
}
