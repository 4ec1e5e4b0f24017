import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditPage } from '@espasyo/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { dayBoundary } from '@/lib/format';
import { adminKeys } from '@/features/admin/shared/keys';

export type { AuditEntry };

export interface AuditFilters {
  actorId: string;
  action: string;
  targetId: string;
  /** Calendar days in the platform's time zone, 'YYYY-MM-DD' (the server compares instants). */
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 50;

function auditSearch(filters: AuditFilters, page: number): string {
  const q = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_PAGE_SIZE) });
  if (filters.actorId) q.set('actorId', filters.actorId);
  if (filters.action) q.set('action', filters.action.trim());
  if (filters.targetId) q.set('targetId', filters.targetId.trim());
  if (filters.from) q.set('from', dayBoundary(filters.from, false));
  if (filters.to) q.set('to', dayBoundary(filters.to, true));
  return q.toString();
}

/** GET /api/admin/audit: one page of the audit log, newest first. */
export const auditQuery = (filters: AuditFilters, page: number) => {
  const search = auditSearch(filters, page);
  return queryOptions({
    queryKey: adminKeys.audit(search),
    queryFn: ({ signal }) => api.get<AuditPage>(`/api/admin/audit?${search}`, signal),
    placeholderData: keepPreviousData,
  });
};

export function useAudit(filters: AuditFilters, page: number) {
  return useQuery(auditQuery(filters, page));
}
