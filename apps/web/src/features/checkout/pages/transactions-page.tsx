/**
 * /transactions (spec operations.md §2, §7 "Transactions"; issue #13): the selected location's
 * transactions for the front desk and above.
 */
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { checkoutAccess } from '../transactions/checkout-access';
import { TransactionsView } from '../transactions/transactions-view';

export function TransactionsPage() {
  const { role, selectedId, selected } = useWorkspace();
  if (!checkoutAccess.readTransactions(role))
    return <RoleCannotView title="Transactions" what="transactions" />;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected) {
    return (
      <LocationPrompt
        title="Transactions"
        description="Sales, refunds and receipts."
        reason="Transactions are kept per location."
        subject="Transactions"
      />
    );
  }
  return (
    <>
      <PageHeader title="Transactions" description={`Sales, refunds and receipts of ${selected.name}.`} />
      <TransactionsView
        key={selected.id}
        establishmentId={selected.id}
        establishmentName={selected.name}
        timeZone={selected.timeZone}
      />
    </>
  );
}
