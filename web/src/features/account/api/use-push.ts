import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, PushDevices, PushKey, PushSubscribeBody } from '@espasyo/domain/contracts/push';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';
import { currentSubscription } from './push-browser';

/** GET /api/me/push/key: the server's VAPID public key, and whether the platform sends push. */
export const pushKeyQuery = () =>
  queryOptions({
    queryKey: accountKeys.pushKey,
    queryFn: ({ signal }) => api.get<PushKey>('/api/me/push/key', signal),
    staleTime: 60 * 60_000,
  });

/** GET /api/me/push-subscriptions, with this browser's own subscription's endpoint (null when it has none). */
export const pushDevicesQuery = () =>
  queryOptions({
    queryKey: accountKeys.pushDevices,
    queryFn: async ({ signal }) => {
      const [list, mine] = await Promise.all([
        api.get<PushDevices>('/api/me/push-subscriptions', signal),
        currentSubscription().catch(() => null),
      ]);
      return { items: list.items, thisEndpoint: mine?.endpoint ?? null };
    },
  });

export function usePushKey() {
  return useQuery(pushKeyQuery());
}

export function usePushDevices() {
  return useQuery(pushDevicesQuery());
}

/** POST /api/me/push-subscriptions: this browser's subscription. */
export function useSavePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSubscribeBody) => api.post<PushDevice>('/api/me/push-subscriptions', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.pushDevices }),
  });
}

/** DELETE /api/me/push-subscriptions/{id}: one of the user's devices. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/me/push-subscriptions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.pushDevices }),
  });
}
