import { Link, useParams } from 'react-router';
import { WifiOff, X } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { usePass } from '../api/use-pass';
import { OfflineNote, PassPin, PassQr, PassValidity, PersonPhoto } from '../pass/pass-parts';
import { useWakeLock } from '../pass/use-wake-lock';

/** 'Tue, 1 Dec 2026 – Thu, 3 Dec 2026', or from the start on for a tenancy with no end yet. */
function StayDates({ pass: p }: { pass: { startsAt: string; endsAt: string | null } }) {
  const m = useMessages('gate').pass;
  const f = useFormat();
  const from = f.date(p.startsAt);
  return p.endsAt ? `${from} – ${f.bookingLastDay(p.endsAt)}` : m.fromMonthly({ from });
}

/**
 * /client/bookings/{id}/pass: the pass full screen, to show at the gate — black on white, the
 * space, the renter with their photo, the dates, the QR big and the PIN; the screen kept on. It
 * draws from the pass kept on the phone when the server cannot be reached, and says as of when.
 */
export default function BookingPassPage() {
  const m = useMessages('gate').pass;
  const frame = useMessages('frame');
  const message = useErrorMessage();
  const { bookingId = '' } = useParams();
  const { user } = useAuth();
  const q = usePass(bookingId, user?.id);
  useWakeLock(q.isSuccess);
  const back = paths.client.booking.getHref(bookingId);

  return (
    <div className="fixed inset-0 z-50 overflow-y-auto bg-white text-black">
      <PageTitle>{m.heading}</PageTitle>
      <div className="mx-auto flex min-h-full max-w-md flex-col px-4 pt-3 pb-8">
        <div className="flex justify-end">
          <Link
            to={back}
            className="inline-flex min-h-11 items-center gap-1 rounded-field px-3 font-semibold text-black underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-black"
          >
            <X aria-hidden="true" className="size-5" />
            {m.close}
          </Link>
        </div>
        {q.isPending ? (
          <PageLoader />
        ) : q.isError ? (
          <main className="space-y-4 py-8 text-center">
            <h1 className="text-2xl font-bold">{m.showError}</h1>
            <p>{message(q.error)}</p>
            <Button variant="outline" onClick={() => void q.refetch()}>
              {frame.tryAgain}
            </Button>
          </main>
        ) : (
          <main className="flex flex-1 flex-col items-center gap-4 text-center">
            {q.data.offline && (
              <p
                role="status"
                className="flex items-center gap-2 rounded-field border-2 border-black px-3 py-2 font-semibold"
              >
                <WifiOff aria-hidden="true" className="size-5 shrink-0" />
                <OfflineNote issuedAt={q.data.pass.issuedAt} />
              </p>
            )}
            <div>
              <h1 className="text-2xl font-bold wrap-anywhere">{q.data.pass.listing.title}</h1>
              <p className="text-base">{q.data.pass.listing.address}</p>
            </div>
            <div className="flex items-center gap-3 text-left">
              <PersonPhoto url={q.data.pass.renter.photoUrl} name={q.data.pass.renter.name} size="lg" />
              <div>
                <p className="text-xl font-bold">{q.data.pass.renter.name}</p>
                <p>
                  <StayDates pass={q.data.pass} />
                  {q.data.pass.units > 1 ? ` · ${m.units({ count: q.data.pass.units })}` : ''}
                </p>
              </div>
            </div>
            <PassQr svg={q.data.pass.qrSvg} className="w-full max-w-80 border-4 border-black p-2" />
            <div>
              <p className="text-sm font-semibold tracking-wide uppercase">{m.pin}</p>
              <PassPin code={q.data.pass.code} className="text-5xl" />
            </div>
            <PassValidity pass={q.data.pass} className="text-left text-base" />
          </main>
        )}
      </div>
    </div>
  );
}
