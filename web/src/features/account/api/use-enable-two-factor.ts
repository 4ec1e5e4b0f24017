import { useMutation } from '@tanstack/react-query';
import type { RecoveryCodesResult } from '@espasyo/domain/contracts/two-factor';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { recoveryCodesStore } from './recovery-codes-store';
import { useAfterTwoFactorChange } from './after-two-factor-change';

/**
 * POST /api/me/2fa/enable {code}: the recovery codes go to the store BEFORE the status is
 * re-read, so the screen that asked (the admin guard too) keeps showing them until the
 * user confirms they are saved.
 */
export function useEnableTwoFactor() {
  const { user } = useAuth();
  const after = useAfterTwoFactorChange();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodesResult>('/api/me/2fa/enable', { code }),
    onSuccess: async (answer) => {
      if (user) recoveryCodesStore.set({ userId: user.id, codes: answer.recoveryCodes });
      await after();
    },
  });
}
