/**
 * Typing indicators (spec core.md §4 "Messaging socket", §9): an entry lasts TYPING_EXPIRY_MS
 * after it was last heard, checked every TYPING_CHECK_MS by the screen.
 */
import { TYPING_EXPIRY_MS, type TypingEntry } from '@daybook/contracts';

/** The entries still fresh at `now` (epoch ms). */
export function freshTyping(entries: readonly TypingEntry[], now: number): TypingEntry[] {
  return entries.filter((e) => now - e.timestamp < TYPING_EXPIRY_MS);
}

/** `entries` with one person's typing state applied at `now`. */
export function applyTyping(
  entries: readonly TypingEntry[],
  change: { userId: string; userName: string; isTyping: boolean },
  now: number,
): TypingEntry[] {
  const rest = entries.filter((e) => e.userId !== change.userId);
  return change.isTyping
    ? [...rest, { userId: change.userId, userName: change.userName, timestamp: now }]
    : rest;
}

/** 'Ana is typing…', 'Ana and Ben are typing…', 'Several people are typing…', or ''. */
export function typingLine(entries: readonly TypingEntry[]): string {
  const names = entries.map((e) => e.userName.split(' ')[0] ?? e.userName);
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}
