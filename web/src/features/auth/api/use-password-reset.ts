import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>('/api/auth/forgot-password', { email: email.trim() }),
  });
}

/** Checks a reset link before showing the form, so a used or expired link says so at once. */
export function useResetToken(token: string) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => api.get<{ valid: true }>(`/api/auth/reset-password/${encodeURIComponent(token)}`, signal),
    enabled: token.length > 0,
    staleTime: Infinity,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string; confirmPassword: string }) =>
      api.post<{ message: string }>('/api/auth/reset-password', input),
  });
}
