/**
 * The inventory module's public face: the stock ledger other modules post to, backbar usage of
 * a completed appointment, and the module (which carries its demo stock room).
 */
export { postMovements, type MovementDraft, type MovementContext } from './inventory.stock.js';
export { postServiceUsage } from './inventory.backbar.js';
export { inventoryModule } from './inventory.module.js';
