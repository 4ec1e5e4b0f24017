import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodesResult, TwoFactorSetup, TwoFactorStatus } from '@espasyo/domain/contracts/two-factor';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { accountKeys } from './keys';
import { recoveryCodesStore } from './recovery-codes-store';

export type { TwoFactorSetup, TwoFactorStatus };

/** GET /api/me/2fa: is two-factor sign-in on, and must it be? Keyed per user. */
export const twoFactorStatusQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: accountKeys.twoFactorOf(userId),
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/me/2fa', signal),
    enabled: !!userId,
  });

export function useTwoFactorStatus() {
  const { user } = useAuth();
  return useQuery(twoFactorStatusQuery(user?.id));
}

function useAfterTwoFactorChange() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });
    await refresh();
  };
}

/** POST /api/me/2fa/setup {password?}: a new secret, not yet active until a code confirms it. */
export function useSetupTwoFactor() {
  return useMutation({
    mutationFn: (password?: string) => api.post<TwoFactorSetup>('/api/me/2fa/setup', password ? { password } : {}),
  });
}

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

/** POST /api/me/2fa/disable {password, code}. */
export function useDisableTwoFactor() {
  const after = useAfterTwoFactorChange();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => api.post<void>('/api/me/2fa/disable', input),
    onSuccess: after,
  });
}
