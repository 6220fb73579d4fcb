/**
 * The person's own profile and password (issue #11) in TanStack Query. A saved profile replaces
 * the workspace's copy (queryKeys.profile), so the shell shows the new name at once, and the
 * readers of people (staff lists, names on records) read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import {
  ADMIN_ENDPOINTS,
  AUTH_ENDPOINTS,
  type ChangePasswordRequest,
  type UpdateProfileRequest,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Saves the signed-in person's name, phone and picture; errors stay with the caller's form. */
export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileRequest) =>
      (await callEndpoint(ADMIN_ENDPOINTS.updateProfile, { params: { userId }, body })).data,
    onSuccess: (profile) => {
      client.setQueryData(queryKeys.profile(userId), profile);
      toasts.show({ color: 'green', title: 'Profile saved', message: '' });
    },
    meta: { writes: ['user'] },
  });
}

/** Changes the password; the server ends the person's other sessions and keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => callEndpoint(AUTH_ENDPOINTS.changePassword, { body }),
    onSuccess: () =>
      toasts.show({
        color: 'green',
        title: 'Password changed',
        message: 'You were signed out everywhere else.',
      }),
  });
}
