import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { en, resolveRole, type User, type UserType } from '@espasyo/domain';
import { api } from './api-client';
import { authKey } from './query-client';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthValue {
  status: AuthStatus;
  user: User | null;
  /** Resolved as spec §6 says; null while signed out. */
  role: UserType | null;
  /** 'Failed to load user profile' when the session could not be read (spec §8). */
  error: string | null;
  /** Store the user a sign-in or sign-up returned, without another round trip. */
  setUser: (user: User | null) => void;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: authKey,
    queryFn: ({ signal }) => api.get<{ user: User | null }>('/api/auth/me', signal),
    staleTime: 5 * 60_000,
  });

  const setUser = useCallback(
    (user: User | null) => queryClient.setQueryData(authKey, { user }),
    [queryClient],
  );
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: authKey }), [queryClient]);
  const signOut = useCallback(async () => {
    try {
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
      error: me.isError && !user ? en.generic.profileLoadFailed : null,
      setUser,
      refresh,
      signOut,
    };
  }, [me.data, me.isPending, me.isError, setUser, refresh, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Spec §8: using the auth facility outside its provider is an error. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
