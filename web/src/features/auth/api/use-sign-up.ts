import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@espasyo/domain';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import type { AuthResult } from './use-sign-in';

export function useSignUp() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api.post<AuthResult>('/api/auth/signup', {
        ...input,
        email: input.email.trim(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phone: input.phone.trim(),
      }),
    onSuccess: (res) => setUser(res.user),
  });
}
