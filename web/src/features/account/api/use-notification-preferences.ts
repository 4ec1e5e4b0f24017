import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesResult } from '@espasyo/domain/contracts/account';
import type { NotificationPreferences } from '@espasyo/domain/schemas/account';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

export type { NotificationPreferences };

/** GET /api/me/notification-preferences: which emails the account gets. */
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: accountKeys.notificationPreferences,
    queryFn: async ({ signal }) =>
      (await api.get<NotificationPreferencesResult>('/api/me/notification-preferences', signal)).preferences,
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}

/** PUT /api/me/notification-preferences: both choices; the answer is what is now stored. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api.put<NotificationPreferencesResult>('/api/me/notification-preferences', preferences),
    onSuccess: ({ preferences }) => queryClient.setQueryData(accountKeys.notificationPreferences, preferences),
  });
}
