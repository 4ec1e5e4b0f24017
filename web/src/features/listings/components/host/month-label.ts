import { monthLabel } from '@/lib/calendar';
import { useLanguage } from '@/lib/i18n';

const filMonth = new Intl.DateTimeFormat('fil-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * 'December 2026', or 'Disyembre 2026' on a Filipino page. (lib/calendar's monthLabel is English
 * only; the shared month calendar names its month with it.)
 */
export function useMonthLabel(): (month: string) => string {
  const lang = useLanguage();
  return (month) => (lang === 'fil' ? filMonth.format(new Date(`${month}-01T00:00:00Z`)) : monthLabel(month));
}
