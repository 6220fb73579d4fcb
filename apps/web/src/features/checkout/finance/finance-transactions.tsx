/** /finance for roles that read transactions: the transactions view plus, for revenue readers, earnings per staff member over the same days, and the cash drawer history (Z reports). */
import { Stack } from '@mantine/core';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { DrawerHistory } from '../drawer/drawer-history';
import { checkoutAccess } from '../transactions/checkout-access';
import { useTransactionFilters } from '../transactions/transaction-url-state';
import { TransactionsView } from '../transactions/transactions-view';
import { StaffEarningsTable } from './staff-earnings-table';

interface Props {
  establishmentId: string;
  establishmentName: string;
  timeZone: string;
}

export function FinanceTransactions({ establishmentId, establishmentName, timeZone }: Props) {
  const { role } = useWorkspace();
  const [filters] = useTransactionFilters(timeZone);
  return (
    <Stack gap="xl">
      <TransactionsView
        establishmentId={establishmentId}
        establishmentName={establishmentName}
        timeZone={timeZone}
      />
      {checkoutAccess.readEarnings(role) && (
        <StaffEarningsTable establishmentId={establishmentId} start={filters.start} end={filters.end} />
      )}
      {checkoutAccess.readTickets(role) && (
        <DrawerHistory
          establishmentId={establishmentId}
          establishmentName={establishmentName}
          timeZone={timeZone}
        />
      )}
    </Stack>
  );
}
