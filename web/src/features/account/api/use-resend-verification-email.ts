import { useMutation } from '@tanstack/react-query';
import type { MessageResult } from '@espasyo/domain/contracts/common';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify-email/resend: a fresh confirmation link to the account's address. */
export function useResendVerificationEmail() {
  return useMutation({ mutationFn: () => api.post<MessageResult>('/api/auth/verify-email/resend') });
}
