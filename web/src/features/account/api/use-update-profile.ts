import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserMessageResult } from '@espasyo/domain/contracts/auth';
import type { ProfileInput } from '@espasyo/domain/schemas/auth';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';
import { useApplyUser } from './use-user-update';

/** PATCH /api/me/profile with the fields of profileSchema (and the password, when a new phone needs it). */
export function useUpdateProfile() {
  const applyUser = useApplyUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, ...input }: ProfileInput & { password?: string }) =>
      api.patch<UserMessageResult>('/api/me/profile', {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phone: input.phone.trim(),
        ...(password ? { password } : {}),
      }),
    onSuccess: (answer) => {
      applyUser(answer);
      // A new phone number has to be verified again.
      void queryClient.invalidateQueries({ queryKey: accountKeys.requirements });
    },
  });
}
