/**
 * /finance (core.md §2 and its navigation table; issue #13): for roles that read transactions,
 * the location's transactions and staff earnings; for employees, 'My Earnings'.
 */
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { BankAccountsSection } from '../bank/bank-accounts';
import { ReconciliationSection } from '../bank/reconciliation-section';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { FinanceTransactions } from '../finance/finance-transactions';
import { MyEarnings } from '../finance/my-earnings';
import { checkoutAccess } from '../transactions/checkout-access';

export function FinancePage() {
  const { role, selectedId, selected } = useWorkspace();
  const full = checkoutAccess.readTransactions(role);
  const title = full ? 'Finance' : 'My Earnings';
  if (!full && !checkoutAccess.readEarnings(role)) return <RoleCannotView title="Finance" what="finance" />;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected) {
    return (
      <LocationPrompt
        title={title}
        description={full ? 'Sales, refunds and staff earnings.' : 'Your sales and tips.'}
        reason="Sales are kept per location."
        subject="Sales"
      />
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        description={
          full
            ? `Sales, refunds and staff earnings of ${selected.name}.`
            : `Your sales and tips at ${selected.name}.`
        }
      />
      {full ? (
        <FinanceTransactions
          key={selected.id}
          establishmentId={selected.id}
          establishmentName={selected.name}
          timeZone={selected.timeZone}
        />
      ) : (
        <MyEarnings key={selected.id} establishmentId={selected.id} timeZone={selected.timeZone} />
      )}
      <BankAccountsSection />
      <ReconciliationSection />
    </>
  );
}
