import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@espasyo/domain/schemas/privacy';
import type { MessageResult } from '@espasyo/domain/contracts/common';
import { api } from '@/lib/api-client';

/** POST /api/me/delete-account. The server ends every session; the caller signs out locally. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.post<MessageResult>('/api/me/delete-account', input),
  });
}
