/**
 * The analytics' period (issue 22, decision 0049): whole calendar months in the platform's zone,
 * from `from` to `to` ('YYYY-MM', both included), at most MAX_ANALYTICS_MONTHS long. The presets
 * are computed from the current month; the URL keeps only `from` and `to`. Pure, zod-free.
 */
export const MAX_ANALYTICS_MONTHS = 36;
export const analyticsPresets = ['3m', '6m', '12m', 'ytd'] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];
export const DEFAULT_ANALYTICS_PRESET: AnalyticsPreset = '12m';

export interface AnalyticsPeriod {
  from: string;
  to: string;
}

/** 'YYYY-MM' plus `n` months (n may be negative). */
export function addMonthsToMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both included (0 or less when `from` is after `to`). */
export function monthsInPeriod(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return ty * 12 + tm - (fy * 12 + fm) + 1;
}

/** Every month of the period in order. */
export function monthsOf(p: AnalyticsPeriod): string[] {
  const n = Math.max(0, monthsInPeriod(p.from, p.to));
  return Array.from({ length: n }, (_, i) => addMonthsToMonth(p.from, i));
}

/** A preset's months, ending with the current month. */
export function presetPeriod(preset: AnalyticsPreset, currentMonth: string): AnalyticsPeriod {
  if (preset === 'ytd') return { from: `${currentMonth.slice(0, 4)}-01`, to: currentMonth };
  const n = Number(preset.slice(0, -1));
  return { from: addMonthsToMonth(currentMonth, -(n - 1)), to: currentMonth };
}

/** Which preset a period is, or 'custom'. */
export function presetOf(p: AnalyticsPeriod, currentMonth: string): AnalyticsPreset | 'custom' {
  for (const preset of analyticsPresets) {
    const q = presetPeriod(preset, currentMonth);
    if (q.from === p.from && q.to === p.to) return preset;
  }
  return 'custom';
}
