import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useIsFetching } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { routes, sessionCheck } from '@espasyo/domain/messages/frame';
import { paths } from '@espasyo/domain/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';
import { useAuth, type SessionError } from '@/lib/auth';
import { authKey } from '@/lib/query-client';

/** Whole seconds until `at` (ms since the epoch), counting down once a second; null without a time. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A signed-in area's page when the session could not be checked and no answer came before (a
 * rate limit, a server fault, no connection): says so instead of sending anyone to sign in
 * (decision 0058). A rate limit shows when it lifts and the page asks again by itself then.
 */
export function SessionErrorScreen({ error }: { error: SessionError }) {
  const { refresh } = useAuth();
  const checking = useIsFetching({ queryKey: authKey }) > 0;
  const seconds = useSecondsUntil(error.retryAt);

  useEffect(() => {
    if (error.retryAt === null) return;
    const timer = setTimeout(() => void refresh(), Math.max(0, error.retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [error.retryAt, refresh]);

  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <PageTitle>{error.message}</PageTitle>
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-warning-50 text-warning-700">
        <CloudOff aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold text-ink-900">{error.message}</h1>
      <p className="mt-3 text-lg text-ink-600">{sessionCheck.failedBody}</p>
      <p role="status" className="mt-2 text-base font-medium text-ink-700">
        {checking ? sessionCheck.trying : seconds ? sessionCheck.retryIn(seconds) : null}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void refresh()} disabled={checking || !!seconds}>
          {sessionCheck.tryAgain}
        </Button>
        <Link to={paths.home.getHref()} className={buttonClasses('outline')}>
          {routes.goHome}
        </Link>
      </div>
    </main>
  );
}
