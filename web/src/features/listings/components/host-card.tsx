import { BadgeCheck } from 'lucide-react';
import type { PublicListing } from '@espasyo/domain/contracts/listings';
import { timeZone } from '@/lib/format';
import { useLocale, useMessages } from '@/lib/i18n';

/** 'December 2026'; one formatter per language and time zone. */
const monthYear = new Map<string, Intl.DateTimeFormat>();
function memberSince(iso: string, locale: string) {
  const zone = timeZone();
  const key = `${locale} ${zone}`;
  let f = monthYear.get(key);
  if (!f) monthYear.set(key, (f = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: zone })));
  return f.format(new Date(iso));
}

/**
 * The 'Host' card at the foot of a listing's page: who hosts, their rating and since when. An
 * island (host-card-island.tsx): the month it shows is written by the page's only Intl date
 * formatter, and a page's first Intl object costs some 20 ms (decision 0096).
 */
export function HostCard({ host }: { host: PublicListing['host'] }) {
  const m = useMessages('listing').view;
  const locale = useLocale();
  return (
    <section aria-labelledby="host" className="rounded-card border border-ink-200 bg-white p-5">
      <h2 id="host" className="text-lg font-semibold text-ink-900">
        {m.host}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-lg font-semibold text-brand-800"
        >
          {host.name.slice(0, 1)}
        </span>
        <div>
          <p className="flex items-center gap-1.5 font-semibold text-ink-900">
            {host.name}
            {host.verified && (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-success-700">
                <BadgeCheck aria-hidden="true" className="size-4" /> {m.verified}
              </span>
            )}
          </p>
          <p className="text-sm text-ink-600">
            {host.totalRatings > 0 ? m.hostRating({ rating: host.rating.toFixed(1), count: host.totalRatings }) : ''}
            {m.hostingSince({ date: memberSince(host.memberSince, locale) })}
          </p>
        </div>
      </div>
    </section>
  );
}
