/** The inventory pages (/inventory, /orders), loaded together as one chunk. */
export { InventoryPage } from './inventory-page';
export { OrdersPage } from './orders-page';
