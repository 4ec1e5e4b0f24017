import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAfterTwoFactorChange } from './after-two-factor-change';

/** POST /api/me/2fa/disable {password, code}. */
export function useDisableTwoFactor() {
  const after = useAfterTwoFactorChange();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => api.post<void>('/api/me/2fa/disable', input),
    onSuccess: after,
  });
}
