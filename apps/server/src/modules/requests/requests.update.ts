/**
 * Changes to a request (spec §4; issue #15): assign, move the status, respond, edit. The new
 * assignee is told; the requester is told when the request is resolved or closed, or answered.
 */
import {
  REQUEST_MESSAGES as M,
  REQUEST_STATUS_LABEL,
  type InternalRequest,
  type RequestUpdateParsed,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { invalid } from '../../core/app-error.js';
import { activeStaffAt } from '../establishments/index.js';
import { notify } from '../notifications/index.js';
import { openRequest, ownOnly } from './requests.access.js';
import { toRequest } from './requests.mapper.js';
import * as repo from './requests.repository.js';
import { planChange } from './requests.rules.js';
import { REQUESTS_URL } from './requests.service.js';

/**
 * Applies `body` to request `id` (request:update; `:own` roles only what requests.rules.ts lets
 * them). 400 for an assignee who is not an active person of the request's location.
 */
export function updateRequest(
  db: Db,
  actor: Actor,
  id: string,
  body: RequestUpdateParsed,
  now: Date,
): Promise<InternalRequest> {
  return withTenant(db, actor, async (tx) => {
    const { request } = await openRequest(tx, actor, id, true);
    const who = { userId: actor.userId, manager: !ownOnly(actor, 'request:update') };
    const plan = planChange(request, body, who, now);
    if (
      plan.newAssignee &&
      (await activeStaffAt(tx, request.establishmentId, [plan.newAssignee])).length === 0
    )
      throw invalid('assigned_to', M.assigneeNotHere);
    await repo.updateRequest(tx, id, plan.values);
    const updated = toRequest((await repo.findRequest(tx, id))!);
    const base = {
      tenantId: actor.tenantId,
      except: actor.userId,
      type: 'task' as const,
      actionUrl: REQUESTS_URL,
    };
    if (plan.newAssignee)
      await notify(tx, {
        ...base,
        userIds: [plan.newAssignee],
        title: `Request assigned to you: ${updated.title}`,
        content: `Raised by ${updated.staffName}, ${updated.priority} priority.`,
      });
    const finished =
      plan.status !== request.status && (plan.status === 'resolved' || plan.status === 'closed');
    if (finished || plan.responded)
      await notify(tx, {
        ...base,
        userIds: [updated.staffId],
        title: finished
          ? `Your request was ${REQUEST_STATUS_LABEL[plan.status].toLowerCase()}: ${updated.title}`
          : `New response to your request: ${updated.title}`,
        content: updated.response ?? '',
      });
    return updated;
  });
}
