import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AuditEntry {
  id: string;
  actor: { id: string; name: string | null; email: string | null } | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditFilters {
  actorId: string;
  action: string;
  targetId: string;
  /** Calendar days in Asia/Manila, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** A Manila calendar day as the instant it starts or ends (the server compares instants). */
const manilaDay = (day: string, end: boolean) => `${day}T${end ? '23:59:59.999' : '00:00:00.000'}+08:00`;

export function useAudit(filters: AuditFilters, page: number) {
  const q = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_PAGE_SIZE) });
  if (filters.actorId) q.set('actorId', filters.actorId);
  if (filters.action) q.set('action', filters.action.trim());
  if (filters.targetId) q.set('targetId', filters.targetId.trim());
  if (filters.from) q.set('from', manilaDay(filters.from, false));
  if (filters.to) q.set('to', manilaDay(filters.to, true));
  return useQuery({
    queryKey: ['admin', 'audit', q.toString()],
    queryFn: ({ signal }) => api.get<AuditPage>(`/api/admin/audit?${q}`, signal),
    placeholderData: keepPreviousData,
  });
}
