import { useQuery } from '@tanstack/react-query';
import type { VerificationRequirements } from '@espasyo/domain/contracts/verification';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { accountKeys } from './keys';

/** GET /api/me/verification-requirements: what the platform asks of this user and what is done. */
export function useVerificationRequirements() {
  const { user } = useAuth();
  return useQuery({
    // Keyed on the user's flags so a verified email or phone re-reads the requirements.
    queryKey: [...accountKeys.requirements, user?.id, user?.emailVerified, user?.phoneVerified, user?.idVerified],
    queryFn: ({ signal }) => api.get<VerificationRequirements>('/api/me/verification-requirements', signal),
    enabled: !!user,
  });
}
