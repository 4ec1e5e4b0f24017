import { useCallback } from 'react';
import type { User } from '@espasyo/domain/schemas/auth';
import { useAuth } from '@/lib/auth';

/**
 * After an account write: store the user the server sent back, or re-read it when the
 * answer did not carry one, so every screen shows the new name, photo or badge at once.
 */
export function useApplyUser() {
  const { setUser, refresh } = useAuth();
  return useCallback(
    async (answer: unknown) => {
      const user = (answer as { user?: User } | undefined)?.user;
      if (user && typeof user === 'object' && 'id' in user) setUser(user);
      else await refresh();
    },
    [setUser, refresh],
  );
}
