/**
 * How reconciliation shows a status and an amount (issue #31): a filled badge in words (never
 * colour alone), figures in tabular digits so that columns of dollars line up.
 */
import { Badge } from '@mantine/core';
import type { DepositStatus } from '@daybook/contracts';
import { statusLabel } from './reconciliation-format';

/** Filled dark shades: white text on them passes WCAG AA in both themes. */
const STATUS_COLOR: Record<DepositStatus, string> = {
  matched: 'teal.9',
  awaiting: 'blue.9',
  unmatched: 'orange.9',
  dismissed: 'gray.7',
};

export const amountStyle = { fontVariantNumeric: 'tabular-nums' } as const;

/** A deposit's or a bank line's status; a match the matcher made says so. */
export function StatusBadge({ status, automatic = false }: { status: DepositStatus; automatic?: boolean }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" style={{ minWidth: 'max-content' }}>
      {statusLabel(status, automatic)}
    </Badge>
  );
}
