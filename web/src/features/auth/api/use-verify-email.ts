import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Verifying is a POST, but it runs once when the page opens; as a query it is sent once
 * even when React mounts the page twice in development, and never retried.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => api.post<{ message?: string }>('/api/auth/verify-email', { token }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<{ message?: string }>('/api/auth/verify-email/resend') });
}

/** POST /api/auth/email-change/confirm once when the page opens (the link from the new address). */
export function useConfirmEmailChange(token: string) {
  return useQuery({
    queryKey: ['auth', 'confirm-email-change', token],
    queryFn: () => api.post<{ message?: string }>('/api/auth/email-change/confirm', { token }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
