import { Link, useSearchParams } from 'react-router';
import { Heart } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { ResultCard, ResultCardSkeleton } from '@/features/browse';
import { useFavorites } from '@/features/favorites/api/use-favorites';

/** /client/favorites: the spaces the client saved, newest first, each linking to its page. */
export default function FavoritesPage() {
  const m = useMessages('favorites');
  const pager = useMessages('search').pages;
  const message = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (n: number) => setParams(n > 1 ? { page: String(n) } : {});
  const favorites = useFavorites(page);
  const data = favorites.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      {favorites.isError ? (
        <Alert tone="danger">{message(favorites.error)}</Alert>
      ) : data && data.items.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={m.empty.title}
          action={
            <Link to={paths.client.browse.getHref()} className={buttonClasses('primary', 'md')}>
              {m.empty.browse}
            </Link>
          }
        >
          {m.empty.text}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy={!data || undefined}>
          {data
            ? data.items.map((item, i) => (
                <ResultCard
                  key={item.id}
                  item={item}
                  href={paths.client.listing.getHref(item.id)}
                  priceUnit={item.type === 'parking' ? 'day' : 'month'}
                  eager={i < 4}
                />
              ))
            : Array.from({ length: 4 }, (_, i) => <ResultCardSkeleton key={i} />)}
        </ul>
      )}
      {data && pages > 1 && (
        <nav aria-label={m.pages} className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            className={buttonClasses('secondary', 'md')}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            {pager.previous}
          </button>
          <p className="text-sm text-ink-700">{pager.pageOf({ page, pages })}</p>
          <button
            type="button"
            className={buttonClasses('secondary', 'md')}
            disabled={page >= pages}
            onClick={() => go(page + 1)}
          >
            {pager.next}
          </button>
        </nav>
      )}
    </>
  );
}
