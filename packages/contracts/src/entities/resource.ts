/**
 * Rooms and equipment of an establishment (spec core.md §7 "rooms and resources"). A room can
 * be held by one active appointment at a time; equipment is listed for reference.
 */
import { z } from 'zod';
import { requiredTextSchema } from '../fields.js';

export const RESOURCE_KINDS = ['room', 'equipment'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const RESOURCE_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 60 characters.',
  kind: `Kind must be one of: ${RESOURCE_KINDS.join(', ')}.`,
  notFound: 'Room or resource not found.',
  inUse: 'This room has appointments; deactivate it instead.',
  /** Spec §8 "Appointments": what the web app shows when the list fails. */
  fetchFailed: 'Failed to fetch rooms',
  /** The room editor's failures. */
  addFailed: 'Failed to add room',
  updateFailed: 'Failed to update room',
  deleteFailed: 'Failed to delete room',
} as const;

export const resourceSchema = z.object({
  id: z.string(),
  establishmentId: z.string(),
  name: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookableResource = z.infer<typeof resourceSchema>;

const name = requiredTextSchema({
  max: 60,
  required: RESOURCE_MESSAGES.nameRequired,
  message: RESOURCE_MESSAGES.nameTooLong,
});

/** POST body: a new room (default) or piece of equipment. */
export const resourceCreateSchema = z.object({
  name,
  kind: z.enum(RESOURCE_KINDS, RESOURCE_MESSAGES.kind).default('room'),
  isActive: z.boolean().default(true),
});
export type ResourceCreate = z.input<typeof resourceCreateSchema>;

/** PUT body: a subset of the fields. */
export const resourceUpdateSchema = z.object({
  name: name.optional(),
  kind: z.enum(RESOURCE_KINDS, RESOURCE_MESSAGES.kind).optional(),
  isActive: z.boolean().optional(),
});
export type ResourceUpdate = z.input<typeof resourceUpdateSchema>;
