import { useMutation } from '@tanstack/react-query';
import type { SignInInput, User } from '@espasyo/domain';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export interface AuthResult {
  user: User;
  redirectTo: string;
}

/** Accounts with two-factor sign-in get a challenge instead of a session. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challengeId: string;
  expiresAt: string;
}

export function isChallenge(res: AuthResult | TwoFactorChallenge | undefined): res is TwoFactorChallenge {
  return !!res && 'twoFactorRequired' in res && res.twoFactorRequired === true;
}

export function useSignIn() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api.post<AuthResult | TwoFactorChallenge>('/api/auth/signin', {
        email: input.email.trim(),
        password: input.password,
      }),
    onSuccess: (res) => {
      if (!isChallenge(res)) setUser(res.user);
    },
  });
}

export function useVerifyTwoFactor() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (input: { challengeId: string; code?: string; recoveryCode?: string }) =>
      api.post<AuthResult>('/api/auth/2fa/verify', input),
    onSuccess: (res) => setUser(res.user),
  });
}
