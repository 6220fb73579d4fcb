/** The status badge of a team member (spec operations.md §4 Team member). */
import { Badge } from '@mantine/core';
import { TEAM_STATUS_LABELS, type TeamMemberStatus } from '@daybook/contracts';

const COLORS: Record<TeamMemberStatus, string> = {
  checked_in: 'green',
  on_break: 'yellow',
  checked_out: 'gray',
  not_in: 'gray',
};

export function TeamStatusBadge({ status }: { status: TeamMemberStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant={status === 'not_in' ? 'outline' : 'light'}
      c="var(--mantine-color-text)"
      // Never squeezed by a long name beside it: the name wraps instead.
      style={{ flex: 'none' }}
      data-status={status}
    >
      {TEAM_STATUS_LABELS[status]}
    </Badge>
  );
}
