import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@espasyo/domain/schemas/auth';
import type { VerificationRequirements } from '@espasyo/domain/contracts/verification';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { FRAME_STALE_MS } from '@/lib/query-client';
import { accountKeys } from './keys';

/**
 * GET /api/me/verification-requirements: what the platform asks of this user and what is
 * done. Keyed on the user's flags so a verified email or phone re-reads the requirements.
 */
export const verificationRequirementsQuery = (user: User | null) =>
  queryOptions({
    queryKey: accountKeys.requirementsOf(user),
    queryFn: ({ signal }) => api.get<VerificationRequirements>('/api/me/verification-requirements', signal),
    staleTime: FRAME_STALE_MS,
    enabled: !!user,
  });

export function useVerificationRequirements() {
  const { user } = useAuth();
  return useQuery(verificationRequirementsQuery(user));
}
