/**
 * The merge-field row of the marketing editors (issue #32: campaigns and automated messages):
 * one button per field, named for screen readers ("Insert First name"), and the insertion of
 * `{{field}}` where the caret stands in the field being written.
 */
import { Button, Group, Text } from '@mantine/core';

/** The fields' buttons; `onInsert` gets the field clicked. */
export function MergeFieldButtons<F extends string>({
  fields,
  labels,
  onInsert,
}: {
  fields: readonly F[];
  labels: Record<F, string>;
  onInsert: (field: F) => void;
}) {
  return (
    <Group gap="xs" role="group" aria-label="Insert a merge field">
      <Text size="sm" fw={500} component="span">
        Insert:
      </Text>
      {fields.map((f) => (
        <Button
          key={f}
          size="compact-xs"
          variant="default"
          onClick={() => onInsert(f)}
          aria-label={`Insert ${labels[f]}`}
        >
          {labels[f]}
        </Button>
      ))}
    </Group>
  );
}

/**
 * Writes `{{field}}` into `value` over the selection of `el` (at the end when it has none),
 * hands the result to `apply`, then puts the caret right after the field once React has
 * written the new value.
 */
export function insertMergeField(
  el: HTMLInputElement | HTMLTextAreaElement | null,
  value: string,
  field: string,
  apply: (next: string) => void,
): void {
  const token = `{{${field}}}`;
  const start = el?.selectionStart ?? value.length;
  const end = el?.selectionEnd ?? start;
  apply(value.slice(0, start) + token + value.slice(end));
  requestAnimationFrame(() => {
    el?.focus();
    el?.setSelectionRange(start + token.length, start + token.length);
  });
}
