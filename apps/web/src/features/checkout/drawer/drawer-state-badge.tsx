/** Whether the cash drawer is open, and the cash it should hold (spec operations.md §3 drawer). */
import { Badge } from '@mantine/core';
import type { DrawerSession } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';

/** Open: filled dark teal, since teal words on a teal tint are under WCAG AA contrast. */
export function DrawerStateBadge({ session }: { session: Pick<DrawerSession, 'expected'> | null }) {
  if (!session)
    return (
      <Badge color="gray" variant="light" c="var(--mantine-color-text)">
        Closed
      </Badge>
    );
  return (
    <Badge color="teal.9" variant="filled">
      {`Open · ${formatCurrency(session.expected)} expected`}
    </Badge>
  );
}
