/**
 * Analytics (issue 22): the host's page is in routes/. What staff's analytics page
 * (features/admin/analytics, decision 0072) uses: its query and the charts, figures, period
 * picker and formats the host's page is made of.
 */
export { useAdminAnalytics } from './api/use-analytics';
export { ChartPanel, type Column } from './components/chart-panel';
export { MonthBars, MonthLines, NamedBars, namedBarsHeight, palette } from './components/charts';
export { Figure, PagePlaceholder } from './components/figures';
export { formatMonth, formatPercent, pesos } from './components/format';
export { PeriodPicker } from './components/period-picker';
export { usePeriod } from './components/use-period';
