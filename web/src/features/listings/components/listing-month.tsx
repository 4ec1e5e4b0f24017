import type { PublicAvailability } from '@espasyo/domain/contracts/listings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MonthCalendar, type DayInfo, type MonthCalendarProps } from '@/components/ui/month-calendar';
import { errorMessage } from '@/lib/api-client';
import { monthLabel } from '@/lib/calendar';
import { usePublicAvailability } from '@/features/listings/api/use-public-availability';

function publicDayInfo(day: PublicAvailability['days'][number] | undefined, capacity: number): DayInfo | undefined {
  if (!day) return undefined;
  if (day.free === 0) return { tone: 'full', unavailable: true, label: 'unavailable' };
  if (capacity === 1) return { tone: 'open', label: 'available' };
  return { tone: 'open', note: `${day.free} free`, label: `${day.free} of ${capacity} free` };
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
  const availability = usePublicAvailability(listingId, month);
  const data = availability.data?.month === month ? availability.data : undefined;
  const days = new Map(data?.days.map((d) => [d.date, d]));
  if (availability.isError && !data)
    return (
      <Alert tone="danger" title={`${monthLabel(month)} could not be loaded`} className={className}>
        <p>{errorMessage(availability.error)}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void availability.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  return (
    <MonthCalendar
      {...calendar}
      className={className}
      month={month}
      showNav={false}
      day={(date) => publicDayInfo(days.get(date), data?.capacity ?? 1)}
      busy={availability.isFetching || !data}
    />
  );
}
