/** A navigation item's state ('Preview', 'Soon') beside its label in the sidebar (spec core.md §2). */
import { Badge } from '@mantine/core';
import { NAV_STATE_BADGE, type NavState } from '@daybook/contracts';

const STATE_COLOR: Record<NavState, string> = {
  available: 'gray',
  preview: 'blue',
  'coming-soon': 'yellow',
  disabled: 'gray',
};

/**
 * The tint carries the state's colour and the words take the page's text colour: yellow words
 * on the yellow tint read 2.7:1, under the 4.5:1 small text needs.
 */
export function NavStateBadge({ state }: { state: NavState }) {
  const text = NAV_STATE_BADGE[state];
  if (!text) return null;
  return (
    <Badge size="xs" variant="light" color={STATE_COLOR[state]} c="var(--mantine-color-text)">
      {text}
    </Badge>
  );
}
