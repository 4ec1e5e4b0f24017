import { useSearchParams } from 'react-router';
import { analyticsQuerySchema } from '@espasyo/domain/contracts/analytics';
import { DEFAULT_ANALYTICS_PRESET, presetPeriod, type AnalyticsPeriod } from '@espasyo/domain/analytics/period';
import { calendarDay } from '@/lib/format';

/**
 * The analytics' period in the address (`?from=2025-01&to=2025-12`), so a view can be shared and
 * the back button works; the last 12 months when absent or not a valid period (the server's
 * default too). The current month is the platform's.
 */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const currentMonth = calendarDay().slice(0, 7);
  const asked = analyticsQuerySchema.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  const period: AnalyticsPeriod =
    asked.success && asked.data.from && asked.data.to
      ? { from: asked.data.from, to: asked.data.to }
      : presetPeriod(DEFAULT_ANALYTICS_PRESET, currentMonth);

  const setPeriod = (p: AnalyticsPeriod) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('from', p.from);
      next.set('to', p.to);
      return next;
    });

  return { period, setPeriod, currentMonth };
}
