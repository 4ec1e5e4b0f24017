import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@espasyo/domain/schemas/auth';
import type { MeResult } from '@espasyo/domain/contracts/auth';
import type { ConsentDue } from '@espasyo/domain/contracts/consents';
import { FrameErrorCode } from './frame-error-codes';
import { generic } from '@espasyo/domain/messages/frame';
import { resolveRole, type UserType } from '@espasyo/domain/roles';
import { clearStoredMessages, clearStoredPasses } from './offline-pass-storage';
import { api, isApiError, shouldRetry } from './api-client';
import { authKey, FRAME_STALE_MS } from './query-client';

/**
 * `error`: the session could not be checked (a rate limit, a server fault, no connection) and
 * no answer came before: nobody is known to be signed in or out (decision 0062).
 */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn' | 'error';

export interface AuthValue {
  status: AuthStatus;
  user: User | null;
  /** Resolved as docs/product/roles.md says; null while signed out. */
  role: UserType | null;
  /**
   * While status is 'error': 'Too many requests. Please try again later.' for a rate limit, else
   * 'Failed to load user profile' (docs/product/errors.md).
   */
  error: string | null;
  /** Store the user a sign-in or sign-up returned, without another round trip. */
  setUser: (user: User | null, consentsDue?: ConsentDue[]) => void;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

/** A rate limit that lifts within this many seconds is waited out behind the spinner; a longer one is shown. */
const LONGEST_QUIET_WAIT_S = 10;

/**
 * The session check is asked again after a server fault or a lost connection (as every read:
 * twice, 1 s then 2 s), and after a rate limit that lifts soon, once it has (retryDelay reads
 * its Retry-After).
 */
export function retrySessionCheck(failureCount: number, error: unknown): boolean {
  if (isApiError(error, FrameErrorCode.rateLimited))
    return failureCount < 2 && (error.retryAfter ?? 0) <= LONGEST_QUIET_WAIT_S;
  return shouldRetry(failureCount, error);
}

/**
 * GET /api/auth/me: the signed-in user, or null. Only that null, or a 401, means signed out: a
 * refusal of another kind (429) or a failure (5xx, no connection) keeps the user already known,
 * as a failed refetch keeps its data, and with none known the status is 'error' (decision 0062).
 * Every page comes with the answer (server-rendered pages and the shell, main.tsx), so a page
 * load asks only when that is missing.
 */
export const meQuery = () =>
  queryOptions({
    queryKey: authKey,
    queryFn: async ({ signal }): Promise<MeResult> => {
      try {
        return await api.get<MeResult>('/api/auth/me', signal);
      } catch (e) {
        if (isApiError(e, FrameErrorCode.unauthenticated)) return { user: null };
        throw e;
      }
    },
    staleTime: FRAME_STALE_MS,
    refetchOnWindowFocus: 'always', // notices a sign-out in another tab or an idle timeout
    retry: retrySessionCheck,
  });

/**
 * The session for the whole app. `onSessionEnded` is told when a signed-in user becomes
 * signed out without asking to (idle timeout, signed out elsewhere), so the UI can say so.
 */
export function AuthProvider({ children, onSessionEnded }: { children: ReactNode; onSessionEnded?: () => void }) {
  const queryClient = useQueryClient();
  const leaving = useRef(false);
  const me = useQuery(meQuery());

  const setUser = useCallback(
    (user: User | null, consentsDue?: ConsentDue[]) =>
      queryClient.setQueryData<MeResult>(authKey, (before) => {
        // The same person's update keeps what the session said is due (issue 34); a new session brings its own.
        const due = consentsDue ?? (user && before?.user?.id === user.id ? before.consentsDue : undefined);
        return due?.length ? { user, consentsDue: due } : { user };
      }),
    [queryClient],
  );
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: authKey }), [queryClient]);
  const signOut = useCallback(async () => {
    leaving.current = true;
    try {
      // While still signed in: this browser's push subscription goes. Fetched when needed (not in
      // every page's first download); best effort, so a chunk that cannot come does not stop it.
      await import('./push-sign-out').then(
        (m) => m.endPushOnSignOut(),
        () => undefined,
      );
      await api.post('/api/auth/signout');
    } finally {
      // Whatever the server said, nothing of the previous user may stay on screen, nor on the phone.
      clearStoredPasses();
      clearStoredMessages();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKey[0] });
      setUser(null);
    }
  }, [queryClient, setUser]);

  const value = useMemo<AuthValue>(() => {
    const user = me.data?.user ?? null;
    const status: AuthStatus = me.isPending ? 'loading' : !me.data ? 'error' : user ? 'signedIn' : 'signedOut';
    return {
      status,
      user,
      role: user ? resolveRole(user) : null,
      error:
        status !== 'error'
          ? null
          : isApiError(me.error, FrameErrorCode.rateLimited)
            ? generic.tooManyRequests
            : generic.profileLoadFailed,
      setUser,
      refresh,
      signOut,
    };
  }, [me.data, me.isPending, me.error, setUser, refresh, signOut]);

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
