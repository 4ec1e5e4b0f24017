import { useMutation } from '@tanstack/react-query';
import type { MessageResult } from '@espasyo/domain/contracts/common';
import { api } from '@/lib/api-client';

export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<MessageResult>('/api/auth/verify-email/resend') });
}
