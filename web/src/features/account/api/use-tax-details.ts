import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxDetailsView } from '@espasyo/domain/contracts/invoices';
import type { TaxDetailsInput } from '@espasyo/domain/schemas/tax-details';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET /api/host/tax-details: the host's TIN for the platform's invoices. */
export const taxDetailsQuery = () =>
  queryOptions({
    queryKey: accountKeys.taxDetails,
    queryFn: ({ signal }) => api.get<TaxDetailsView>('/api/host/tax-details', signal),
  });

export function useTaxDetails() {
  return useQuery(taxDetailsQuery());
}

/** PUT /api/host/tax-details: the TIN (empty removes it); the answer is what is kept. */
export function useSaveTaxDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxDetailsInput) => api.put<TaxDetailsView>('/api/host/tax-details', input),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.taxDetails, saved),
  });
}
