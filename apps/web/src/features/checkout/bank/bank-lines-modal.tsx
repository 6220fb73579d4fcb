/**
 * One account's bank lines (issue #31): posted day, description, amount in dollars with its
 * direction in words (credit or debit, not colour alone), newest first, a page at a time with
 * "Load more" on the server's keyset cursor.
 */
import { Button, Group, Text } from '@mantine/core';
import type { BankAccount, BankLine } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useBankLines } from './bank-api';
import { bankDay, lineAmount } from './bank-format';

export interface BankLinesModalProps {
  establishmentId: string;
  /** The account whose lines to show; null: the dialog is closed. */
  account: BankAccount | null;
  onClose: () => void;
}

const COLUMNS: DataTableColumn<BankLine>[] = [
  { accessor: 'postedOn', title: 'Date', render: (l) => bankDay(l.postedOn), noWrap: true },
  {
    accessor: 'description',
    title: 'Description',
    render: (l) => (
      <>
        {l.description}
        {l.memo && l.memo !== l.description && (
          <Text size="xs" c="dimmed">
            {l.memo}
          </Text>
        )}
      </>
    ),
  },
  {
    accessor: 'amount',
    title: 'Amount',
    textAlign: 'right',
    noWrap: true,
    render: (l) => (
      <Text
        size="sm"
        fw={l.amount >= 0 ? 600 : undefined}
        c={l.amount >= 0 ? 'var(--daybook-text-good)' : undefined}
      >
        {lineAmount(l.amount)}
      </Text>
    ),
  },
];

/** The "Lines" dialog of one account. */
export function BankLinesModal({ establishmentId, account, onClose }: BankLinesModalProps) {
  return (
    <AppModal
      opened={account !== null}
      onClose={onClose}
      title={account ? `Lines: ${account.name}` : 'Lines'}
      size="xl"
    >
      {account && <Lines key={account.id} establishmentId={establishmentId} account={account} />}
    </AppModal>
  );
}

function Lines({ establishmentId, account }: { establishmentId: string; account: BankAccount }) {
  const lines = useBankLines(establishmentId, account.id);
  const records = lines.data?.pages.flatMap((p) => p.lines);
  return (
    <>
      <DataTable
        label={`Bank lines of ${account.name}`}
        columns={COLUMNS}
        records={records}
        loadingLabel="Loading the bank lines"
        error={
          lines.isError && !records
            ? {
                title: 'Failed to load the bank lines',
                error: lines.error,
                onRetry: () => void lines.refetch(),
              }
            : null
        }
        empty={
          <Text c="dimmed" size="sm">
            No lines yet. Import a statement to see them here.
          </Text>
        }
        minWidth={520}
        maxHeight="60vh"
      />
      {lines.hasNextPage && (
        <Group justify="center" mt="sm">
          <Button
            variant="default"
            loading={lines.isFetchingNextPage}
            onClick={() => void lines.fetchNextPage()}
          >
            Load more
          </Button>
        </Group>
      )}
    </>
  );
}
