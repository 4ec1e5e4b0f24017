import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { authKey } from '@/lib/query-client';
import { FrameErrorCode } from '@/lib/frame-error-codes';

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
 * (decision 0062). A rate limit shows when it lifts (its Retry-After), and the page asks again
 * by itself then. Its title says which, as useAuth's `error` does: 'Too many requests. Please try
 * again later.' for a rate limit, else 'Failed to load user profile' (docs/product/errors.md).
 */
export function SessionErrorScreen() {
  const m = useMessages('guards').session;
  const errors = useMessages('errors');
  const frame = useMessages('frame');
  const { refresh } = useAuth(); // re-renders this with each new failure
  // Read, not observed: an observer mounting on the failed check would ask again at once.
  const { error, errorUpdatedAt } = useQueryClient().getQueryState(authKey) ?? {};
  const rateLimited = isApiError(error, FrameErrorCode.rateLimited);
  const message = rateLimited ? errors.tooManyRequests : errors.profileLoadFailed;
  const retryAt =
    rateLimited && error.retryAfter !== undefined ? (errorUpdatedAt ?? 0) + error.retryAfter * 1000 : null;
  const seconds = useSecondsUntil(retryAt);

  useEffect(() => {
    if (retryAt === null) return;
    const timer = setTimeout(() => void refresh(), Math.max(0, retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [retryAt, refresh]);

  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <PageTitle>{message}</PageTitle>
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-warning-50 text-warning-700">
        <CloudOff aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold text-ink-900">{message}</h1>
      <p className="mt-3 text-lg text-ink-600">{m.failedBody}</p>
      <p role="status" className="mt-2 text-base font-medium text-ink-700">
        {seconds ? m.retryIn({ seconds }) : null}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void refresh()} disabled={!!seconds}>
          {frame.tryAgain}
        </Button>
        <Link to={paths.home.getHref()} className={buttonClasses('outline')}>
          {frame.goHome}
        </Link>
      </div>
    </main>
  );
}
