/** A campaign's status as a tinted badge (issue #32 "Campaigns"), in the list and on its results. */
import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@daybook/contracts';
import { STATUS_COLOR, STATUS_LABEL } from './campaign-format';

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    // The tint carries the colour and the words take the page's text colour, as the appointment
    // badge does: green words on the green tint read 3.8:1 (axe), under small text's 4.5:1.
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      c="var(--mantine-color-text)"
      tt="none"
      style={{ flex: 'none' }}
    >
      {STATUS_LABEL[status]}
    </Badge>
  );
}
