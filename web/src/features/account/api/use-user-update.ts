import { useCallback } from 'react';
import type { User } from '@espasyo/domain/schemas/auth';
import { useAuth } from '@/lib/auth';

/** After an account write: store the user the server sent back, so every screen shows the new name, photo or badge at once. */
export function useApplyUser() {
  const { setUser } = useAuth();
  return useCallback((answer: { user: User }) => setUser(answer.user), [setUser]);
}
