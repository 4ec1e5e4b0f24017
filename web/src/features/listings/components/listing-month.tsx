import type { PublicAvailability } from '@espasyo/domain/contracts/listings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MonthCalendar, type DayInfo, type MonthCalendarProps } from '@/components/ui/month-calendar';
import { errorMessage } from '@/lib/api-client';
import { monthLabel } from '@/lib/calendar';
import { useLanguage, useMessages } from '@/lib/i18n';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { usePublicAvailability } from '@/features/listings/api/use-public-availability';

function publicDayInfo(
  day: PublicAvailability['days'][number] | undefined,
  capacity: number,
  m: Messages<Catalogs['listing']>['availability'],
): DayInfo | undefined {
  if (!day) return undefined;
  if (day.free === 0) return { tone: 'full', unavailable: true, label: m.dayUnavailable };
  if (capacity === 1) return { tone: 'open', label: m.dayAvailable };
  return { tone: 'open', note: m.free({ free: day.free }), label: m.freeOf({ free: day.free, capacity }) };
}

/** One month of the listing's calendar, with its own loading and error state. */
export function ListingMonth({
  listingId,
  month,
  className,
  ...calendar
}: {
  listingId: string;
  month: string;
  className?: string;
} & Pick<MonthCalendarProps, 'today' | 'minMonth' | 'maxMonth' | 'onMonthChange' | 'range' | 'onRangeChange'>) {
  const { availability: m, page, calendar: words } = useMessages('listing');
  const lang = useLanguage();
  const availability = usePublicAvailability(listingId, month);
  const data = availability.data?.month === month ? availability.data : undefined;
  const days = new Map(data?.days.map((d) => [d.date, d]));
  if (availability.isError && !data)
    return (
      <Alert tone="danger" title={m.monthFailed({ month: monthLabel(month, lang) })} className={className}>
        <p>{errorMessage(availability.error)}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void availability.refetch()}>
          {page.tryAgain}
        </Button>
      </Alert>
    );
  return (
    <MonthCalendar
      {...calendar}
      className={className}
      month={month}
      words={words}
      showNav={false}
      day={(date) => publicDayInfo(days.get(date), data?.capacity ?? 1, m)}
      busy={availability.isFetching || !data}
    />
  );
}
