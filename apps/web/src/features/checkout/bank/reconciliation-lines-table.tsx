/**
 * Reconciliation's "Bank deposits not matched" table (issue #31): the money-in lines of the
 * period's windows that no expected deposit accounts for, unmatched or dismissed (with the
 * reason); Dismiss… on unmatched ones, Undo on dismissed ones.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReconciliationLine } from '@daybook/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatCurrency, formatDate } from '../../../lib/format';
import { lineName } from './reconciliation-format';
import { StatusBadge, amountStyle } from './reconciliation-status';
import { UndoButton } from './reconciliation-undo-button';

export const NO_LINES_TEXT = 'Every bank deposit of this period is matched to an expected deposit.';

export interface LinesTableProps {
  lines: readonly ReconciliationLine[] | undefined;
  busy: boolean;
  /** Null: the reader may not decide (no actions column). */
  actions: {
    onDismiss: (line: ReconciliationLine) => void;
    onUndo: (decisionId: string, done: string) => void;
    undoing: string | null;
  } | null;
}

/** The bank's left-over deposit lines, oldest first. */
export function LinesTable({ lines, busy, actions }: LinesTableProps) {
  const columns: DataTableColumn<ReconciliationLine>[] = [
    { accessor: 'postedOn', title: 'Posted', noWrap: true, render: (l) => formatDate(l.postedOn) },
    {
      accessor: 'accountName',
      title: 'Account',
      noWrap: true,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
    },
    { accessor: 'description', title: 'Description' },
    {
      accessor: 'amount',
      title: 'Amount',
      textAlign: 'right',
      noWrap: true,
      render: (l) => <span style={amountStyle}>{formatCurrency(l.amount)}</span>,
    },
    {
      accessor: 'status',
      title: 'Status',
      render: (l) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge status={l.status} />
          {l.note && (
            <Text size="xs" c="dimmed">
              {l.note}
            </Text>
          )}
        </Stack>
      ),
    },
    ...(actions ? [actionsColumn(actions)] : []),
  ];
  return (
    <DataTable
      label="Bank deposits not matched"
      columns={columns}
      records={lines}
      loadingLabel="Loading the bank deposits"
      busy={busy}
      empty={
        <Text c="dimmed" size="sm">
          {NO_LINES_TEXT}
        </Text>
      }
      minWidth={actions ? 760 : 620}
    />
  );
}

function actionsColumn(
  actions: NonNullable<LinesTableProps['actions']>,
): DataTableColumn<ReconciliationLine> {
  return {
    accessor: 'id',
    title: 'Actions',
    textAlign: 'right',
    render: (l) => {
      const decisionId = l.decisionId;
      return (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {l.status === 'unmatched' ? (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`Dismiss ${lineName(l)}`}
              onClick={() => actions.onDismiss(l)}
            >
              Dismiss…
            </Button>
          ) : (
            decisionId && (
              <UndoButton
                name={`Undo dismissal of ${lineName(l)}`}
                busy={actions.undoing === decisionId}
                onClick={() => actions.onUndo(decisionId, `${l.description} is unmatched again.`)}
              />
            )
          )}
        </Group>
      );
    },
  };
}
