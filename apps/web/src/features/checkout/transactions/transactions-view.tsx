/**
 * The transactions of one location, or of every location (spec operations.md §2, §7
 * "Transactions", §9; issues #13, #31): filters kept in the address (default today, no amount
 * bound), the summary of every match, a paged table (with a Location column when every location
 * is listed, each row's times in its own location's zone), the detail of a row with its receipt
 * and refund, and the CSV export of the filter. A failed list shows 'Failed to fetch
 * transactions' with Retry, never sample entries. Used by /transactions and by /finance.
 */
import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import {
  ALL_ESTABLISHMENTS,
  CHECKOUT_MESSAGES,
  type Establishment,
  type Transaction,
} from '@daybook/contracts';
import { useStaffOf } from '../../../lib/catalog/api/services-api';
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
  /** A location's id, or ALL_ESTABLISHMENTS for every one of `places`. */
  establishmentId: string;
  establishmentName: string;
  /** The zone whose today the default dates are (the location's, or the first one's). */
  timeZone: string;
  /** With ALL_ESTABLISHMENTS, the locations listed: each row's name and zone come from its own. */
  places?: readonly Establishment[];
}

export function TransactionsView({ establishmentId, establishmentName, timeZone, places = [] }: Props) {
  const { role, tenant } = useWorkspace();
  const [filters, update] = useTransactionFilters(timeZone);
  const valid = filters.start <= filters.end && amountsInOrder(filters);
  const list = useTransactions(establishmentId, filters, valid);
  const all = establishmentId === ALL_ESTABLISHMENTS;
  const staff = useStaffOf(tenant.id, all ? places.map((p) => p.id) : [establishmentId]);
  const exportCsv = useTransactionsExport(establishmentId);
  const [open, setOpen] = useState<Transaction | null>(null);
  const shown = useTransaction(establishmentId, open);
  const cashiers = staff.map((s) => ({ value: s.id, label: s.name }));
  const placeOf = (t: Transaction) => (all ? places.find((p) => p.id === t.establishmentId) : undefined);
  const zoneOf = (t: Transaction) => placeOf(t)?.timeZone ?? timeZone;
  const nameOf = (t: Transaction) => placeOf(t)?.name ?? establishmentName;

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
            columns={transactionColumns({ zoneOf, nameOf: all ? nameOf : undefined }, setOpen)}
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
        establishmentId={shown?.establishmentId ?? establishmentId}
        establishmentName={shown ? nameOf(shown) : establishmentName}
        timeZone={shown ? zoneOf(shown) : timeZone}
        canRefund={checkoutAccess.refund(role)}
        onClose={() => setOpen(null)}
        onChange={setOpen}
      />
    </Stack>
  );
}
