/**
 * A waitlist entry's priority (when not normal) and whether an offer is out (spec operations.md
 * §3 Waitlist entry). The tints carry the colour and the words take the page's text colour; an
 * open offer is filled dark teal so it stands out.
 */
import { Badge } from '@mantine/core';
import type { WaitlistEntry } from '@daybook/contracts';

/** Badges keep their whole word; the client's details wrap instead. */
const NO_SHRINK = { flex: 'none', overflow: 'visible' } as const;
const PRIORITY_COLOR = { normal: 'gray', high: 'orange', urgent: 'red' } as const;

/** 'high' or 'urgent' on its tint; nothing for a normal priority. */
export function WaitlistPriorityBadge({ priority }: { priority: WaitlistEntry['priority'] }) {
  if (priority === 'normal') return null;
  return (
    <Badge color={PRIORITY_COLOR[priority]} variant="light" c="var(--mantine-color-text)" style={NO_SHRINK}>
      {priority}
    </Badge>
  );
}

/** 'Offer' while an offer is out, else 'Waiting'. */
export function WaitlistStatusBadge({ status }: { status: WaitlistEntry['status'] }) {
  const offered = status === 'offered';
  return (
    <Badge
      color={offered ? 'teal.9' : 'blue'}
      variant={offered ? 'filled' : 'light'}
      c={offered ? 'white' : 'var(--mantine-color-text)'}
      style={NO_SHRINK}
    >
      {offered ? 'Offer' : 'Waiting'}
    </Badge>
  );
}
