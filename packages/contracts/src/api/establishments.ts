/** Establishment endpoints (spec core.md §7 "Establishments"). */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { ESTABLISHMENT_ROUTES } from './routes.js';
import { envelope, successOnlySchema } from './envelope.js';
import {
  establishmentCreateSchema,
  establishmentSchema,
  establishmentUpdateSchema,
} from '../entities/establishment.js';

export const establishmentListResponseSchema = envelope(z.array(establishmentSchema));
export const establishmentResponseSchema = envelope(establishmentSchema);
/** Where a new establishment's time zone came from: the request, its address, or the first location. */
export const TIME_ZONE_SOURCES = ['request', 'address', 'first-location'] as const;
export type TimeZoneSource = (typeof TIME_ZONE_SOURCES)[number];
/** POST answer: the establishment, and where its time zone came from when the request named none. */
export const establishmentCreatedResponseSchema = envelope(
  establishmentSchema.extend({ timeZoneSource: z.enum(TIME_ZONE_SOURCES) }),
);
export const idParamSchema = z.object({ id: idSchema('Not a valid id.') });

/** The establishment endpoints under /api/admin/establishments (spec core.md §7). */
export const ESTABLISHMENT_ENDPOINTS = {
  list: endpoint({
    ...ESTABLISHMENT_ROUTES.list,
    access: { signedIn: true },
    summary: "Establishments the actor may use (all of the tenant's for owner and admin).",
    response: establishmentListResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/establishments',
    access: { permission: 'establishment:create' },
    summary:
      "Creates an establishment with the spec's default hours and settings unless given; without a time zone, the address's or the first location's.",
    body: establishmentCreateSchema,
    response: establishmentCreatedResponseSchema,
    status: 201,
  }),
  item: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id',
    access: { signedIn: true },
    summary: 'One establishment; 404 when missing or out of reach.',
    params: idParamSchema,
    response: establishmentResponseSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/establishments/:id',
    access: { permission: 'establishment:update' },
    summary: 'Updates any subset of fields, business hours, settings and the active flag.',
    params: idParamSchema,
    body: establishmentUpdateSchema,
    response: establishmentResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/establishments/:id',
    access: { permission: 'establishment:delete' },
    summary: "Deletes an establishment; 409 for the tenant's last one.",
    params: idParamSchema,
    response: successOnlySchema,
  }),
} as const;
