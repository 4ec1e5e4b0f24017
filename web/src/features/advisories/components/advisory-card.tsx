import type { Advisory } from '@espasyo/domain/contracts/force-majeure';
import type { ForceMajeureState } from '@espasyo/domain/force-majeure/events';
import { forceMajeureMessages } from '@espasyo/domain/messages/force-majeure';
import { joinList } from '@espasyo/domain/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

const tone: Record<ForceMajeureState, BadgeTone> = {
  upcoming: 'info',
  in_force: 'warning',
  over: 'neutral',
  withdrawn: 'neutral',
};

/** One advisory: its name and state, the places, the days, the details. */
export function AdvisoryCard({ a }: { a: Advisory }) {
  const days =
    a.startDate === a.endDate ? formatDate(a.startDate) : `${formatDate(a.startDate)} – ${formatDate(a.endDate)}`;
  return (
    <article className="space-y-2 rounded-card border border-ink-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold wrap-anywhere text-ink-900">{a.name}</h2>
        <Badge tone={tone[a.state]}>{forceMajeureMessages.states[a.state]}</Badge>
      </div>
      <dl className="grid gap-1 text-base text-ink-800 sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-ink-600">Places</dt>
        <dd>{joinList(a.places.map((p) => p.name))}</dd>
        <dt className="font-medium text-ink-600">Days</dt>
        <dd>{days}</dd>
      </dl>
      {a.details && <p className="text-base whitespace-pre-line text-ink-700">{a.details}</p>}
    </article>
  );
}
