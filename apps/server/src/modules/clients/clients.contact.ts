/**
 * How another module may reach a client by id (issue #32: automated appointment messages),
 * inside the caller's tenant transaction. An erased client has no contact left.
 */
import type { Tx } from '../../db/client.js';
import { findClientRow } from './clients.repository.js';

/** A client's name and ways to reach them; null where unknown. */
export interface ClientContact {
  id: string;
  name: string;
  email: string | null;
  /** E.164. */
  phone: string | null;
}

/** Client `id` of the tenant in scope (null when none), with no contact once erased. */
export async function clientContact(tx: Tx, id: string): Promise<ClientContact | null> {
  const row = await findClientRow(tx, id, null);
  if (!row) return null;
  const erased = row.erasedAt !== null;
  return {
    id: row.id,
    name: row.name,
    email: erased ? null : row.email,
    phone: erased ? null : row.phone,
  };
}
