import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@espasyo/domain/contracts/two-factor';
import { api } from '@/lib/api-client';

/** POST /api/me/2fa/setup {password?}: a new secret, not yet active until a code confirms it. */
export function useSetupTwoFactor() {
  return useMutation({
    mutationFn: (password?: string) => api.post<TwoFactorSetup>('/api/me/2fa/setup', password ? { password } : {}),
  });
}
