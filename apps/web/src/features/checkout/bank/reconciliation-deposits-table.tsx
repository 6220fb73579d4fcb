/**
 * Reconciliation's "Expected deposits" table (issue #31): each card settlement or cash deposit
 * of the period with its status, the bank line it was matched to (and any difference), or when
 * the bank should post it; Match… and Dismiss… on undecided ones, Undo on decided ones. On a
 * phone the payments column gives way so that amount and status stay in view.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ExpectedDeposit } from '@daybook/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatCurrency, formatDate } from '../../../lib/format';
import { KIND_LABEL, depositName, differenceText } from './reconciliation-format';
import { StatusBadge, amountStyle } from './reconciliation-status';
import { UndoButton } from './reconciliation-undo-button';

export const NO_DEPOSITS_TEXT = 'No deposits expected in this period: no card takings or closed drawers.';
export const ALL_DECIDED_TEXT = 'Every expected deposit of this period is matched or dismissed.';

/** A deposit as a table row (the table keys its rows by `id`). */
type DepositRow = ExpectedDeposit & { id: string };

export interface DepositsTableProps {
  deposits: readonly ExpectedDeposit[] | undefined;
  /** Only the undecided (awaiting the bank or unmatched). */
  onlyUndecided: boolean;
  busy: boolean;
  /** Null: the reader may not decide (no actions column). */
  actions: {
    onMatch: (deposit: ExpectedDeposit) => void;
    onDismiss: (deposit: ExpectedDeposit) => void;
    onUndo: (decisionId: string, done: string) => void;
    /** The decision being undone, if any. */
    undoing: string | null;
  } | null;
}

const undecided = (d: ExpectedDeposit) => d.status === 'unmatched' || d.status === 'awaiting';

/** The expected deposits of the period, oldest first. */
export function DepositsTable({ deposits, onlyUndecided, busy, actions }: DepositsTableProps) {
  const columns: DataTableColumn<DepositRow>[] = [
    {
      accessor: 'businessDay',
      title: 'Business day',
      noWrap: true,
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm">{formatDate(d.businessDay)}</Text>
          <Text size="xs" c="dimmed">
            {KIND_LABEL[d.kind]}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'payments',
      title: 'Payments',
      textAlign: 'right',
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
    },
    {
      accessor: 'amount',
      title: 'Amount',
      textAlign: 'right',
      noWrap: true,
      render: (d) => <span style={amountStyle}>{formatCurrency(d.amount)}</span>,
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      render: (d) => <StatusBadge status={d.status} automatic={d.automatic} />,
    },
    { accessor: 'bankLine', title: 'Bank line', render: (d) => <DepositOutcome deposit={d} /> },
    ...(actions ? [actionsColumn(actions)] : []),
  ];
  return (
    <DataTable
      label="Expected deposits"
      columns={columns}
      records={deposits?.filter((d) => !onlyUndecided || undecided(d)).map((d) => ({ ...d, id: d.key }))}
      loadingLabel="Loading the expected deposits"
      busy={busy}
      empty={
        <Text c="dimmed" size="sm">
          {onlyUndecided ? ALL_DECIDED_TEXT : NO_DEPOSITS_TEXT}
        </Text>
      }
      minWidth={actions ? 900 : 720}
    />
  );
}

function actionsColumn(actions: NonNullable<DepositsTableProps['actions']>): DataTableColumn<DepositRow> {
  return {
    accessor: 'key',
    title: 'Actions',
    textAlign: 'right',
    render: (d) => {
      const decisionId = d.decisionId;
      return (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {undecided(d) ? (
            <>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Match ${depositName(d)}`}
                onClick={() => actions.onMatch(d)}
              >
                Match…
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Dismiss ${depositName(d)}`}
                onClick={() => actions.onDismiss(d)}
              >
                Dismiss…
              </Button>
            </>
          ) : (
            decisionId && (
              <UndoButton
                name={`Undo ${d.status === 'matched' ? 'match' : 'dismissal'} of ${depositName(d)}`}
                busy={actions.undoing === decisionId}
                onClick={() =>
                  actions.onUndo(
                    decisionId,
                    `${KIND_LABEL[d.kind]} of ${formatDate(d.businessDay)} is unmatched again.`,
                  )
                }
              />
            )
          )}
        </Group>
      );
    },
  };
}

/** The matched line (day, amount, description, any difference, note), a dismissal's reason, or when the bank should post it. */
function DepositOutcome({ deposit }: { deposit: ExpectedDeposit }) {
  const line = deposit.bankLine;
  if (line) {
    const difference = differenceText(deposit.amount, line.amount);
    return (
      <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">
          {formatDate(line.postedOn)} · <span style={amountStyle}>{formatCurrency(line.amount)}</span>
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line.description}
        </Text>
        {difference && (
          <Text size="xs" fw={600} c="var(--daybook-text-bad)">
            {difference}
          </Text>
        )}
        {deposit.note && (
          <Text size="xs" c="dimmed">
            {deposit.note}
          </Text>
        )}
      </Stack>
    );
  }
  if (deposit.note)
    return (
      <Text size="xs" c="dimmed">
        {deposit.note}
      </Text>
    );
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      Expected {formatDate(deposit.expectedFrom)} – {formatDate(deposit.expectedTo)}
    </Text>
  );
}
