import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyCards, RemovedCard } from '@espasyo/domain/contracts/payments';
import { api } from '@/lib/api-client';
import { bookingKeys } from '@/features/bookings';
import { paymentKeys } from './keys';

/** GET /api/me/saved-cards: the client's saved cards and the monthly rentals each pays. */
export const savedCardsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.savedCards,
    queryFn: ({ signal }) => api.get<MyCards>('/api/me/saved-cards', signal),
  });

export function useSavedCards() {
  return useQuery(savedCardsQuery());
}

/** DELETE /api/me/saved-cards/:id: the card is forgotten; the tenancies it paid show autopay off. */
export function useRemoveSavedCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<RemovedCard>(`/api/me/saved-cards/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: paymentKeys.savedCards });
      await client.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
