import { Link } from 'react-router';
import { Boxes, ImageOff, MapPin } from 'lucide-react';
import type { HostListingItem } from '@espasyo/domain/contracts/listings';
import { paths } from '@espasyo/domain/paths';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { HostListingActions } from './host-listing-actions';
import { ListingStatusBadge } from './listing-status';

type Words = ReturnType<typeof useMessages<'hostListings'>>;

/** Every price the listing has, each with its unit: '₱120 / day · ₱3,000 / month'. */
function priceText(item: HostListingItem, m: Words, money: (centavos: number) => string): string | null {
  const prices = [
    [item.pricePerHour, 'hour'],
    [item.pricePerDay, 'day'],
    [item.pricePerMonth, 'month'],
  ] as const;
  const shown = prices
    .filter(([amount]) => amount != null)
    .map(([amount, unit]) => m.card.price({ amount: money(amount!), unit }));
  return shown.length ? shown.join(' · ') : null;
}

/** A line under the title saying what the status means for the host, where it needs saying. */
function StatusNote({ item }: { item: HostListingItem }) {
  const m = useMessages('hostListings');
  if (item.status === 'rejected')
    return (
      <div className="rounded-field border border-danger-600/30 bg-danger-50 p-3 text-sm text-danger-700">
        <p className="font-semibold">{item.rejectionReason ? m.card.notApprovedWhy : m.card.notApproved}</p>
        {item.rejectionReason && <p className="mt-0.5 whitespace-pre-line text-ink-800">{item.rejectionReason}</p>}
        <p className="mt-1 text-ink-700">{m.card.editAndResubmit}</p>
      </div>
    );
  const note =
    item.status === 'draft'
      ? m.card.draftNote
      : item.status === 'pending_review'
        ? m.card.reviewNote
        : item.status === 'paused' && item.pausedByStaff
          ? m.card.staffPausedNote
          : item.status === 'paused'
            ? m.card.pausedNote
            : null;
  return note ? <p className="text-sm text-ink-600">{note}</p> : null;
}

/** One of the host's listings: cover, title, status, place, prices, capacity, last change, and what can be done with it. */
export function HostListingCard({ item, eager }: { item: HostListingItem; eager: boolean }) {
  const m = useMessages('hostListings');
  const types = useMessages('listing').types;
  const f = useFormat();
  const title = item.title ?? m.card.untitled;
  const place = [item.barangayName, item.cityName].filter(Boolean).join(', ');
  const price = priceText(item, m, f.money);
  const titleId = `listing-${item.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card border border-ink-200 bg-white p-4 shadow-card lg:flex-row lg:items-start"
    >
      <div className="flex min-w-0 flex-1 gap-4">
        {item.coverUrl ? (
          <img
            src={item.coverUrl}
            alt=""
            width={160}
            height={120}
            loading={eager ? 'eager' : 'lazy'}
            className="aspect-[4/3] w-24 shrink-0 self-start rounded-field bg-ink-100 object-cover sm:w-40"
          />
        ) : (
          <div className="flex aspect-[4/3] w-24 shrink-0 flex-col items-center justify-center gap-1 self-start rounded-field border border-dashed border-ink-300 bg-ink-50 text-ink-600 sm:w-40">
            <ImageOff aria-hidden="true" className="size-5" />
            <span className="text-xs font-medium">{m.card.noPhoto}</span>
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <ListingStatusBadge status={item.status} />
            <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{types[item.type]}</span>
          </div>
          <h2 id={titleId} className="text-base font-semibold wrap-anywhere text-ink-900 sm:text-lg">
            {item.status === 'archived' ? (
              title
            ) : (
              <Link to={paths.host.editListing.getHref(item.id)} className="hover:underline">
                {title}
              </Link>
            )}
          </h2>
          {place && (
            <p className="flex items-center gap-1 text-sm text-ink-600">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {place}
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-800">
            <span className="font-semibold text-ink-900">{price ?? m.card.noPrice}</span>
            <span className="inline-flex items-center gap-1">
              <Boxes aria-hidden="true" className="size-3.5 text-ink-500" />
              {m.card.units({ count: item.capacity })}
            </span>
          </p>
          <p className="text-xs text-ink-600">{m.card.updated({ date: f.date(item.updatedAt) })}</p>
          <StatusNote item={item} />
        </div>
      </div>
      <div className="lg:max-w-[26rem] lg:shrink-0 lg:justify-end">
        <HostListingActions item={item} title={title} />
      </div>
    </li>
  );
}
