import { useMutation } from '@tanstack/react-query';
import type { MessageResult } from '@espasyo/domain/contracts/common';
import { api } from '@/lib/api-client';

/** POST /api/me/email {email, password?}: a confirmation link goes to the new address; nothing changes yet. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password?: string }) =>
      api.post<MessageResult>('/api/me/email', { email: email.trim(), ...(password ? { password } : {}) }),
  });
}
