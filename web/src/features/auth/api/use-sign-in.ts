import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@espasyo/domain/schemas/auth';
import type { SignInResult } from '@espasyo/domain/contracts/auth';
import type { TwoFactorChallenge } from '@espasyo/domain/contracts/two-factor';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** Accounts with two-factor sign-in get a challenge instead of a session. */
export function isChallenge(res: SignInResult | undefined): res is TwoFactorChallenge {
  return !!res && 'twoFactorRequired' in res && res.twoFactorRequired === true;
}

export function useSignIn() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api.post<SignInResult>('/api/auth/signin', {
        email: input.email.trim(),
        password: input.password,
      }),
    onSuccess: (res) => {
      if (!isChallenge(res)) setUser(res.user, res.consentsDue);
    },
  });
}
