import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentGatewayStatus } from '@espasyo/domain/contracts/payments';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export type { PaymentGatewayStatus };

/** GET /api/admin/settings/payment-gateway: which gateway really takes payments, and why. */
export const paymentGatewayStatusQuery = (chosen: string) =>
  queryOptions({
    queryKey: adminKeys.paymentGatewayStatus(chosen),
    queryFn: ({ signal }) => api.get<PaymentGatewayStatus>('/api/admin/settings/payment-gateway', signal),
  });

export function usePaymentGatewayStatus(chosen: string) {
  return useQuery(paymentGatewayStatusQuery(chosen));
}
