import { useMutation } from '@tanstack/react-query';
import type { MessageResult } from '@espasyo/domain/contracts/common';
import { api } from '@/lib/api-client';

/** POST /api/auth/phone/send-code: a 6-digit code by SMS to the phone on the profile. */
export function useSendPhoneCode() {
  return useMutation({ mutationFn: () => api.post<MessageResult>('/api/auth/phone/send-code') });
}
