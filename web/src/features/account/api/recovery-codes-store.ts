import { useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth';

/**
 * Recovery codes the server has just issued and the user has not yet confirmed saving.
 * Kept outside React Query on purpose: the status query flips to "enabled" (and the admin
 * guard would move on) long before the user has copied the codes. Memory only, and tied to
 * the user they belong to, so nobody else signing in on this tab sees them; a reload loses
 * them, and new codes can be created from the account page.
 */
let held: { userId: string; codes: string[] } | null = null;
const listeners = new Set<() => void>();

export const recoveryCodesStore = {
  set(next: { userId: string; codes: string[] } | null) {
    held = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => held,
};

/** The signed-in user's codes waiting for 'I have saved these codes', or null. */
export function useUnconfirmedRecoveryCodes(): string[] | null {
  const { user } = useAuth();
  const current = useSyncExternalStore(recoveryCodesStore.subscribe, recoveryCodesStore.get, recoveryCodesStore.get);
  return current && user && current.userId === user.id ? current.codes : null;
}
