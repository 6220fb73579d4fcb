/**
 * The inventory module's public face: the stock ledger other modules post to, backbar usage of
 * a completed appointment, the demo stock room, and the module.
 */
export { postMovements, type MovementDraft, type MovementContext } from './inventory.stock.js';
export { postServiceUsage } from './inventory.backbar.js';
export {
  addDemoInventory,
  linkDemoServiceProducts,
  type DemoInventoryPlan,
  type DemoProduct,
  type DemoServiceUse,
  type DemoSupplier,
} from './inventory.demo.js';
export { inventoryModule } from './inventory.module.js';
