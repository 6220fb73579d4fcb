/** LIKE patterns built from what a person typed. */

/** `text` made literal inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
