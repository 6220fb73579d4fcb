/** Undo of a reconciliation decision (issue #31): its accessible name says what it undoes. */
import { Button } from '@mantine/core';

export function UndoButton({ name, busy, onClick }: { name: string; busy: boolean; onClick: () => void }) {
  return (
    <Button size="compact-sm" variant="default" aria-label={name} loading={busy} onClick={onClick}>
      Undo
    </Button>
  );
}
