import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { accountKeys } from './keys';

export function useAfterTwoFactorChange() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });
    await refresh();
  };
}
