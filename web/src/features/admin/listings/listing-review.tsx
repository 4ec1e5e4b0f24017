import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { AdminListing } from '@espasyo/domain/contracts/listings';
import { featureLabels, listingTypeLabels, vehicleTypeLabels } from '@espasyo/domain/listings/fields';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatMoney } from '@/lib/format';
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
  const [action, setAction] = useState<ModerationAction | null>(null);
  const prices = [
    listing.pricePerHour != null && `${formatMoney(listing.pricePerHour)} an hour`,
    listing.pricePerDay != null && `${formatMoney(listing.pricePerDay)} a day`,
    listing.pricePerMonth != null && `${formatMoney(listing.pricePerMonth)} a month`,
  ].filter(Boolean);
  const rows: Array<[string, string]> = [
    ['Type', listingTypeLabels[listing.type]],
    [
      'Address',
      [listing.street, listing.barangayName, listing.cityName, listing.provinceName, listing.postalCode]
        .filter(Boolean)
        .join(', ') || '—',
    ],
    ['Pin', listing.latitude != null ? `${listing.latitude}, ${listing.longitude}` : '—'],
    listing.type === 'parking'
      ? [
          'Fits',
          `${listing.vehicleTypes.map((v) => vehicleTypeLabels[v]).join(', ') || '—'}${listing.covered == null ? '' : listing.covered ? ' · covered' : ' · open'}`,
        ]
      : [
          'Size',
          `${orDash(listing.width)} × ${orDash(listing.length)} × ${orDash(listing.height)} m (${orDash(listing.area)} m²)`,
        ],
    ['Features', listing.features.map((f) => featureLabels[f]).join(', ') || '—'],
    ['Access hours', orDash(listing.accessHours)],
    ['Access instructions', orDash(listing.accessInstructions)],
    ['Prices', prices.join(' · ') || '—'],
    ['Minimum', listing.minDuration ? `${listing.minDuration} ${listing.minDurationUnit}` : '—'],
    ['Units', String(listing.capacity)],
    ['Booking', listing.instantBook ? 'Instant book' : 'Request to book'],
    ['Cancellation', listing.cancellationPolicy],
    ['Submitted', listing.submittedAt ? formatDateTime(listing.submittedAt) : '—'],
  ];
  const decisions = (['approve', 'reject', 'pause'] as const).filter((a) => listing.actions.includes(a));

  return (
    <article aria-labelledby="review-title" className="rounded-card border border-ink-200 bg-white p-5">
      <Button variant="ghost" size="sm" className="mb-3 lg:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the queue
      </Button>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone[listing.status] ?? 'neutral'}>{listing.status.replace('_', ' ')}</Badge>
        {listing.pausedByStaff && <Badge tone="warning">paused by staff</Badge>}
      </div>
      <h2 id="review-title" className="mt-2 text-xl font-bold text-ink-900">
        {listing.title ?? 'Untitled draft'}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Host: {listing.host.name} ({listing.host.email}){listing.host.verified ? ' · verified' : ' · not verified'}
      </p>
      {listing.rejectionReason && (
        <p className="mt-2 text-sm text-danger-700">Last rejection: {listing.rejectionReason}</p>
      )}

      {listing.photos.length > 0 && (
        <ul aria-label="Photos" className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {listing.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={p.thumbUrl}
                  alt={`Photo ${i + 1}${p.isCover ? ' (cover)' : ''}`}
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

      <h3 className="mt-5 text-sm font-semibold text-ink-900">Description</h3>
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
          {decisions.includes('approve') && <Button onClick={() => setAction('approve')}>Approve</Button>}
          {decisions.includes('reject') && (
            <Button variant="danger" onClick={() => setAction('reject')}>
              Reject
            </Button>
          )}
          {decisions.includes('pause') && (
            <Button variant="outline" onClick={() => setAction('pause')}>
              Pause
            </Button>
          )}
        </div>
      )}
      <ModerationDialog listing={listing} action={action} onClose={() => setAction(null)} onDone={onDecided} />
    </article>
  );
}
