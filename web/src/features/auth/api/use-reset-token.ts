import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetTokenStatus } from '@espasyo/domain/contracts/auth';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

/** GET /api/auth/reset-password/:token: whether a reset link can still be used. */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => api.get<ResetTokenStatus>(`/api/auth/reset-password/${encodeURIComponent(token)}`, signal),
    staleTime: Infinity,
  });

/** Checks a reset link before showing the form, so a used or expired link says so at once. */
export function useResetToken(token: string) {
  return useQuery({ ...resetTokenQuery(token), enabled: token.length > 0 });
}
