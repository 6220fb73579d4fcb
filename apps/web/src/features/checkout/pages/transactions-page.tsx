/**
 * /transactions (spec operations.md §2, §7 "Transactions"; issues #13, #31): the selected
 * location's transactions for the front desk and above, or with All Establishments selected
 * those of every location the person works at. A link may name the location in the address
 * (?establishmentId=…, as the sales report's series does): the page switches the workspace to it
 * when the person may use it, so an all-locations figure opens every location's sales.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { checkoutAccess } from '../transactions/checkout-access';
import { TransactionsView } from '../transactions/transactions-view';

/** The address parameter naming the location a link opens. */
const TRANSACTIONS_LOCATION_PARAM = 'establishmentId';

/**
 * The location the address names, when the person may use it, else the workspace's; once read,
 * the workspace switches to it and the parameter leaves the address, so the location switcher
 * decides from then on.
 */
function useLocationFromAddress(): string | null {
  const { locations, selectedId, selectEstablishment } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const asked = params.get(TRANSACTIONS_LOCATION_PARAM);
  const usable = asked !== null && locations.some((l) => l.id === asked) ? asked : null;
  useEffect(() => {
    if (asked === null) return;
    if (usable !== null && usable !== selectedId) selectEstablishment(usable);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TRANSACTIONS_LOCATION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, usable, selectedId, selectEstablishment, setParams]);
  return usable ?? selectedId;
}

export function TransactionsPage() {
  const { role, establishments } = useWorkspace();
  const selectedId = useLocationFromAddress();
  const selected = establishments.find((e) => e.id === selectedId) ?? null;
  if (!checkoutAccess.readTransactions(role))
    return <RoleCannotView title="Transactions" what="transactions" />;
  // Each row is read in its own location's zone; the default day is today in the first one's.
  const [first] = establishments;
  if (selectedId === ALL_ESTABLISHMENTS && first && establishments.length > 1) {
    return (
      <>
        <PageHeader title="Transactions" description="Sales, refunds and receipts of all locations." />
        <TransactionsView
          key={ALL_ESTABLISHMENTS}
          establishmentId={ALL_ESTABLISHMENTS}
          establishmentName="All locations"
          timeZone={first.timeZone}
          places={establishments}
        />
      </>
    );
  }
  if (!selected) {
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
