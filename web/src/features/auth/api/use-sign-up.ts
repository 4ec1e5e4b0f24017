import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@espasyo/domain/schemas/auth';
import type { AuthResult } from '@espasyo/domain/contracts/auth';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

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
    onSuccess: (res) => setUser(res.user, res.consentsDue),
  });
}
