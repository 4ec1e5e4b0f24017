import type { PassScan, ScanResult } from '@espasyo/domain/contracts/access-pass';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { useScans } from '../api/use-scans';

export const scanResultWords: Record<ScanResult, { label: string; tone: BadgeTone }> = {
  checked_in: { label: 'Checked in', tone: 'success' },
  checked_out: { label: 'Checked out', tone: 'neutral' },
  already_in: { label: 'Refused: already checked in', tone: 'warning' },
  outside_dates: { label: 'Refused: outside its dates', tone: 'warning' },
  not_found: { label: 'Refused: no valid pass', tone: 'danger' },
  cancelled: { label: 'Refused: pass cancelled', tone: 'danger' },
  locked: { label: 'Refused: check-in locked', tone: 'danger' },
};

const roleWords: Record<PassScan['by']['role'], string> = { host: 'host', gate_keeper: 'gate keeper' };

/**
 * On a booking's page, to both sides: every scan of its pass at the gate — when, who (the host or
 * a gate keeper), how (QR or PIN) and with what result. Nothing while there is none and no pass.
 */
export function BookingScans({ bookingId, passable }: { bookingId: string; passable: boolean }) {
  const q = useScans(bookingId);
  const items = q.data?.items ?? [];
  if (items.length === 0 && !passable) return null;
  return (
    <section aria-labelledby="booking-scans" className="space-y-3 rounded-card border border-ink-200 bg-white p-5">
      <h2 id="booking-scans" className="text-lg font-semibold text-ink-900">
        At the gate
      </h2>
      {q.isPending ? (
        <div role="status" className="h-12 animate-pulse rounded-field bg-ink-100">
          <span className="sr-only">Loading the scans</span>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-600">{q.isError ? 'The scans could not be loaded.' : 'No scans yet.'}</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {items.map((s) => {
            const r = scanResultWords[s.result];
            return (
              <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 py-2 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink-900">{formatDateTime(s.at)}</p>
                  <p className="text-sm text-ink-600">
                    {`${s.by.name} (${roleWords[s.by.role]}) · ${s.method === 'qr' ? 'QR code' : 'PIN'}`}
                  </p>
                </div>
                <Badge tone={r.tone}>{r.label}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
