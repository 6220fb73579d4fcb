/**
 * @mentions (issue #11): the members a message names as '@Full Name', found by the server from
 * the channel's members (a client's list of mentions is never trusted).
 */

/** The ids of `members` whose '@name' the content holds (case-insensitive, whole name). */
export function mentionedIn(content: string, members: readonly { userId: string; name: string }[]): string[] {
  const text = content.toLowerCase();
  const found: string[] = [];
  for (const m of members) {
    const at = `@${m.name.toLowerCase()}`;
    let i = text.indexOf(at);
    while (i >= 0) {
      // '@Ana Ruiz' must not match inside '@Ana Ruizova'.
      const next = text.charAt(i + at.length);
      if (!/[\p{L}\p{N}]/u.test(next)) {
        found.push(m.userId);
        break;
      }
      i = text.indexOf(at, i + 1);
    }
  }
  return found;
}
