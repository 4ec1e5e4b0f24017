import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@espasyo/domain';
import type { MeResult } from '@espasyo/domain/contracts/auth';
import { generic } from '@espasyo/domain/messages/frame';
import { resolveRole, type UserType } from '@espasyo/domain/roles';
import { endPushOnSignOut } from './push-sign-out';
import { api } from './api-client';
import { authKey } from './query-client';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthValue {
  status: AuthStatus;
  user: User | null;
  /** Resolved as docs/product/roles.md says; null while signed out. */
  role: UserType | null;
  /** 'Failed to load user profile' when the session could not be read (docs/product/errors.md). */
  error: string | null;
  /** Store the user a sign-in or sign-up returned, without another round trip. */
  setUser: (user: User | null) => void;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

/** GET /api/auth/me: the signed-in user, or null. */
export const meQuery = () =>
  queryOptions({
    queryKey: authKey,
    queryFn: ({ signal }) => api.get<MeResult>('/api/auth/me', signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: 'always', // notices a sign-out in another tab or an idle timeout
  });

/**
 * The session for the whole app. `onSessionEnded` is told when a signed-in user becomes
 * signed out without asking to (idle timeout, signed out elsewhere), so the UI can say so.
 */
export function AuthProvider({ children, onSessionEnded }: { children: ReactNode; onSessionEnded?: () => void }) {
  const queryClient = useQueryClient();
  const leaving = useRef(false);
  const me = useQuery(meQuery());

  const setUser = useCallback((user: User | null) => queryClient.setQueryData(authKey, { user }), [queryClient]);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: authKey }), [queryClient]);
  const signOut = useCallback(async () => {
    leaving.current = true;
    try {
      await endPushOnSignOut(); // while still signed in: this browser's push subscription goes
      await api.post('/api/auth/signout');
    } finally {
      // Whatever the server said, nothing of the previous user may stay on screen.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKey[0] });
      setUser(null);
    }
  }, [queryClient, setUser]);

  const value = useMemo<AuthValue>(() => {
    const user = me.data?.user ?? null;
    const status: AuthStatus = me.isPending ? 'loading' : user ? 'signedIn' : 'signedOut';
    return {
      status,
      user,
      role: user ? resolveRole(user) : null,
      error: me.isError && !user ? generic.profileLoadFailed : null,
      setUser,
      refresh,
      signOut,
    };
  }, [me.data, me.isPending, me.isError, setUser, refresh, signOut]);

  const previousUser = useRef<string | null>(null);
  useEffect(() => {
    const id = value.user?.id ?? null;
    if (previousUser.current && !id && !leaving.current) onSessionEnded?.();
    if (!id) leaving.current = false;
    previousUser.current = id;
  }, [value.user?.id, onSessionEnded]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** docs/product/errors.md: using the auth facility outside its provider is an error. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
