/**
 * The inventory module's public face: the stock ledger other modules post to, backbar usage of
 * a completed appointment, the retail shelf and its sales as the checkout demo reads them, and
 * the module (which carries its demo stock room).
 */
export { postMovements, type MovementDraft, type MovementContext } from './inventory.stock.js';
export { postServiceUsage } from './inventory.backbar.js';
export { retailProducts, saleMovements } from './inventory.repository.js';
export { purchaseFigures, NO_PURCHASES, type PurchaseFigures } from './inventory.purchase-figures.js';
export { inventoryModule } from './inventory.module.js';
