import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import NotFoundPage from './not-found';
import { PageTitle } from '@/components/page-title';
import { useMessages } from '@/lib/i18n';
import { useErrorMessage } from '@/lib/error-message';
import { paths } from '@espasyo/domain/paths';

/** A page's code may fail to download after a new release; a reload fetches the new files. */
function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** The router's last line: never a blank screen, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const m = useMessages('frame');
  const message = useErrorMessage();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  const chunk = isChunkError(error);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <PageTitle>{m.somethingWrong}</PageTitle>
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-warning-50 text-warning-700">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold text-ink-900">{chunk ? m.chunkTitle : m.somethingWrong}</h1>
      <p className="mt-3 text-lg text-ink-600">
        {chunk ? (navigator.onLine ? m.chunkBody : m.chunkOffline) : message(null)}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {m.reload}
        </Button>
        <Link to={paths.home.getHref()} reloadDocument className={buttonClasses('outline')}>
          {m.goHome}
        </Link>
      </div>
    </main>
  );
}
