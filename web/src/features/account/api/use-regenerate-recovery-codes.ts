import { useMutation } from '@tanstack/react-query';
import type { RecoveryCodesResult } from '@espasyo/domain/contracts/two-factor';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { recoveryCodesStore } from './recovery-codes-store';
import { useAfterTwoFactorChange } from './after-two-factor-change';

/** POST /api/me/2fa/recovery-codes {password?}: ten new codes replace the old ones. */
export function useRegenerateRecoveryCodes() {
  const { user } = useAuth();
  const after = useAfterTwoFactorChange();
  return useMutation({
    mutationFn: (password?: string) =>
      api.post<RecoveryCodesResult>('/api/me/2fa/recovery-codes', password ? { password } : {}),
    onSuccess: async (answer) => {
      if (user) recoveryCodesStore.set({ userId: user.id, codes: answer.recoveryCodes });
      await after();
    },
  });
}
