import { useMutation } from '@tanstack/react-query';
import type { UserResult } from '@espasyo/domain/contracts/account';
import { postForm } from './post-form';
import { useApplyUser } from './use-user-update';

/** POST /api/me/photo, multipart field 'file'. */
export function useUploadPhoto() {
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return postForm<UserResult>('/api/me/photo', form);
    },
    onSuccess: (answer) => applyUser(answer),
  });
}
