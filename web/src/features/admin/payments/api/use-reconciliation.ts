import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReconciliationReportDetail,
  ReconciliationReportsPage,
  ReconciliationRun,
  ReconciliationRunResult,
} from '@espasyo/domain/contracts/reconciliation';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

/** The server's page size of reconciliation reports. */
export const RECONCILIATION_PAGE_SIZE = 20;

/** Built on adminKeys, so clearing the admin area's cache reaches them. */
export const reconciliationKeys = {
  all: () => [...adminKeys.all, 'reconciliation'] as const,
  list: (page: number) => [...reconciliationKeys.all(), 'list', page] as const,
  one: (id: string) => [...reconciliationKeys.all(), 'one', id] as const,
};

/** GET /api/admin/payments/reconciliation?page: the daily reports, the newest day first. */
export const reconciliationReportsQuery = (page: number) => {
  const path = href('/api/admin/payments/reconciliation', { page });
  return queryOptions({
    queryKey: reconciliationKeys.list(page),
    queryFn: ({ signal }) => api.get<ReconciliationReportsPage>(path, signal),
    placeholderData: keepPreviousData,
  });
};

export function useReconciliationReports(page: number) {
  return useQuery(reconciliationReportsQuery(page));
}

/** GET /api/admin/payments/reconciliation/:id: a report with each discrepancy. */
export const reconciliationReportQuery = (id: string) =>
  queryOptions({
    queryKey: reconciliationKeys.one(id),
    queryFn: ({ signal }) =>
      api.get<ReconciliationReportDetail>(`/api/admin/payments/reconciliation/${encodeURIComponent(id)}`, signal),
  });

export function useReconciliationReport(id: string) {
  return useQuery({ ...reconciliationReportQuery(id), enabled: !!id });
}

/** POST /api/admin/payments/reconciliation { day }: that day's reports, run now (audited). */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReconciliationRun) =>
      api.post<ReconciliationRunResult>('/api/admin/payments/reconciliation', body),
    onSettled: () => void client.invalidateQueries({ queryKey: reconciliationKeys.all() }),
  });
}
