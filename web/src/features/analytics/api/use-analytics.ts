import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics, HostAnalytics } from '@espasyo/domain/contracts/analytics';
import type { AnalyticsPeriod } from '@espasyo/domain/analytics/period';
import { api } from '@/lib/api-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
  host: (p: AnalyticsPeriod) => [...analyticsKeys.all, 'host', p.from, p.to] as const,
  admin: (p: AnalyticsPeriod) => [...analyticsKeys.all, 'admin', p.from, p.to] as const,
};

const query = (p: AnalyticsPeriod) => `?from=${encodeURIComponent(p.from)}&to=${encodeURIComponent(p.to)}`;

/** GET /api/host/analytics: the signed-in host's own figures over the period. */
export const hostAnalyticsQuery = (p: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.host(p),
    queryFn: ({ signal }) => api.get<HostAnalytics>(`/api/host/analytics${query(p)}`, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/analytics: the platform's figures over the period. */
export const adminAnalyticsQuery = (p: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.admin(p),
    queryFn: ({ signal }) => api.get<AdminAnalytics>(`/api/admin/analytics${query(p)}`, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useHostAnalytics = (p: AnalyticsPeriod) => useQuery(hostAnalyticsQuery(p));
export const useAdminAnalytics = (p: AnalyticsPeriod) => useQuery(adminAnalyticsQuery(p));
