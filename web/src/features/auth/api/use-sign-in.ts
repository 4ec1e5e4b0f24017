import { useMutation } from '@tanstack/react-query';
import type { SignInInput, User } from '@espasyo/domain';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export interface AuthResult {
  user: User;
  redirectTo: string;
}

export function useSignIn() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<AuthResult>('/api/auth/signin', { email: input.email.trim(), password: input.password }),
    onSuccess: (res) => setUser(res.user),
  });
}
