import type { Advisory } from '@espasyo/domain/contracts/force-majeure';
import type { ForceMajeureState } from '@espasyo/domain/force-majeure/events';
import { joinList } from '@espasyo/domain/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

const tone: Record<ForceMajeureState, BadgeTone> = {
  upcoming: 'info',
  in_force: 'warning',
  over: 'neutral',
  withdrawn: 'neutral',
};

/** One advisory: its name and state, the places, the days, the details. */
export function AdvisoryCard({ a }: { a: Advisory }) {
  const m = useMessages('advisories');
  const f = useFormat();
  const days = a.startDate === a.endDate ? f.date(a.startDate) : `${f.date(a.startDate)} – ${f.date(a.endDate)}`;
  const names = a.places.map((p) => p.name);
  return (
    <article className="space-y-2 rounded-card border border-ink-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold wrap-anywhere text-ink-900">{a.name}</h2>
        <Badge tone={tone[a.state]}>{m.states[a.state]}</Badge>
      </div>
      <dl className="grid gap-1 text-base text-ink-800 sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-ink-600">{m.places}</dt>
        <dd>{f.lang === 'en' ? joinList(names) : new Intl.ListFormat(f.locale).format(names)}</dd>
        <dt className="font-medium text-ink-600">{m.days}</dt>
        <dd>{days}</dd>
      </dl>
      {a.details && <p className="text-base whitespace-pre-line text-ink-700">{a.details}</p>}
    </article>
  );
}
