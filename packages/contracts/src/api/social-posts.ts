/**
 * Social posts (issue #32 "Social posts", under Campaigns): drafts with one image, a content
 * calendar, and scheduling that publishes through a connected Facebook Page / Instagram business
 * account. Managers and owners (roles.ts `marketing:*`).
 *
 * Readings:
 * - `caption`: at most SOCIAL_CAPTION_MAX characters (Instagram's limit), counted as the reader
 *   sees them (an emoji is one), newlines allowed.
 * - `image`: one JPEG, PNG or WebP of at most SOCIAL_IMAGE_MAX_BYTES, recognised by its bytes
 *   (the name and the declared type are not trusted). It travels as base64 inside JSON and is read
 *   back from the post's image endpoint, signed in, by its own business only.
 * - `plannedAt`: an ISO instant; the calendar shows it in the zone of the selected location.
 * - `status`: draft (editable), scheduled (waits for its time; unschedule to edit), published,
 *   or failed (with the reason; editable and schedulable again).
 * - Scheduling needs a connected social account: without one it answers 503 with
 *   SOCIAL_POST_MESSAGES.notConnected and nothing changes; drafts work either way.
 */
import { z } from 'zod';
import { hasControlCharacter, idSchema, instantSchema, queryInt } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope, successOnlySchema } from './envelope.js';

