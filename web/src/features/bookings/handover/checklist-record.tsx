import type { BookingChecklists, Checklist } from '@espasyo/domain/contracts/handover';
import { Badge } from '@/components/ui/badge';
import { ChecklistAreas } from './checklist-photos';
import { ChecklistSignatures } from './checklist-signatures';
import { useChecklistWords } from './checklist-words';
import { useMessages } from '@/lib/i18n';

const conditionTone = { good: 'success', worn: 'warning', damaged: 'danger', missing: 'danger' } as const;

/** The content as recorded: each thing's condition and note, the meter readings, the notes. */
export function ChecklistContentView({ checklist: c }: { checklist: Checklist }) {
  const m = useMessages('handover');
  return (
    <div className="space-y-4">
      <section aria-labelledby={`${c.kind}-conditions`} className="space-y-2">
        <h2 id={`${c.kind}-conditions`} className="text-lg font-semibold text-ink-900">
          {m.form.condition}
        </h2>
        <dl className="divide-y divide-ink-100 rounded-card border border-ink-200 bg-white">
          {c.template.items.map((item) => {
            const v = c.content.items.find((x) => x.key === item.key);
            return (
              <div key={item.key} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-3 py-2">
                <dt className="font-medium text-ink-900">{item.label}</dt>
                <dd className="text-right">
                  {v?.condition ? (
                    <Badge tone={conditionTone[v.condition]}>{m.conditions[v.condition]}</Badge>
                  ) : (
                    <span className="text-sm text-ink-600">{m.form.notRecorded}</span>
                  )}
                </dd>
                {v?.note && <dd className="w-full text-sm wrap-anywhere text-ink-700">{v.note}</dd>}
              </div>
            );
          })}
        </dl>
      </section>
      {c.template.meters.length > 0 && (
        <section aria-labelledby={`${c.kind}-meters`} className="space-y-2">
          <h2 id={`${c.kind}-meters`} className="text-lg font-semibold text-ink-900">
            {m.form.meters}
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {c.template.meters.map((meter) => (
              <div key={meter.key} className="contents">
                <dt className="text-ink-700">{meter.label}</dt>
                <dd className="font-medium text-ink-900">
                  {c.content.meters.find((x) => x.key === meter.key)?.reading || '—'} {meter.unit}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {c.content.notes && (
        <section aria-labelledby={`${c.kind}-notes`} className="space-y-1">
          <h2 id={`${c.kind}-notes`} className="text-lg font-semibold text-ink-900">
            {m.form.notes}
          </h2>
          <p className="text-sm whitespace-pre-line wrap-anywhere text-ink-800">{c.content.notes}</p>
        </section>
      )}
    </div>
  );
}

/**
 * One checklist read only: its state, the photos (a move-out's beside the move-in's), the content
 * and the signatures. The signed record both sides keep, and staff's view in a dispute.
 */
export function ChecklistRecord({
  data,
  checklist: c,
  headingLevel = 'h2',
  bare = false,
}: {
  data: BookingChecklists;
  checklist: Checklist;
  headingLevel?: 'h2' | 'h3';
  /** Under a page that has its own title and state already (the checklist page). */
  bare?: boolean;
}) {
  const { m, state: checklistState, windowNote } = useChecklistWords();
  const state = checklistState(c);
  const Heading = headingLevel;
  return (
    <section className="space-y-4" aria-label={m.title({ kind: c.kind })}>
      {!bare && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Heading className="text-lg font-semibold text-ink-900">{m.title({ kind: c.kind })}</Heading>
            <Badge tone={state.tone}>{state.label}</Badge>
          </div>
          <p className="text-sm text-ink-700">{windowNote(c)}</p>
        </>
      )}
      {c.status !== null && (
        <>
          <ChecklistAreas
            checklist={c}
            moveIn={c.kind === 'move_out' ? data.moveIn : undefined}
            viewer={data.viewer}
            editable={false}
          />
          <ChecklistContentView checklist={c} />
          <ChecklistSignatures checklist={c} clientName={data.clientName} hostName={data.hostName} />
        </>
      )}
    </section>
  );
}
