import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

const swatches = {
  open: 'border border-ink-300 bg-white',
  partial: 'bg-warning-50 border border-warning-600/40',
  full: 'bg-ink-100 border border-ink-300',
  booked: 'bg-info-50 border border-info-600/40',
  chosen: 'bg-brand-600',
  today: 'bg-white ring-2 ring-brand-600',
} as const;

/** What the calendar's colours mean, in words beside each swatch (the public page's and the host's calendars). */
export function CalendarLegend({ items }: { items: { swatch: keyof typeof swatches; label: string }[] }) {
  const m = useMessages('listing');
  return (
    <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700" aria-label={m.availability.legend}>
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span aria-hidden="true" className={cn('inline-block size-4 rounded', swatches[item.swatch])} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
