import { Link } from 'react-router';
import { Maximize2 } from 'lucide-react';
import { ErrorCode } from '@espasyo/domain/errors';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { usePass } from '../api/use-pass';
import { OfflineNote, PassPin, PassQr, PassValidity } from './pass-parts';

/** The statuses of a booking or tenancy that has a pass (issue 33: confirmed or active; a tenancy under notice still runs). */
export const passStatuses: readonly string[] = ['confirmed', 'active', 'notice_given'];

/**
 * On the client's booking page, for a booking or tenancy with a pass: the QR, the PIN, when it is
 * valid, and 'Show at the gate' (the full-screen pass). Opening it keeps the pass on the phone.
 */
export function BookingPass({ bookingId, status }: { bookingId: string; status: string }) {
  const m = useMessages('gate').pass;
  const frame = useMessages('frame');
  const message = useErrorMessage();
  const { user } = useAuth();
  const has = passStatuses.includes(status);
  const q = usePass(bookingId, user?.id, has);
  if (!has) return null;
  // The server has no pass for it (yet, or any more): nothing to show.
  if (q.isError && isApiError(q.error, ErrorCode.notFound)) return null;
  return (
    <section aria-labelledby="booking-pass" className="space-y-4 rounded-card border border-ink-200 bg-white p-5">
      <h2 id="booking-pass" className="text-lg font-semibold text-ink-900">
        {m.heading}
      </h2>
      {q.isPending ? (
        <div role="status" className="flex gap-4">
          <span className="size-32 animate-pulse rounded-field bg-ink-100" />
          <span className="h-10 flex-1 animate-pulse rounded-field bg-ink-100" />
          <span className="sr-only">{m.loading}</span>
        </div>
      ) : q.isError ? (
        <Alert tone="danger" title={m.loadError}>
          <p>{message(q.error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void q.refetch()}>
            {frame.tryAgain}
          </Button>
        </Alert>
      ) : (
        <>
          {q.data.offline && (
            <Alert tone="warning">
              <OfflineNote issuedAt={q.data.pass.issuedAt} />
            </Alert>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <PassQr svg={q.data.pass.qrSvg} className="size-32 rounded-field border border-ink-200 p-1" />
            <div className="min-w-0 space-y-1">
              <p className="text-sm font-medium text-ink-600">{m.pin}</p>
              <PassPin code={q.data.pass.code} className="text-3xl text-ink-900" />
            </div>
          </div>
          <PassValidity pass={q.data.pass} className="text-sm text-ink-700" />
          <p className="text-sm text-ink-600">{m.howTo}</p>
          <Link to={paths.client.bookingPass.getHref(bookingId)} className={buttonClasses('secondary', 'md', true)}>
            <Maximize2 aria-hidden="true" className="size-4" />
            {m.showAtGate}
          </Link>
        </>
      )}
    </section>
  );
}
