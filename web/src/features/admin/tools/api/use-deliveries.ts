import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveriesPage, DeliveriesQuery, Delivery } from '@espasyo/domain/contracts/outbox';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export type { Delivery };
export type DeliveryFilter = DeliveriesQuery['status'];

export const DELIVERIES_PATH = '/api/admin/tools/deliveries';
export const DELIVERIES_PAGE_SIZE = 20;

/** GET /api/admin/tools/deliveries: the outbox's tasks, not delivered ones (failed first) by default. */
export const deliveriesQuery = (status: DeliveryFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.deliveryList(status, page),
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({ status, page: String(page), pageSize: String(DELIVERIES_PAGE_SIZE) });
      return api.get<DeliveriesPage>(`${DELIVERIES_PATH}?${q}`, signal);
    },
    placeholderData: keepPreviousData,
    // Waiting tasks are retried and delivered by themselves; keep the table roughly current.
    refetchInterval: 15_000,
  });

export function useDeliveries(status: DeliveryFilter, page: number) {
  return useQuery(deliveriesQuery(status, page));
}
