/**
 * Merge fields (issue #32: campaigns and automated messages): `{{first_name}}` in a subject or a
 * body, filled per recipient when the message is sent. One pattern and two helpers, so the
 * editors, the contracts' checks and the servers read a template the same way.
 */

/** The pattern of a merge field, spaces inside the braces allowed (global: for every occurrence). */
export const MERGE_FIELD_PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The merge fields `text` names that `known` does not have, in order of appearance. */
export function unknownMergeFields(text: string, known: readonly string[]): string[] {
  const allowed = new Set(known);
  return [...text.matchAll(MERGE_FIELD_PATTERN)].map((m) => m[1]!).filter((f) => !allowed.has(f));
}

/**
 * `text` with each merge field replaced by its value in `values`, as plain text (no escaping:
 * an HTML renderer escapes on its own). One pass, so a value that itself looks like a merge
 * field stays as it is; a field without a value stays as written.
 */
export function fillMergeFields(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(MERGE_FIELD_PATTERN, (whole, field: string) =>
    Object.hasOwn(values, field) ? values[field]! : whole,
  );
}
