/**
 * The transactions of one location (spec operations.md §2, §7 "Transactions", §9; issue #13):
 * filters kept in the address (default today, 0 – 10000 dollars), the summary of every match,
 * a paged table, the detail of a row with its receipt and refund, and the CSV export of the
 * filter. A failed list shows 'Failed to fetch transactions' with Retry, never sample entries.
 * Used by /transactions and by /finance.
 */
import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { CHECKOUT_MESSAGES, type Transaction } from '@daybook/contracts';
import { useStaff } from '../../../lib/catalog/api/services-api';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useTransactions, useTransactionsExport } from '../api/transactions-api';
import { useTransaction } from '../api/transaction-api';
import { checkoutAccess } from './checkout-access';
import { listReadState } from '../../../components/data-table/list-read';
import { DataTable } from '../../../components/data-table/data-table';
import { TransactionDetailModal } from './transaction-detail-modal';
import { TransactionFiltersBar } from './transaction-filters-bar';
import { TransactionSummary } from './transaction-summary';
import { amountsInOrder, useTransactionFilters } from './transaction-url-state';
import { transactionColumns } from './transactions-table';

interface Props {
  establishmentId: string;
  establishmentName: string;
  timeZone: string;
}

export function TransactionsView({ establishmentId, establishmentName, timeZone }: Props) {
  const { role, tenant } = useWorkspace();
  const [filters, update] = useTransactionFilters(timeZone);
  const valid = filters.start <= filters.end && amountsInOrder(filters);
  const list = useTransactions(establishmentId, filters, valid);
  const staff = useStaff(tenant.id, establishmentId);
  const exportCsv = useTransactionsExport(establishmentId);
  const [open, setOpen] = useState<Transaction | null>(null);
  const shown = useTransaction(establishmentId, open);
  const cashiers = (staff.data ?? []).map((s) => ({ value: s.id, label: s.name }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TransactionFiltersBar filters={filters} cashiers={cashiers} onChange={update} />
        <Group gap="sm">
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating transactions" />}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exportCsv.isPending}
            disabled={!valid}
            onClick={() => exportCsv.mutate(filters)}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      {valid ? (
        <>
          {list.data && !list.isError && <TransactionSummary summary={list.data.summary} />}
          <DataTable
            label="Transactions"
            loadingLabel="Loading transactions"
            columns={transactionColumns(timeZone, setOpen)}
            records={list.data?.results}
            {...listReadState(list, CHECKOUT_MESSAGES.fetchTransactionsFailed)}
            empty={
              <Card withBorder padding="xl">
                <Stack align="center" gap="xs">
                  <IconReceipt size={40} aria-hidden />
                  <Text fw={600}>No transactions</Text>
                  <Text c="dimmed" size="sm" ta="center">
                    Nothing matches these filters. Widen the dates or the amounts.
                  </Text>
                </Stack>
              </Card>
            }
            paging={
              list.data && {
                page: filters.page,
                pageSize: list.data.pageSize,
                total: list.data.count,
                noun: 'transaction',
                onPage: (page) => update({ page }),
              }
            }
            minWidth={900}
          />
        </>
      ) : (
        <Alert color="yellow" role="status">
          {filters.start > filters.end ? CHECKOUT_MESSAGES.dateOrder : CHECKOUT_MESSAGES.amountOrder}
        </Alert>
      )}
      <TransactionDetailModal
        transaction={shown}
        establishmentId={establishmentId}
        establishmentName={establishmentName}
        timeZone={timeZone}
        canRefund={checkoutAccess.refund(role)}
        onClose={() => setOpen(null)}
        onChange={setOpen}
      />
    </Stack>
  );
}
