/**
 * Internal requests (spec operations.md §2 Requests, §3, §4; issue #15): a location's list,
 * raising one (its managers are told), one request, and the people a manager may assign.
 * Changes (assign, status, response) are in requests.update.ts.
 */
import {
  REQUEST_MESSAGES as M,
  REQUEST_STATUSES,
  REQUEST_TYPE_LABEL,
  type InternalRequest,
  type RequestAssignee,
  type RequestCreateParsed,
  type RequestList,
  type RequestListQueryParsed,
  type RequestStatus,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { openEstablishment, staffAt } from '../establishments/index.js';
import { notify } from '../notifications/index.js';
import { openRequest, ownOnly } from './requests.access.js';
import { toRequest } from './requests.mapper.js';
import * as repo from './requests.repository.js';

/** Where a notification about a request takes its reader. */
export const REQUESTS_URL = '/requests';

/**
 * One page of a location's requests, newest first (request:read). Employees and the front desk
 * always get only those they raised or were assigned; `mine` narrows a manager's list the same way.
 */
export function listRequests(
  db: Db,
  actor: Actor,
  establishmentId: string,
  query: RequestListQueryParsed,
): Promise<RequestList> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    const involving = query.mine || ownOnly(actor, 'request:read') ? actor.userId : undefined;
    const filter = { establishmentId, ...query, involving };
    const page = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
    const { rows, total } = await repo.listRequests(tx, filter, page);
    const byStatus = await repo.countByStatus(tx, filter);
    const counts = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<
      RequestStatus,
      number
    >;
    return { requests: rows.map(toRequest), total, page: query.page, pageSize: query.pageSize, counts };
  });
}

/** One request (request:read; 404 out of reach). */
export function getRequest(db: Db, actor: Actor, id: string): Promise<InternalRequest> {
  return withTenant(db, actor, async (tx) => toRequest((await openRequest(tx, actor, id)).request));
}

/** Active people of a location, by name, for a manager's assignment (403 for `:own` roles). */
export function listAssignees(db: Db, actor: Actor, establishmentId: string): Promise<RequestAssignee[]> {
  return withTenant(db, actor, async (tx) => {
    if (ownOnly(actor, 'request:update')) throw new AppError('FORBIDDEN', M.onlyManagersAssign);
    await openEstablishment(tx, actor, establishmentId);
    const people = await staffAt(tx, establishmentId);
    return people.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), role: p.role }));
  });
}

/** Raises an open request of the signed-in person at a location they reach; its managers are told. */
export function createRequest(db: Db, actor: Actor, body: RequestCreateParsed): Promise<InternalRequest> {
  return withTenant(db, actor, async (tx) => {
    const { id: establishmentId } = await openEstablishment(tx, actor, body.establishment_id);
    const id = await repo.insertRequest(tx, {
      tenantId: actor.tenantId,
      establishmentId,
      staffId: actor.userId,
      title: body.title,
      description: body.description ?? null,
      type: body.type,
      priority: body.priority,
    });
    const request = toRequest((await repo.findRequest(tx, id))!);
    await notify(tx, {
      tenantId: actor.tenantId,
      managersOf: establishmentId,
      except: actor.userId,
      type: 'task',
      title: `New request from ${request.staffName}: ${request.title}`,
      content: `${REQUEST_TYPE_LABEL[request.type]}, ${request.priority} priority.`,
      actionUrl: REQUESTS_URL,
    });
    return request;
  });
}
