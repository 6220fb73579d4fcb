/** How many unread items a link or channel holds, capped at '9+' (spec core.md §2, §4). */
import { Badge } from '@mantine/core';
import { formatBadgeCount } from '../lib/format';

/**
 * The count on dark red: white on Mantine's default red reads 3.3:1, under the 4.5:1 small text
 * needs. `label` names it for screen readers when the number alone would not say what it counts.
 */
export function UnreadCountBadge({ count, label }: { count: number; label?: string }) {
  return (
    <Badge size="sm" color="red.9" variant="filled" circle={count < 10} aria-label={label}>
      {formatBadgeCount(count)}
    </Badge>
  );
}
