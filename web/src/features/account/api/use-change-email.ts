import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/me/email {email, password?}: a confirmation link goes to the new address; nothing changes yet. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password?: string }) =>
      api.post<{ message: string }>('/api/me/email', { email: email.trim(), ...(password ? { password } : {}) }),
  });
}
