/** Rows to the wire shape of contracts (entities/request.ts). */
import type { InternalRequest } from '@daybook/contracts';
import type { RequestRow } from './requests.repository.js';

export function toRequest(r: RequestRow): InternalRequest {
  return {
    id: r.id,
    establishmentId: r.establishmentId,
    staffId: r.staffId,
    staffName: r.staffName ?? '',
    assignedTo: r.assignedTo,
    assignedToName: r.assignedTo ? (r.assignedToName ?? '') : null,
    title: r.title,
    description: r.description,
    type: r.type,
    priority: r.priority,
    status: r.status,
    response: r.response,
    resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
