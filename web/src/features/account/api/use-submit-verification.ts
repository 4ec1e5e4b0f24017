import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyVerification } from '@espasyo/domain/contracts/verification';
import type { IdType } from '@espasyo/domain/schemas/verification';
import { useAuth } from '@/lib/auth';
import { accountKeys } from './keys';
import { postForm } from './post-form';

export interface VerificationUpload {
  idType: IdType;
  idFront: File;
  idBack?: File | null;
  selfie: File;
}

/** POST /api/me/verification (multipart): ID type, front, optional back and a selfie. */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (input: VerificationUpload) => {
      const form = new FormData();
      form.append('idType', input.idType);
      form.append('idFront', input.idFront);
      if (input.idBack) form.append('idBack', input.idBack);
      form.append('selfie', input.selfie);
      return postForm<MyVerification>('/api/me/verification', form);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.verification });
      // With automatic approval (autoVerifyHosts) the user is verified at once.
      await refresh();
    },
  });
}
