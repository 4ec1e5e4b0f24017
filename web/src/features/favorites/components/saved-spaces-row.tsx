import { Link } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { ResultCardRow } from '@/features/browse';
import { useFavorites } from '@/features/favorites/api/use-favorites';
import { useMessages } from '@/lib/i18n';

/** How many saved spaces the row shows; the rest are on Favorites. */
const SHOWN = 6;

/** The client dashboard's saved spaces (favourites): the newest few in a row, and the way to all of them. */
export function SavedSpacesRow() {
  const m = useMessages('dashboard').saved;
  const favorites = useFavorites(1);
  const data = favorites.data;
  return (
    <section aria-labelledby="dash-saved" className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="dash-saved" className="text-lg font-semibold text-ink-900">
          {m.heading}
        </h2>
        {data && data.total > 0 && (
          <Link
            to={paths.client.favorites.getHref()}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            {m.seeAll({ count: data.total })}
          </Link>
        )}
      </div>
      {favorites.isError ? (
        <div className="mt-3">
          <LoadError title={m.error} error={favorites.error} onRetry={() => void favorites.refetch()} />
        </div>
      ) : data && data.items.length === 0 ? (
        <p className="mt-3 rounded-card border border-dashed border-ink-300 bg-ink-50 p-4 text-base text-ink-700">
          {m.empty}{' '}
          <Link to={paths.client.browse.getHref()} className="font-semibold text-brand-700 underline">
            {m.browse}
          </Link>
        </p>
      ) : (
        <ResultCardRow items={data ? data.items.slice(0, SHOWN) : null} />
      )}
    </section>
  );
}
