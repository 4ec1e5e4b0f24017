import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ErrorCode } from '@espasyo/domain/errors';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';

export function BackToListings() {
  const m = useMessages('hostListings');
  return (
    <Link to={paths.host.listings.getHref()} className={buttonClasses('outline', 'md')}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {m.loadError.back}
    </Link>
  );
}

/** A page about one of the host's listings when the listing cannot be read: not theirs or gone (not_found), or another failure to retry. */
export function ListingLoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const m = useMessages('hostListings').loadError;
  const missing = isApiError(error, ErrorCode.notFound);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PageHeader title={title} actions={<BackToListings />} />
      {missing ? (
        <EmptyState icon={SearchX} title={m.notFound} action={<BackToListings />}>
          {m.notFoundText}
        </EmptyState>
      ) : (
        <LoadError title={m.failed} error={error} onRetry={onRetry} />
      )}
    </>
  );
}
