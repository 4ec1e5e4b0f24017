import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { accountKeys } from './keys';

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

/** POST /api/me/2fa/setup: a new secret, not yet active until a code confirms it. */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/api/me/2fa/setup') });
}

/** POST /api/me/2fa/enable {code}: answers the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const after = useAfterTwoFactorChange();
  return useMutation({
    mutationFn: (code: string) => api.post<{ recoveryCodes: string[] }>('/api/me/2fa/enable', { code }),
    onSuccess: after,
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
