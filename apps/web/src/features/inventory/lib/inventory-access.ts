/** What the inventory screens offer each role (spec §6); the server decides, these only hide. */
import { hasPermission, type Role } from '@daybook/contracts';

export const inventoryAccess = {
  readProducts: (role: Role) => hasPermission(role, 'product:read'),
  read: (role: Role) => hasPermission(role, 'inventory:read'),
  createProduct: (role: Role) => hasPermission(role, 'product:create'),
  updateProduct: (role: Role) => hasPermission(role, 'product:update'),
  deleteProduct: (role: Role) => hasPermission(role, 'product:delete'),
  /** Adjustments, suppliers, new purchase orders, reorder drafts. */
  create: (role: Role) => hasPermission(role, 'inventory:create'),
  /** Supplier edits and purchase order actions. */
  update: (role: Role) => hasPermission(role, 'inventory:update'),
  delete: (role: Role) => hasPermission(role, 'inventory:delete'),
};
