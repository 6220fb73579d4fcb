/**
 * Social posts' calls and hooks (issue #32 "Social posts"): whether an account is connected, a
 * month of the calendar, and the writes (draft, image, schedule, unschedule, delete). Reads
 * declare what they read, so a change to posts refreshes them; writes are never retried and
 * toast the server's reason (a 503 says no social account is connected).
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  SOCIAL_POST_ENDPOINTS as E,
  SOCIAL_POST_MESSAGES as M,
  endpointPath,
  type SocialPost,
  type SocialPostWrite,
} from '@daybook/contracts';
import { endpointMutation, endpointQuery } from '../../../lib/query/endpoint-query';

/** Whether scheduling is possible: a social account is connected on the server. */
export function useSocialProvider() {
  return useQuery(endpointQuery(E.provider, {}, { reads: [], select: (answer) => answer.data }));
}

/** The posts planned in `month` (YYYY-MM) as `establishmentId`'s zone reads it. */
export function useSocialMonth(month: string, establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.month,
      { query: { month, establishmentId } },
      { reads: ['social_post'], select: (answer) => answer.data, placeholderData: keepPreviousData },
    ),
  );
}

/** Page `page` of every post, unplanned first (the drafts the calendar cannot place). */
export function useSocialPostPage(page: number) {
  return useQuery(
    endpointQuery(
      E.list,
      { query: { page: String(page) } },
      { reads: ['social_post'], select: (answer) => answer.data },
    ),
  );
}

/** Where the post's image is read (signed-in, same origin); `version` busts the browser's copy. */
export function imageUrl(post: Pick<SocialPost, 'id' | 'updatedAt'>): string {
  return `${endpointPath(E.image, { id: post.id })}?v=${encodeURIComponent(post.updatedAt)}`;
}

export function useCreatePost() {
  return useMutation(
    endpointMutation(E.create, {
      call: (body: SocialPostWrite) => ({ body }),
      errorTitle: M.saveFailed,
      writes: ['social_post'],
    }),
  );
}

export function useUpdatePost() {
  return useMutation(
    endpointMutation(E.update, {
      call: (vars: { id: string; body: SocialPostWrite }) => ({ params: { id: vars.id }, body: vars.body }),
      errorTitle: M.saveFailed,
      writes: ['social_post'],
    }),
  );
}

/** Sends the image's bytes (base64); the server tells its type from them. */
export function useUploadImage() {
  return useMutation(
    endpointMutation(E.uploadImage, {
      call: (vars: { id: string; data: string }) => ({ params: { id: vars.id }, body: { data: vars.data } }),
      errorTitle: M.uploadFailed,
      writes: ['social_post'],
    }),
  );
}

export function useDeletePost() {
  return useMutation({
    ...endpointMutation(E.remove, {
      call: (id: string) => ({ params: { id } }),
      errorTitle: M.deleteFailed,
      writes: ['social_post'],
    }),
    onSuccess: () => notifications.show({ color: 'green', message: 'Post deleted.' }),
  });
}

export function useSchedulePost() {
  return useMutation({
    ...endpointMutation(E.schedule, {
      call: (id: string) => ({ params: { id } }),
      errorTitle: M.scheduleFailed,
      writes: ['social_post'],
    }),
    onSuccess: () => notifications.show({ color: 'green', message: 'Post scheduled.' }),
  });
}

export function useUnschedulePost() {
  return useMutation({
    ...endpointMutation(E.unschedule, {
      call: (id: string) => ({ params: { id } }),
      errorTitle: M.unscheduleFailed,
      writes: ['social_post'],
    }),
    onSuccess: () => notifications.show({ color: 'green', message: 'Post moved back to drafts.' }),
  });
}
