/** /orders (spec operations.md §2): the purchase orders of the selected location, or of all of them. */
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { OrdersTab } from '../components/orders-tab';
import { inventoryAccess } from '../lib/inventory-access';

export function OrdersPage() {
  const { role, selectedId, selected } = useWorkspace();
  if (!inventoryAccess.read(role)) return <RoleCannotView title="Orders" what="purchase orders" />;
  if (!selectedId) {
    return (
      <LocationPrompt
        title="Orders"
        description="Purchase orders from your suppliers."
        reason="Purchase orders belong to a location."
        subject="Purchase orders"
      />
    );
  }
  const where = selected && selectedId !== ALL_ESTABLISHMENTS ? selected.name : 'all locations';
  return (
    <>
      <PageHeader title="Orders" description={`Purchase orders of ${where}.`} />
      <OrdersTab key={selectedId} establishmentId={selectedId} />
    </>
  );
}
