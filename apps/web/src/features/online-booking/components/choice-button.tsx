import type { ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';

/** A card-sized button for one choice; `selected` is announced as pressed. */
export function ChoiceButton({
  onClick,
  selected,
  children,
}: {
  onClick: () => void;
  selected?: boolean;
  children: ReactNode;
}) {
  return (
    <UnstyledButton className="booking-choice" onClick={onClick} aria-pressed={selected ?? undefined}>
      {children}
    </UnstyledButton>
  );
}
