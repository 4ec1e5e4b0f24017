import { addCalendarDays } from '@espasyo/domain/bookings/time';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { calendarDay, hourOfDay } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { hourValue, type StayListing, type StayState } from './use-stay';

/** 9 → '9:00 AM'; 24 → 'Midnight' (the end of the day). */
const hourLabel = (h: number, midnight: string) => (h === 24 ? midnight : `${h % 12 || 12}:00 ${h < 12 ? 'AM' : 'PM'}`);
const hourOptions = (first: number, last: number, midnight: string) =>
  Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => ({
    value: hourValue(first + i),
    label: hourLabel(first + i, midnight),
  }));

export interface StayFieldsProps {
  listing: StayListing;
  state: StayState;
  /** The server's refusal of the quote, by input ('from', 'to', 'units', 'hours'). */
  fieldError: (name: string) => string | undefined;
}

/**
 * The price box's pickers (loaded after the page, near the screen: stay-fields-lazy.tsx): the
 * first and last day of a stay; for a listing with an hourly price, when the renter arrives and
 * leaves, date and whole hour, as parking apps ask it (an arrival today starts after the hour
 * now); for a monthly rental with no end date (issue 32), the day they move in only, from
 * tomorrow (a day's rental starts at midnight); and how many units.
 */
export default function StayFields({ listing, state, fieldError }: StayFieldsProps) {
  const { stay: m, offer } = useMessages('listing');
  const { from, to, units, byHour, sameDay, at, until, monthly, set } = state;
  const today = calendarDay();
  const firstArrival = from === today ? hourOfDay() + 1 : 0;
  const times = byHour && (sameDay || !to);

  const dates = monthly ? (
    <TextField
      label={offer.moveIn}
      type="date"
      name="from"
      min={addCalendarDays(today, 1)}
      value={from}
      error={fieldError('from')}
      onChange={(e) => set({ from: e.target.value })}
    />
  ) : (
    <>
      <TextField
        label={byHour ? m.arrive : m.start}
        type="date"
        name="from"
        min={today}
        value={from}
        error={fieldError('from')}
        onChange={(e) => {
          const day = e.target.value;
          // An hourly listing's stay is most often one day: the leaving day follows the arrival's.
          const follow = byHour ? !to || to < day || to === from : !!to && to < day;
          set({ from: day, to: follow ? day : to });
        }}
      />
      {byHour && times && (
        <Select
          label={m.arrivalTime}
          name="at"
          value={at === undefined ? '' : hourValue(at)}
          placeholder={m.choose}
          onChange={(e) => {
            const h = e.target.value ? Number(e.target.value.slice(0, 2)) : undefined;
            // A leaving time no longer after the arrival goes.
            set({ at: e.target.value, ...(h !== undefined && until !== undefined && until <= h && { until: '' }) });
          }}
          options={hourOptions(Math.min(firstArrival, 23), 23, m.midnight)}
        />
      )}
      <TextField
        label={byHour ? m.leave : m.end}
        type="date"
        name="to"
        min={from || today}
        value={to}
        error={fieldError('to')}
        onChange={(e) => set({ to: e.target.value })}
      />
      {byHour && times && (
        <Select
          label={m.leavingTime}
          name="until"
          value={until === undefined ? '' : hourValue(until)}
          placeholder={m.choose}
          error={fieldError('hours')}
          onChange={(e) => set({ until: e.target.value })}
          options={hourOptions(at === undefined ? 1 : at + 1, 24, m.midnight)}
        />
      )}
    </>
  );
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">{dates}</div>
      {byHour && !times && <p className="text-sm text-ink-700">{m.wholeDays}</p>}
      {listing.capacity > 1 && (
        <div className="grid grid-cols-2 gap-3">
          <Select
            label={m.units}
            name="units"
            value={String(units)}
            error={fieldError('units')}
            onChange={(e) => set({ units: e.target.value === '1' ? undefined : e.target.value })}
            options={Array.from({ length: listing.capacity }, (_, i) => ({
              value: String(i + 1),
              label: m.unitCount({ count: i + 1 }),
            }))}
          />
        </div>
      )}
    </div>
  );
}
