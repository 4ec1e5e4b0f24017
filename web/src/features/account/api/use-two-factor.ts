import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { accountKeys } from './keys';
import { recoveryCodesStore } from './recovery-codes-store';

export interface TwoFactorStatus {
  enabled: boolean;
  pending?: boolean;
  enabledAt?: string | null;
  recoveryCodesLeft?: number;
  required?: boolean;
}
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrDataUrl?: string | null;
}

/**
 * GET /api/me/2fa when the server has it; otherwise the user's own twoFactorEnabled flag,
 * so the card still tells the truth on a server without the status endpoint.
 */
export function useTwoFactorStatus() {
  const { user } = useAuth();
  const flag = (user as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled ?? false;
  return useQuery({
    queryKey: [...accountKeys.twoFactor, user?.id],
    queryFn: async ({ signal }): Promise<TwoFactorStatus> => {
      try {
        return await api.get<TwoFactorStatus>('/api/me/2fa', signal);
      } catch (e) {
        if (e instanceof ApiError && (e.status === 404 || e.status === 405)) return { enabled: flag };
        throw e;
      }
    },
    enabled: !!user,
  });
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
    mutationFn: (code: string) => api.post<{ recoveryCodes: string[] }>('/api/me/2fa/enable', { code }),
    onSuccess: async (answer) => {
      if (user) recoveryCodesStore.set({ userId: user.id, codes: answer.recoveryCodes ?? [] });
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
      api.post<{ recoveryCodes: string[] }>('/api/me/2fa/recovery-codes', password ? { password } : {}),
    onSuccess: async (answer) => {
      if (user) recoveryCodesStore.set({ userId: user.id, codes: answer.recoveryCodes ?? [] });
      await after();
    },
  });
}

/** POST /api/me/2fa/disable {password, code}. */
export function useDisableTwoFactor() {
  const after = useAfterTwoFactorChange();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => api.post<unknown>('/api/me/2fa/disable', input),
    onSuccess: after,
  });
}
