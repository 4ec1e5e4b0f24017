import { useMutation } from '@tanstack/react-query';
import type { AuthResult } from '@espasyo/domain/contracts/auth';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function useVerifyTwoFactor() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (input: { challengeId: string; code?: string; recoveryCode?: string }) =>
      api.post<AuthResult>('/api/auth/2fa/verify', input),
    onSuccess: (res) => setUser(res.user, res.consentsDue),
  });
}
