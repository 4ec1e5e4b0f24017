import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryResult } from '@espasyo/domain/contracts/outbox';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export const retryDeliveryPath = (id: string) => `/api/admin/tools/deliveries/${encodeURIComponent(id)}/retry`;

/** POST …/deliveries/:id/retry: the task as it stands after this try (delivered, or waiting or failed again). */
export function useRetryDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<DeliveryResult>(retryDeliveryPath(id))).delivery,
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.deliveries() }),
  });
}
