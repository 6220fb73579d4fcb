/** The inventory module's public face: the stock ledger other modules post to, and the module. */
export { postMovements, type MovementDraft, type MovementContext } from './inventory.stock.js';
export { inventoryModule } from './inventory.module.js';
export {
  addDemoInventory,
  type DemoInventoryPlan,
  type DemoProduct,
  type DemoSupplier,
} from './inventory.demo.js';
