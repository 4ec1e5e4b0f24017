import type { AdminForceMajeure } from '@espasyo/domain/contracts/force-majeure';
import type { ForceMajeureState } from '@espasyo/domain/force-majeure/events';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { joinList } from '@espasyo/domain/format';

export const stateTone: Record<ForceMajeureState, BadgeTone> = {
  upcoming: 'info',
  in_force: 'warning',
  over: 'neutral',
  withdrawn: 'neutral',
};

/** Each declared event as a card: its state, places, days, who declared it, how many bookings it covered. */
export function EventsList({ items, onEnd }: { items: AdminForceMajeure[]; onEnd: (e: AdminForceMajeure) => void }) {
  const m = useMessages('adminContent').forceMajeure;
  const f = useFormat();
  /** The days an event covers, as people read them: 'Sat, 24 Oct 2026 – Mon, 26 Oct 2026'. */
  const eventDays = (e: { startDate: string; endDate: string }) =>
    e.startDate === e.endDate ? f.date(e.startDate) : m.days({ start: f.date(e.startDate), end: f.date(e.endDate) });
  return (
    <ul className="space-y-3">
      {items.map((e) => (
        <li key={e.id}>
          <Card className="space-y-2 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 font-semibold wrap-anywhere text-ink-900">{e.name}</h3>
              <Badge tone={stateTone[e.state]}>{m.states[e.state]}</Badge>
            </div>
            <p className="text-sm text-ink-800">
              {/* 'Cebu and Bohol' in English as the domain says it, 'Cebu at Bohol' in Filipino. */}
              {f.lang === 'en'
                ? joinList(e.places.map((p) => p.name))
                : new Intl.ListFormat(f.locale).format(e.places.map((p) => p.name))}
            </p>
            <p className="text-sm text-ink-800">{eventDays(e)}</p>
            <p className="text-sm text-ink-600">
              {m.affected({ count: e.affected })} ·{' '}
              {m.declaredBy({ name: e.declaredBy.name, when: f.dateTime(e.declaredAt) })}
            </p>
            {e.endReason && (
              <p className="text-sm text-ink-600">
                {m.endReason({ withdrawn: e.withdrawnAt ? 'yes' : 'no', reason: e.endReason })}
              </p>
            )}
            {(e.state === 'upcoming' || e.state === 'in_force') && (
              <Button variant="outline" size="sm" onClick={() => onEnd(e)} aria-label={m.endLabel({ name: e.name })}>
                {m.end}
              </Button>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
