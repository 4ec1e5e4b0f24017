import type { ScanResult } from '@espasyo/domain/contracts/access-pass';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useScans } from '../api/use-scans';

/** Each scan result's badge tone; its words are the catalogue's (gate.scans.results). */
export const scanResultTones: Record<ScanResult, BadgeTone> = {
  checked_in: 'success',
  checked_out: 'neutral',
  already_in: 'warning',
  outside_dates: 'warning',
  not_found: 'danger',
  cancelled: 'danger',
  locked: 'danger',
};

/**
 * On a booking's page, to both sides: every scan of its pass at the gate — when, who (the host or
 * a gate keeper), how (QR or PIN) and with what result. Nothing while there is none and no pass.
 */
export function BookingScans({ bookingId, passable }: { bookingId: string; passable: boolean }) {
  const m = useMessages('gate').scans;
  const f = useFormat();
  const q = useScans(bookingId);
  const items = q.data?.items ?? [];
  if (items.length === 0 && !passable) return null;
  return (
    <section aria-labelledby="booking-scans" className="space-y-3 rounded-card border border-ink-200 bg-white p-5">
      <h2 id="booking-scans" className="text-lg font-semibold text-ink-900">
        {m.heading}
      </h2>
      {q.isPending ? (
        <div role="status" className="h-12 animate-pulse rounded-field bg-ink-100">
          <span className="sr-only">{m.loading}</span>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-600">{q.isError ? m.error : m.empty}</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {items.map((s) => {
            return (
              <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 py-2 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink-900">{f.dateTime(s.at)}</p>
                  <p className="text-sm text-ink-600">{m.by({ name: s.by.name, role: s.by.role, method: s.method })}</p>
                </div>
                <Badge tone={scanResultTones[s.result]}>{m.results[s.result]}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
