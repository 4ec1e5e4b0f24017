import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesResult } from '@espasyo/domain/contracts/account';
import type { NotificationPreferences } from '@espasyo/domain/schemas/account';
import { api } from '@/lib/api-client';
import { FRAME_STALE_MS } from '@/lib/query-client';
import { accountKeys } from './keys';

export type { NotificationPreferences };

/** GET /api/me/notification-preferences: how the account is told, and what the platform turned off for everyone. */
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: accountKeys.notificationPreferences,
    queryFn: ({ signal }) => api.get<NotificationPreferencesResult>('/api/me/notification-preferences', signal),
    staleTime: FRAME_STALE_MS,
  });

/** The user's choices (what the bell, the sound and browser alerts read). */
export function useNotificationPreferences() {
  return useQuery({ ...notificationPreferencesQuery(), select: (r) => r.preferences });
}

/** The choices with those the platform turned off for everyone (the settings card). */
export function useNotificationSettings() {
  return useQuery(notificationPreferencesQuery());
}

/** PUT /api/me/notification-preferences: every choice; the answer is what is now stored. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api.put<NotificationPreferencesResult>('/api/me/notification-preferences', preferences),
    onSuccess: (result) => queryClient.setQueryData(accountKeys.notificationPreferences, result),
  });
}
