import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonthlyPriceAnswer, MonthlyPriceRequest } from '@espasyo/domain/contracts/bookings';
import { api } from '@/lib/api-client';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

/**
 * PUT /api/bookings/:id/monthly-price (issue 32): the host's new monthly price for a running
 * tenancy, from the first bill due 30 days ahead; the bills (one repriced) and the booking are read again.
 */
export function useChangePrice(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MonthlyPriceRequest) => api.put<MonthlyPriceAnswer>(`${bookingPath(id)}/monthly-price`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: bookingKeys.bills(id) });
      void client.invalidateQueries({ queryKey: bookingKeys.one(id) });
    },
  });
}
