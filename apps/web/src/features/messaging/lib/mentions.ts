/**
 * @mentions in the composer and the feed (issue #11): the composer offers the channel's members
 * after '@' and inserts '@Full Name'; the server finds mentions from the same form.
 */

/** The '@query' being typed at the end of `before` (text up to the caret), or null. */
export function mentionQuery(before: string): string | null {
  const match = /(?:^|\s)@([\p{L}\p{N}' -]{0,30})$/u.exec(before);
  return match ? (match[1] ?? '') : null;
}

/** `before` with its '@query' replaced by '@Name ' (the caret goes after it). */
export function insertMention(before: string, name: string): string {
  return before.replace(/@([\p{L}\p{N}' -]{0,30})$/u, `@${name} `);
}

/** Splits content into plain text and '@Name' parts for the members named. */
export function splitMentions(
  content: string,
  names: readonly string[],
): { text: string; mention: boolean }[] {
  const sorted = [...names].filter(Boolean).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return [{ text: content, mention: false }];
  const escaped = sorted.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const alternatives = escaped.join('|');
  const whole = new RegExp(`^@(?:${alternatives})$`, 'iu');
  return content
    .split(new RegExp(`(@(?:${alternatives}))`, 'giu'))
    .filter((part) => part !== '')
    .map((part) => ({ text: part, mention: whole.test(part) }));
}
