/** A campaign's status as a tinted badge (issue #32 "Campaigns"), in the list and on its results. */
import type { CampaignStatus } from '@daybook/contracts';
import { TintedBadge } from '../../../components/tinted-badge';
import { STATUS_COLOR, STATUS_LABEL } from './campaign-format';

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <TintedBadge color={STATUS_COLOR[status]}>{STATUS_LABEL[status]}</TintedBadge>;
}
