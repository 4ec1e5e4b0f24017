import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Autopay } from '@espasyo/domain/contracts/payments';
import { api } from '@/lib/api-client';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

/** GET /api/bookings/:id/autopay: a tenancy's automatic payment by saved card (its client only; issue 32). */
export const autopayQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.autopay(id),
    queryFn: ({ signal }) => api.get<Autopay>(`${bookingPath(id)}/autopay`, signal),
  });

/** Asked only for the client's own tenancy (`enabled`): the host and staff are refused it. */
export function useAutopay(id: string, enabled = true) {
  return useQuery({ ...autopayQuery(id), enabled });
}

/**
 * PUT /api/bookings/:id/autopay { enabled }: the saved card pays each bill on its due date, or the
 * client pays each through its checkout. The answer is the new state.
 */
export function useSetAutopay(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.put<Autopay>(`${bookingPath(id)}/autopay`, { enabled }),
    onSuccess: (answer) => client.setQueryData(bookingKeys.autopay(id), answer),
  });
}
