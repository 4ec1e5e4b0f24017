import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@espasyo/domain/schemas/auth';
import type { UserStatusAction } from '@espasyo/domain/schemas/admin';
import type { UserType } from '@espasyo/domain/roles';
import { api } from '@/lib/api-client';

export interface UsersPage {
  items: User[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UsersFilters {
  q: string;
  type: string;
  status: string;
}

export const USERS_PAGE_SIZE = 20;

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: string) => ['admin', 'users', 'list', query] as const,
  one: (id: string) => ['admin', 'users', 'one', id] as const,
};

export function useUsers(filters: UsersFilters, page: number) {
  const q = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
  if (filters.q.trim()) q.set('q', filters.q.trim());
  if (filters.type) q.set('type', filters.type);
  if (filters.status) q.set('status', filters.status);
  return useQuery({
    queryKey: userKeys.list(q.toString()),
    queryFn: ({ signal }) => api.get<UsersPage>(`/api/admin/users?${q}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/:id: the user and their sign-in state. */
export interface UserDetailData {
  user: User;
  activeSessions?: number;
  failedLoginCount?: number;
  lockedUntil?: string | null;
  twoFactorEnabled?: boolean;
}

const unwrap = (raw: User | { user: User }): User => ('user' in raw && raw.user ? raw.user : (raw as User));

async function fetchUser(id: string, signal?: AbortSignal): Promise<UserDetailData> {
  const raw = await api.get<UserDetailData>(`/api/admin/users/${encodeURIComponent(id)}`, signal);
  return 'user' in raw ? raw : { user: raw as unknown as User };
}

export function useUser(id: string | null) {
  return useQuery({
    queryKey: userKeys.one(id ?? ''),
    queryFn: ({ signal }) => fetchUser(id ?? '', signal),
    enabled: !!id,
  });
}

/** Names for a handful of user ids (who changed a setting); unknown ids stay undefined. */
export function useUserNames(ids: Array<string | null | undefined>): Record<string, string | undefined> {
  const unique = [...new Set(ids.filter((x): x is string => !!x))];
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: userKeys.one(id),
      queryFn: ({ signal }: { signal?: AbortSignal }) => fetchUser(id, signal),
      staleTime: 10 * 60_000,
      retry: false,
    })),
  });
  const out: Record<string, string | undefined> = {};
  unique.forEach((id, i) => {
    const u = results[i]?.data?.user;
    out[id] = u ? u.name || u.email : undefined;
  });
  return out;
}

export type UserAction =
  { kind: 'status'; action: UserStatusAction } | { kind: 'type'; type: UserType } | { kind: 'verify' };

function actionRequest(id: string, a: UserAction): Promise<User | { user: User }> {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  if (a.kind === 'status') return api.post(`${base}/${a.action}`);
  if (a.kind === 'type') return api.post(`${base}/type`, { type: a.type });
  return api.post(`${base}/verify`, { verified: true });
}

export function useUserAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (a: UserAction) => unwrap(await actionRequest(id, a)),
    onSuccess: (user) => {
      if (user?.id) client.setQueryData<UserDetailData>(userKeys.one(user.id), (old) => ({ ...old, user }));
      void client.invalidateQueries({ queryKey: userKeys.all });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

export function useMakeAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(await api.post<User | { user: User }>('/api/admin/make-admin', { email })),
    onSuccess: () => void client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** POST /api/admin/users/:id/2fa/reset: the user's two-factor off, their sessions ended, an email to them. */
export function useResetTwoFactor(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(`/api/admin/users/${encodeURIComponent(id)}/2fa/reset`),
    onSuccess: () => void client.invalidateQueries({ queryKey: userKeys.one(id) }),
  });
}
