import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarDay } from '@/lib/format';

export interface DashboardData {
  usersByType: Record<string, number>;
  totalUsers: number;
  /** One entry per day for the last 30 days (Manila dates), oldest first, zeros included. */
  signupsPerDay: Array<{ date: string; count: number }>;
  verificationQueue: number;
  usersByStatus: Record<string, number>;
  /** People with a session used within the session timeout. */
  signedInUsers: number | null;
}

type Raw = Record<string, unknown>;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

function byType(v: unknown): Record<string, number> {
  if (Array.isArray(v)) return Object.fromEntries(v.map((r: Raw) => [String(r.type ?? r.userType), num(r.count)]));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, n]) => [k, num(n)]));
  return {};
}

/** Dates with no sign-ups are filled in, so the chart and the table show all 30 days. */
function fillDays(rows: Array<{ date: string; count: number }>, days = 30): Array<{ date: string; count: number }> {
  const counts = new Map(rows.map((r) => [r.date.slice(0, 10), r.count]));
  const today = calendarDay();
  const end = rows.length ? [...counts.keys()].sort().at(-1)! : today;
  const last = end > today ? end : today;
  const out: Array<{ date: string; count: number }> = [];
  const t = Date.parse(`${last}T00:00:00Z`);
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(t - i * 86_400_000).toISOString().slice(0, 10);
    out.push({ date: d, count: counts.get(d) ?? 0 });
  }
  return out;
}

export function toDashboard(raw: unknown): DashboardData {
  const o = (raw ?? {}) as Raw;
  const users = (o.users ?? {}) as Raw;
  const usersByType = byType(o.usersByType ?? users.byType ?? users);
  const signups = (o.signupsPerDay ?? o.signups ?? users.signupsPerDay ?? []) as Raw[];
  const queue = (o.queues ?? {}) as Raw;
  const verification =
    o.verificationQueue ?? queue.verification ?? queue.verifications ?? (o.verification as Raw | undefined)?.pending;
  return {
    usersByType,
    totalUsers: num(o.totalUsers ?? users.total ?? Object.values(usersByType).reduce((a, b) => a + b, 0)),
    signupsPerDay: fillDays(
      Array.isArray(signups) ? signups.map((r) => ({ date: String(r.date ?? r.day), count: num(r.count) })) : [],
    ),
    verificationQueue: num(verification),
    usersByStatus: byType(o.usersByStatus),
    signedInUsers: (o.kpis as Raw | undefined)?.signedInUsers !== undefined ? num((o.kpis as Raw).signedInUsers) : null,
  };
}

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ signal }) => toDashboard(await api.get<unknown>('/api/admin/dashboard', signal)),
    staleTime: 60_000,
  });
}
