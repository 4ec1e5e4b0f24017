import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyConsents } from '@espasyo/domain/contracts/consents';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET /api/me/consents: each consent's state now and its history (issue 34). */
export const myConsentsQuery = () =>
  queryOptions({
    queryKey: accountKeys.consents,
    queryFn: ({ signal }) => api.get<MyConsents>('/api/me/consents', signal),
  });

export const useMyConsents = () => useQuery(myConsentsQuery());
