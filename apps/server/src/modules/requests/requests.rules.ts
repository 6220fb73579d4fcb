/**
 * What a change to a request does and who may make it (spec §4; roles.ts `request`). Managers
 * (`request:*`) may do everything; among `:own` roles the requester edits details while the
 * request is open, closes or reopens it, and the assignee starts, answers and resolves it. Only
 * managers assign. Status moves follow REQUEST_TRANSITIONS; closed is final.
 */
import {
  REQUEST_MESSAGES as M,
  canMoveRequest,
  type RequestStatus,
  type RequestUpdateParsed,
} from '@daybook/contracts';
import { AppError } from '../../core/app-error.js';
import type { RequestInsert, RequestRow } from './requests.repository.js';

export interface Changer {
  userId: string;
  /** Holds `request:update` for every request of the location (managers, owners, admins). */
  manager: boolean;
}

export interface Plan {
  values: Partial<RequestInsert>;
  status: RequestStatus;
  /** The new assignee, when the change names someone else than before. */
  newAssignee: string | null;
  responded: boolean;
}

const DONE: readonly RequestStatus[] = ['resolved', 'closed'];
const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** The status after the change: the one asked for, else what an assignment implies. */
function targetStatus(
  request: RequestRow,
  body: RequestUpdateParsed,
  assignee: string | null,
): RequestStatus {
  if (body.status) return body.status;
  if (body.assigned_to === undefined) return request.status;
  if (assignee && request.status === 'open') return 'in_progress';
  if (!assignee && request.status === 'in_progress') return 'open';
  return request.status;
}

function checkStatusRight(status: RequestStatus, request: RequestRow, who: Changer): void {
  if (who.manager) return;
  const requester = request.staffId === who.userId;
  const assignee = request.assignedTo === who.userId;
  if ((status === 'resolved' || status === 'in_progress') && !assignee)
    throw forbidden(M.onlyAssigneeResolves);
  if ((status === 'closed' || status === 'open') && !requester) throw forbidden(M.onlyRequesterCloses);
}

/**
 * The columns to write for `body` on `request` by `who`, at `now`. 400 when nothing is asked,
 * 403 for a change the person may not make, 409 for a closed request or a refused status move.
 */
export function planChange(request: RequestRow, body: RequestUpdateParsed, who: Changer, now: Date): Plan {
  const details = {
    title: body.title,
    description: body.description,
    type: body.type,
    priority: body.priority,
  };
  const asksDetails = Object.values(details).some((v) => v !== undefined);
  if (!asksDetails && body.assigned_to === undefined && !body.status && body.response === undefined)
    throw new AppError('VALIDATION', M.nothingToChange);
  if (request.status === 'closed') throw new AppError('CONFLICT', M.closedFinal);
  if (asksDetails && !who.manager && !(request.staffId === who.userId && request.status === 'open'))
    throw forbidden(M.onlyManagersEdit);
  if (body.assigned_to !== undefined && !who.manager) throw forbidden(M.onlyManagersAssign);
  if (body.response !== undefined && !who.manager && request.assignedTo !== who.userId)
    throw forbidden(M.onlyAssigneeResolves);

  const assignee = body.assigned_to === undefined ? request.assignedTo : body.assigned_to;
  const status = targetStatus(request, body, assignee);
  if (status !== request.status) {
    if (!canMoveRequest(request.status, status))
      throw new AppError('CONFLICT', M.transition(request.status, status));
    checkStatusRight(status, request, who);
  }
  if (status === 'in_progress' && !assignee) throw new AppError('CONFLICT', M.needsAssignee);

  const values: Partial<RequestInsert> = { status, assignedTo: assignee };
  for (const [key, value] of Object.entries(details))
    if (value !== undefined) Object.assign(values, { [key]: value });
  if (body.response !== undefined) values.response = body.response;
  if (!DONE.includes(status)) values.resolvedAt = null;
  else if (!DONE.includes(request.status)) values.resolvedAt = now;
  return {
    values,
    status,
    newAssignee: assignee && assignee !== request.assignedTo ? assignee : null,
    responded: body.response !== undefined && body.response !== request.response && body.response !== null,
  };
}
