/** A pay run's status in words: Draft or Finalised (spec operations.md §4 pay runs). */
import { Badge } from '@mantine/core';
import type { PayRunStatus } from '@daybook/contracts';

const LOOK: Record<PayRunStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'yellow' },
  finalised: { label: 'Finalised', color: 'green' },
};

/**
 * The tint carries the status colour and the words take the page's text colour: fixed dark
 * words read 1.5:1 on the dark theme's green tint.
 */
export function PayRunStatusBadge({ status }: { status: PayRunStatus }) {
  return (
    <Badge color={LOOK[status].color} variant="light" c="var(--mantine-color-text)">
      {LOOK[status].label}
    </Badge>
  );
}
