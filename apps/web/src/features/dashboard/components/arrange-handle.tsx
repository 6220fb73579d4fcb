/**
 * The keyboard's handle on a /dashboard-grid widget (dragging needs a pointer): arrow keys move
 * the widget one place earlier or later, and with Shift make it wider, narrower, taller or
 * shorter (issue #15 "arranged by dragging and resized"; WCAG 2.1.1 keyboard).
 */
import type { KeyboardEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import type { GridNudge } from '../lib/grid-layout';

/** Id of the page's one-line instructions that every handle refers to. */
export const ARRANGE_HELP_ID = 'dashboard-grid-keyboard-help';

const MOVES: Record<string, GridNudge> = {
  ArrowLeft: 'earlier',
  ArrowUp: 'earlier',
  ArrowRight: 'later',
  ArrowDown: 'later',
};
const RESIZES: Record<string, GridNudge> = {
  ArrowLeft: 'narrower',
  ArrowRight: 'wider',
  ArrowUp: 'shorter',
  ArrowDown: 'taller',
};

/** A button named "Arrange {label}" that turns arrow keys into `onNudge` calls. */
export function ArrangeHandle({ label, onNudge }: { label: string; onNudge: (how: GridNudge) => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const how = (event.shiftKey ? RESIZES : MOVES)[event.key];
    if (!how) return;
    event.preventDefault();
    onNudge(how);
  };
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={`Arrange ${label}`}
      aria-describedby={ARRANGE_HELP_ID}
      onKeyDown={onKeyDown}
      style={{ position: 'absolute', left: 6, bottom: 6 }}
    >
      <IconArrowsMove size={16} aria-hidden />
    </ActionIcon>
  );
}