/** Instagram's caption limit, in characters. */
export const SOCIAL_CAPTION_MAX = 2200;
/** Largest image, in bytes once decoded. */
export const SOCIAL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest image upload body: the largest image in base64 plus room for the JSON around it. */
export const SOCIAL_IMAGE_MAX_BODY_BYTES = Math.ceil(SOCIAL_IMAGE_MAX_BYTES / 3) * 4 + 1024;
/** Image types a post may carry (raster only). */
export const SOCIAL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type SocialImageType = (typeof SOCIAL_IMAGE_TYPES)[number];
export const SOCIAL_PLATFORMS = ['instagram', 'facebook'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_POST_STATUSES = ['draft', 'scheduled', 'published', 'failed'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];
/** Posts per page of the paged list. */
export const SOCIAL_POST_PAGE_SIZE = 20;

/** Bad input and refusals of the social post endpoints, in the spec's manner. */
export const SOCIAL_POST_MESSAGES = {
  notFound: 'Post not found.',
  postId: 'Not a valid post id.',
  caption: `Keep the caption to ${SOCIAL_CAPTION_MAX.toLocaleString('en-US')} characters (Instagram’s limit).`,
  control: 'The caption cannot contain control characters.',
  platforms: 'Choose Instagram, Facebook or both, each once.',
  plannedAt: 'The planned time is an ISO date and time with its offset.',
  month: 'The month is YYYY-MM.',
  page: 'page must be a whole number from 1 to 10,000.',
  establishment: 'Not a valid location id.',
  imageType: 'Use a JPEG, PNG or WebP image.',
  imageSize: `The image must be at most ${SOCIAL_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  imageBase64: 'The image must travel as base64.',
  noImage: 'This post has no image.',
  notConnected: 'No social account is connected: set up Facebook or Instagram to schedule posts.',
  platformNotConnected: (platform: string) =>
    `${platform} is not connected: remove it from the post or connect the account to schedule.`,
  needsImage: 'Add an image before scheduling: Instagram and Facebook photo posts need one.',
  needsPlatform: 'Choose where to post (Instagram, Facebook or both) before scheduling.',
  needsTime: 'Pick a planned date and time before scheduling.',
  pastTime: 'The planned time has passed: pick a time in the future to schedule.',
  notEditable: 'Unschedule this post to change it; a published post cannot be changed.',
  notDeletable: 'Only drafts and failed posts can be deleted: unschedule this post first.',
  notSchedulable: 'Only drafts and failed posts can be scheduled.',
  notScheduled: 'This post is not waiting to be published.',
  alreadyPublishing: 'This post is being published now and cannot be unscheduled.',
  interrupted:
    'Publishing was interrupted: check Facebook and Instagram for this post before scheduling it again.',
  saveFailed: 'Could not save the post.',
  deleteFailed: 'Could not delete the post.',
  scheduleFailed: 'Could not schedule the post.',
  unscheduleFailed: 'Could not unschedule the post.',
  uploadFailed: 'Could not upload the image.',
} as const;
const M = SOCIAL_POST_MESSAGES;

/** A caption's length as Instagram counts it: characters (code points), not UTF-16 units. */
export function captionLength(caption: string): number {
  return [...caption].length;
}

/** The type of image `bytes` hold by their signature, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): SocialImageType | null {
  const at = (i: number) => bytes[i];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => at(i) === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const captionSchema = z
  .string(M.caption)
  .refine((s) => !hasControlCharacter(s, true), M.control)
  .trim()
  .refine((s) => captionLength(s) <= SOCIAL_CAPTION_MAX, M.caption);

const platformsSchema = z
  .array(z.enum(SOCIAL_PLATFORMS, M.platforms), M.platforms)
  .max(SOCIAL_PLATFORMS.length, M.platforms)
  .refine((list) => new Set(list).size === list.length, M.platforms);

/** A post as the calendar and the editor read it (`plannedAt`, `publishedAt`: ISO instants). */
export const socialPostSchema = z.object({
  id: z.string(),
  caption: z.string(),
  platforms: z.array(z.enum(SOCIAL_PLATFORMS)),
  plannedAt: z.string().nullable(),
  status: z.enum(SOCIAL_POST_STATUSES),
  /** The image's type, or null when the post has none yet. */
  imageType: z.enum(SOCIAL_IMAGE_TYPES).nullable(),
  /** Bytes of the image; 0 without one. */
  imageBytes: z.number().int(),
  publishedAt: z.string().nullable(),
  /** Why publishing failed (the platform's sentence), when it did. */
  failureReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SocialPost = z.infer<typeof socialPostSchema>;

/** POST and PUT body: caption, platforms and planned time (null: not planned yet). */
export const socialPostWriteSchema = z.object({
  caption: captionSchema,
  platforms: platformsSchema,
  plannedAt: instantSchema(M.plannedAt).nullable(),
});
export type SocialPostWrite = z.input<typeof socialPostWriteSchema>;

/** PUT …/image body: the image's bytes in base64 (the server reads the type from them). */
export const socialPostImageBodySchema = z.object({
  data: z
    .string(M.imageBase64)
    .max(Math.ceil(SOCIAL_IMAGE_MAX_BYTES / 3) * 4 + 4, M.imageSize)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, M.imageBase64),
});
export type SocialPostImageBody = z.infer<typeof socialPostImageBodySchema>;

/** The calendar's month: the posts planned in it, read in the location's zone. */
export const socialPostMonthSchema = z.object({
  month: z.string(),
  /** The IANA zone the month's days are in (the location's). */
  timeZone: z.string(),
  posts: z.array(socialPostSchema),
});
export type SocialPostMonth = z.infer<typeof socialPostMonthSchema>;

export const socialPostPageSchema = z.object({
  posts: z.array(socialPostSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SocialPostPage = z.infer<typeof socialPostPageSchema>;

/** Whether a social account is connected, and which platforms it can post to. */
export const socialProviderStatusSchema = z.object({
  configured: z.boolean(),
  platforms: z.array(z.enum(SOCIAL_PLATFORMS)),
});
export type SocialProviderStatus = z.infer<typeof socialProviderStatusSchema>;

const postParams = z.object({ id: idSchema(M.postId) });
const monthQuery = z.object({
  month: z
    .string(M.month)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.month)
    .refine((s) => Number(s.slice(0, 4)) >= 1900 && Number(s.slice(0, 4)) <= 2200, M.month),
  establishmentId: idSchema(M.establishment),
});
const pageQuery = z.object({ page: queryInt(M.page, 1, 10_000).default(1) });

const BASE = '/api/admin/marketing/social-posts';

export const SOCIAL_POST_ENDPOINTS = {
  provider: endpoint({
    method: 'GET',
    path: `${BASE}/provider`,
    access: { permission: 'marketing:read' },
    summary: 'Whether a social account is connected (scheduling needs one) and its platforms.',
    response: envelope(socialProviderStatusSchema),
  }),
  month: endpoint({
    method: 'GET',
    path: `${BASE}/calendar`,
    access: { permission: 'marketing:read' },
    summary: 'The posts planned in a month (YYYY-MM) in the location’s zone, by planned time.',
    query: monthQuery,
    response: envelope(socialPostMonthSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: BASE,
    access: { permission: 'marketing:read' },
    summary: 'One page (20) of every post, unplanned first, then latest planned first.',
    query: pageQuery,
    response: envelope(socialPostPageSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    access: { permission: 'marketing:create' },
    summary: 'Saves a draft post (caption, platforms, planned time).',
    body: socialPostWriteSchema,
    response: envelope(socialPostSchema),
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    access: { permission: 'marketing:read' },
    summary: 'One post.',
    params: postParams,
    response: envelope(socialPostSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    access: { permission: 'marketing:update' },
    summary: 'Replaces a draft’s or failed post’s caption, platforms and planned time (it becomes a draft).',
    params: postParams,
    body: socialPostWriteSchema,
    response: envelope(socialPostSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    access: { permission: 'marketing:delete' },
    summary: 'Deletes a draft or failed post and its image.',
    params: postParams,
    response: successOnlySchema,
  }),
  uploadImage: endpoint({
    method: 'PUT',
    path: `${BASE}/:id/image`,
    access: { permission: 'marketing:update' },
    summary: 'Sets a draft’s image: JPEG, PNG or WebP up to 5 MB, as base64 (413 past the body limit).',
    params: postParams,
    body: socialPostImageBodySchema,
    response: envelope(socialPostSchema),
  }),
  image: endpoint({
    method: 'GET',
    path: `${BASE}/:id/image`,
    access: { permission: 'marketing:read' },
    summary: 'The post’s image bytes, with their type (404 when it has none).',
    params: postParams,
    response: z.string().describe('The image bytes.'),
    mediaType: 'image/*',
  }),
  schedule: endpoint({
    method: 'POST',
    path: `${BASE}/:id/schedule`,
    access: { permission: 'marketing:update' },
    summary: 'Schedules a post to publish at its planned time (503 when no social account is connected).',
    params: postParams,
    response: envelope(socialPostSchema),
  }),
  unschedule: endpoint({
    method: 'POST',
    path: `${BASE}/:id/unschedule`,
    access: { permission: 'marketing:update' },
    summary:
      'Takes a scheduled post back to draft before it publishes; one whose publishing stalled 30 minutes is marked failed.',
    params: postParams,
    response: envelope(socialPostSchema),
  }),
} as const;
