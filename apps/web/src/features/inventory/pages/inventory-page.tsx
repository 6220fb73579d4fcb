/**
 * /inventory (spec operations.md §2, §7 "Inventory"; issue #12): Products | Suppliers | Orders
 * of the selected location (suppliers are the tenant's), the tab in the address
 * (/inventory?tab=suppliers) so the sidebar's links and Back land on it.
 */
import { useSearchParams } from 'react-router';
import { Tabs } from '@mantine/core';
import { IconBox, IconClipboardList, IconTruck } from '@tabler/icons-react';
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { OrdersTab } from '../components/orders-tab';
import { ProductsTab } from '../components/products-tab';
import { SuppliersTab } from '../components/suppliers-tab';
import { inventoryAccess } from '../lib/inventory-access';

const TABS = ['products', 'suppliers', 'orders'] as const;
type Tab = (typeof TABS)[number];

export function InventoryPage() {
  const { role, selectedId, selected } = useWorkspace();
  const [params, setParams] = useSearchParams();
  if (!inventoryAccess.readProducts(role)) return <RoleCannotView title="Inventory" what="inventory" />;
  if (!selectedId) {
    return (
      <LocationPrompt
        title="Inventory"
        description="Products, suppliers and purchase orders."
        reason="Products belong to a location."
        subject="Products"
      />
    );
  }
  const asked = params.get('tab');
  const canReadStock = inventoryAccess.read(role);
  const tab: Tab =
    canReadStock && (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'products';
  const where = selected && selectedId !== ALL_ESTABLISHMENTS ? selected.name : 'all locations';

  return (
    <>
      <PageHeader title="Inventory" description={`Products, suppliers and purchase orders of ${where}.`} />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(t) => {
          const next = new URLSearchParams(params);
          if (t && t !== 'products') next.set('tab', t);
          else next.delete('tab');
          setParams(next, { replace: true });
        }}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="products" leftSection={<IconBox size={16} aria-hidden />}>
            Products
          </Tabs.Tab>
          {canReadStock && (
            <>
              <Tabs.Tab value="suppliers" leftSection={<IconTruck size={16} aria-hidden />}>
                Suppliers
              </Tabs.Tab>
              <Tabs.Tab value="orders" leftSection={<IconClipboardList size={16} aria-hidden />}>
                Orders
              </Tabs.Tab>
            </>
          )}
        </Tabs.List>
        {/* Keyed by location so search, filters and pages start afresh after a switch. */}
        <Tabs.Panel value="products">
          <ProductsTab key={selectedId} establishmentId={selectedId} />
        </Tabs.Panel>
        {canReadStock && (
          <>
            <Tabs.Panel value="suppliers">
              <SuppliersTab />
            </Tabs.Panel>
            <Tabs.Panel value="orders">
              <OrdersTab key={selectedId} establishmentId={selectedId} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </>
  );
}
