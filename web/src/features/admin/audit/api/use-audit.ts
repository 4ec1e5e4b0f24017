import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditPage } from '@espasyo/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export type { AuditEntry };

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

function auditSearch(filters: AuditFilters, page: number): string {
  const q = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_PAGE_SIZE) });
  if (filters.actorId) q.set('actorId', filters.actorId);
  if (filters.action) q.set('action', filters.action.trim());
  if (filters.targetId) q.set('targetId', filters.targetId.trim());
  if (filters.from) q.set('from', manilaDay(filters.from, false));
  if (filters.to) q.set('to', manilaDay(filters.to, true));
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
