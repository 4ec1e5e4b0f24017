import { useMutation } from '@tanstack/react-query';
import type { MessageResult } from '@espasyo/domain/contracts/common';
import { api } from '@/lib/api-client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<MessageResult>('/api/auth/forgot-password', { email: email.trim() }),
  });
}
