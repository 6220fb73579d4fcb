/**
 * What Dawn AI's write tools share (issue #33 "an approval card that shows exactly what will
 * change"): the names a card shows, read fresh through the routes as the person (a client, a
 * service, a staff member, a location), each refused as the route that would run refuses it.
 */
import {
  CRM_ENDPOINTS,
  ESTABLISHMENT_ENDPOINTS,
  SERVICE_ENDPOINTS,
  STAFF_ENDPOINTS,
  hasPermission,
  type AssistantToolPreview,
  type EndpointShape,
} from '@daybook/contracts';
import { AppError, invalid } from '../../../core/app-error.js';
import type { ToolContext } from './tool.js';

/** One line of an approval card. */
export type PreviewChange = AssistantToolPreview['changes'][number];

/** A line for something the write creates (nothing before it). */
export const added = (label: string, after: string): PreviewChange => ({ label, before: null, after });

/**
 * 403, as the route's guard answers, when the person's role may not call the write `contract` at
 * all (spec §6 roles table, the one the guard reads). Checked before anything is read, so no
 * approval card is shown for a write the route would refuse, and the refusal is the route's own
 * rather than that of a read on the way (a client the person cannot see).
 */
export function assertMayCall(ctx: ToolContext, contract: EndpointShape): void {
  const { access } = contract;
  if ('permission' in access && !hasPermission(ctx.actor.role, access.permission))
    throw new AppError('FORBIDDEN');
}

/** The client, read fresh (the client route's own 404 when the person cannot see them). */
export function clientOf(ctx: ToolContext, clientId: string) {
  return ctx.api(CRM_ENDPOINTS.client, { params: { id: clientId } });
}

/**
 * The active service `serviceId` of the location; 400 `message` on `serviceId` when it is not one
 * (the message the write's route gives for it).
 */
export async function serviceAt(
  ctx: ToolContext,
  establishmentId: string,
  serviceId: string,
  message: string,
) {
  const services = await ctx.api(SERVICE_ENDPOINTS.list, {
    params: { establishmentId, tenantId: ctx.actor.tenantId },
  });
  const service = services.find((s) => s.id === serviceId && s.isActive);
  if (!service) throw invalid('serviceId', message);
  return service;
}

/**
 * The staff member `staffId` working at the location; 400 `message` on `staffId` when they do not
 * (the message the write's route gives for it).
 */
export async function staffAt(ctx: ToolContext, establishmentId: string, staffId: string, message: string) {
  const staff = await ctx.api(STAFF_ENDPOINTS.list, {
    params: { establishmentId, tenantId: ctx.actor.tenantId },
  });
  const member = staff.find((s) => s.id === staffId);
  if (!member) throw invalid('staffId', message);
  return member;
}

/**
 * The location, read first so that one the person cannot reach is refused as the location-bound
 * routes refuse it (404 'Establishment not found.'), before any client or service is looked up.
 */
export function locationAt(ctx: ToolContext, establishmentId: string) {
  return ctx.api(ESTABLISHMENT_ENDPOINTS.item, { params: { id: establishmentId } });
}

/** 'HH:MM' plus `minutes`, on a 24-hour clock ('24:00' at midnight exactly, as end times are). */
export function addMinutes(hhmm: string, minutes: number): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const total = Math.min(h * 60 + m + minutes, 24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
