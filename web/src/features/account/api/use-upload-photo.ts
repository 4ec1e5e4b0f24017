import { useMutation } from '@tanstack/react-query';
import { postForm } from './post-form';
import { useApplyUser } from './use-user-update';

/** POST /api/me/photo, multipart field 'file'. */
export function useUploadPhoto() {
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return postForm<unknown>('/api/me/photo', form);
    },
    onSuccess: (answer) => applyUser(answer),
  });
}
