import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { AdminListing } from '@espasyo/domain/contracts/listings';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { ModerationDialog, type ModerationAction } from './moderation-dialog';

const orDash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** One listing as submitted: photos, every field, the host, and the decisions staff may take now. */
export function ListingReview({
  listing,
  onBack,
  onDecided,
}: {
  listing: AdminListing;
  onBack: () => void;
  onDecided: () => void;
}) {
  const c = useMessages('adminContent');
  const m = c.listing;
  const l = useMessages('listing');
  const { dateTime } = useFormat();
  const r = m.rows;
  const [action, setAction] = useState<ModerationAction | null>(null);
  const prices = [
    listing.pricePerHour != null && m.perHour({ amount: formatMoney(listing.pricePerHour) }),
    listing.pricePerDay != null && m.perDay({ amount: formatMoney(listing.pricePerDay) }),
    listing.pricePerMonth != null && m.perMonth({ amount: formatMoney(listing.pricePerMonth) }),
  ].filter(Boolean);
  const rows: Array<[string, string]> = [
    [r.type, l.types[listing.type]],
    [
      r.address,
      [listing.street, listing.barangayName, listing.cityName, listing.provinceName, listing.postalCode]
        .filter(Boolean)
        .join(', ') || '—',
    ],
    [r.pin, listing.latitude != null ? `${listing.latitude}, ${listing.longitude}` : '—'],
    listing.type === 'parking'
      ? [
          r.fits,
          m.fits({
            vehicles: listing.vehicleTypes.map((v) => l.vehicles[v]).join(', ') || '—',
            covered: listing.covered == null ? 'unknown' : listing.covered ? 'yes' : 'no',
          }),
        ]
      : [
          r.size,
          m.size({
            width: orDash(listing.width),
            length: orDash(listing.length),
            height: orDash(listing.height),
            area: orDash(listing.area),
          }),
        ],
    [r.features, listing.features.map((f) => l.features[f]).join(', ') || '—'],
    [r.accessHours, orDash(listing.accessHours)],
    [r.accessInstructions, orDash(listing.accessInstructions)],
    [r.prices, prices.join(' · ') || '—'],
    [
      r.minimum,
      listing.minDuration ? m.minimum({ count: listing.minDuration, unit: listing.minDurationUnit ?? '' }) : '—',
    ],
    [r.units, String(listing.capacity)],
    [r.booking, listing.instantBook ? m.instantBook : m.requestToBook],
    [r.cancellation, m.policy({ policy: listing.cancellationPolicy })],
    [r.submitted, listing.submittedAt ? dateTime(listing.submittedAt) : '—'],
  ];
  const decisions = (['approve', 'reject', 'pause'] as const).filter((a) => listing.actions.includes(a));

  return (
    <article aria-labelledby="review-title" className="rounded-card border border-ink-200 bg-white p-5">
      <Button variant="ghost" size="sm" className="mb-3 lg:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.back}
      </Button>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone[listing.status] ?? 'neutral'}>{c.listings.status({ status: listing.status })}</Badge>
        {listing.pausedByStaff && <Badge tone="warning">{m.pausedByStaff}</Badge>}
      </div>
      <h2 id="review-title" className="mt-2 text-xl font-bold text-ink-900">
        {listing.title ?? c.listings.untitled}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {m.host({
          name: listing.host.name,
          email: listing.host.email,
          verified: listing.host.verified ? 'yes' : 'no',
        })}
      </p>
      {listing.rejectionReason && (
        <p className="mt-2 text-sm text-danger-700">{m.lastRejection({ reason: listing.rejectionReason })}</p>
      )}

      {listing.photos.length > 0 && (
        <ul aria-label={m.photos} className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {listing.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={p.thumbUrl}
                  alt={m.photo({ n: i + 1, cover: p.isCover ? 'yes' : 'no' })}
                  width={160}
                  height={120}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-field object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-5 text-sm font-semibold text-ink-900">{m.description}</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-ink-800">{orDash(listing.description)}</p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-600">{label}</dt>
            <dd className="text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>

      {decisions.length > 0 && (
        <div className="mt-6 flex flex-wrap gap-3 border-t border-ink-200 pt-4">
          {decisions.includes('approve') && <Button onClick={() => setAction('approve')}>{m.approve}</Button>}
          {decisions.includes('reject') && (
            <Button variant="danger" onClick={() => setAction('reject')}>
              {m.reject}
            </Button>
          )}
          {decisions.includes('pause') && (
            <Button variant="outline" onClick={() => setAction('pause')}>
              {m.pause}
            </Button>
          )}
        </div>
      )}
      <ModerationDialog listing={listing} action={action} onClose={() => setAction(null)} onDone={onDecided} />
    </article>
  );
}
