import { useMutation } from '@tanstack/react-query';
import type { MessageResult } from '@espasyo/domain/contracts/common';
import { api } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string; confirmPassword: string }) =>
      api.post<MessageResult>('/api/auth/reset-password', input),
  });
}
