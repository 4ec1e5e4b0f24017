import type { ReactNode } from 'react';
import type { Dispute } from '@espasyo/domain/contracts/disputes';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useAddDisputePhoto } from '../api/disputes';
import { DisputeStatusBadge } from './dispute-status-badge';
import { DisputeThread } from './dispute-thread';

/** The decision once resolved: what was decided, the refund, who and when. */
export function DisputeDecision({ dispute: d }: { dispute: Dispute }) {
  const m = useMessages('disputes');
  const f = useFormat();
  if (!d.resolution) return null;
  const r = d.resolution;
  return (
    <Card className="space-y-2 border-success-600/30 p-4" aria-labelledby="dispute-decision-heading">
      <h2 id="dispute-decision-heading" className="text-lg font-semibold text-ink-900">
        {m.view.decision}
      </h2>
      <p className="text-base whitespace-pre-line wrap-anywhere text-ink-800">{r.decision}</p>
      <p className="font-semibold text-ink-900">
        {r.refundAmount > 0 ? m.view.refund({ amount: f.money(r.refundAmount) }) : m.view.noRefund}
      </p>
      <p className="text-sm text-ink-600">
        {m.view.resolvedOn({ when: f.date(r.resolvedAt), name: r.resolvedByName })}
      </p>
    </Card>
  );
}

/** The dispute's photos as a grid of links to each full photo; a side adds one while it is open. */
export function DisputePhotos({ dispute: d }: { dispute: Dispute }) {
  const m = useMessages('disputes');
  const add = useAddDisputePhoto(d.id);
  const toast = useToast();
  return (
    <section aria-labelledby="dispute-photos-heading" className="space-y-3">
      <h2 id="dispute-photos-heading" className="text-lg font-semibold text-ink-900">
        {m.view.photos}
      </h2>
      {d.photos.length === 0 ? (
        <p className="text-sm text-ink-600">{m.view.noPhotos}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {d.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer" className="block focus-visible:outline-2">
                <img
                  src={p.url}
                  alt={m.view.photoAlt({ n: i + 1 })}
                  width={p.width}
                  height={p.height}
                  loading="lazy"
                  className="aspect-4/3 w-full rounded-card border border-ink-200 object-cover"
                />
              </a>
              <p className="mt-1 truncate text-xs text-ink-600">{p.uploaderName}</p>
            </li>
          ))}
        </ul>
      )}
      {d.canAddPhotos && (
        <label className="block text-sm font-medium text-ink-900">
          {m.view.addPhoto}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={add.isPending}
            className="mt-1 block w-full text-sm font-normal text-ink-700 file:mr-3 file:min-h-11 file:rounded-field file:border file:border-ink-300 file:bg-white file:px-4 file:font-medium"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              add.mutate(file, {
                onSuccess: () => toast.success(m.view.photoAdded),
                onError: (err) => toast.error(errorMessage(err)),
              });
            }}
          />
        </label>
      )}
    </section>
  );
}

/** A dispute as a side or staff sees it: status, what happened, photos, the decision once made, the thread. */
export function DisputeView({ dispute: d, staff, aside }: { dispute: Dispute; staff: boolean; aside?: ReactNode }) {
  const m = useMessages('disputes');
  const f = useFormat();
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-xl font-bold tracking-tight wrap-anywhere text-ink-900 sm:text-2xl">
            {m.view.titleOf({ listing: d.listingTitle })}
          </h1>
          <DisputeStatusBadge status={d.status} />
        </div>
        <p className="text-sm text-ink-700">
          {m.view.openedBy({
            name: d.openedByName,
            side: m.sides[d.openedBySide],
            when: f.dateTime(d.createdAt),
          })}
        </p>
      </header>
      {d.status === 'open' && d.viewerSide === 'host' && (
        <Alert tone="info">{d.held > 0 ? m.view.held({ amount: f.money(d.held) }) : m.view.holdNote}</Alert>
      )}
      {d.status === 'resolved' && !staff && <DisputeDecision dispute={d} />}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <section className="space-y-2" aria-labelledby="dispute-what-heading">
            <h2 id="dispute-what-heading" className="text-lg font-semibold text-ink-900">
              {m.view.description}
            </h2>
            <p className="text-sm text-ink-600">
              {m.view.reason}: <span className="font-medium text-ink-900">{m.reasons[d.reason]}</span>
            </p>
            <p className="text-base whitespace-pre-line wrap-anywhere text-ink-800">{d.description}</p>
          </section>
          <DisputePhotos dispute={d} />
          <DisputeThread dispute={d} staff={staff} />
          {d.status === 'resolved' && !staff && <p className="text-sm text-ink-600">{m.view.closedNote}</p>}
        </div>
        {aside && <div className="order-first space-y-6 lg:sticky lg:top-24 lg:order-none">{aside}</div>}
      </div>
    </article>
  );
}
