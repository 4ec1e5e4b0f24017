import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserMessageResult } from '@espasyo/domain/contracts/auth';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';
import { once } from './use-verify-email';

/** POST /api/auth/email-change/confirm {token} (the link sent to the new address). */
export const confirmEmailChangeQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.confirmEmailChange(token),
    queryFn: () => api.post<UserMessageResult>('/api/auth/email-change/confirm', { token }),
    ...once,
  });

/** POST /api/auth/email-change/confirm once when the page opens (the link from the new address). */
export function useConfirmEmailChange(token: string) {
  return useQuery({ ...confirmEmailChangeQuery(token), enabled: token.length > 0 });
}
