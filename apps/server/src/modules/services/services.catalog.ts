/**
 * The catalogue as other modules read it, inside their own transaction: booking checks the
 * services a request names and who performs them, availability takes a service's duration,
 * buffer and processing window, online booking lists what a location offers. The actor's reach
 * is the caller's to check.
 */
import type { Tx } from '../../db/client.js';
import * as repo from './services.repository.js';

/** A service as stored: duration and buffer in minutes, price in integer cents. */
export type ServiceRow = repo.ServiceRow;

/** The service `id` of the tenant in scope, or undefined. */
export function serviceById(tx: Tx, id: string): Promise<ServiceRow | undefined> {
  return repo.findService(tx, id);
}

/** The services among `ids` of the tenant in scope (one query). */
export function servicesByIds(tx: Tx, ids: string[]): Promise<ServiceRow[]> {
  return repo.findServices(tx, ids);
}

/** The establishment's services by category and name; deactivated ones only when `includeInactive`. */
export function servicesAt(tx: Tx, establishmentId: string, includeInactive: boolean): Promise<ServiceRow[]> {
  return repo.listServices(tx, establishmentId, includeInactive);
}

/**
 * Who performs each of `serviceIds` (service_staff), for those that list anyone; a service
 * missing from the answer may be performed by anyone.
 */
export function performersOf(tx: Tx, serviceIds: string[]): Promise<Map<string, string[]>> {
  return repo.staffIdsByService(tx, serviceIds);
}
