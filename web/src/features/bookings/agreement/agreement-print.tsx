import { Link } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';
import { useAgreement } from '@/features/bookings/api/use-agreement';
import { useBooking } from '@/features/bookings/api/use-booking';
import { AgreementDocument } from './agreement-document';
import { AgreementSignature } from './agreement-signature';
import { AgreementLoadError } from './agreement-load-error';
import { BookingSkeleton } from '@/features/bookings/shared/booking-load-error';
import { useBookingDates } from '@/lib/booking-dates';
import { useLanguage, useMessages } from '@/lib/i18n';

/**
 * A booking's rental agreement as a printable page, for its client and its host: headed by the
 * listing and the booking's dates (whatever wording it was signed in), the sections, the signature
 * and the document's fingerprint (the SHA-256 of its text). Print prints the
 * agreement alone: the app's navigation and this page's buttons are hidden on paper.
 */
export function AgreementPrint({ bookingId, back }: { bookingId: string; back: { to: string; label: string } }) {
  const booking = useBooking(bookingId);
  const agreement = useAgreement(bookingId);
  const m = useMessages('agreement');
  const lang = useLanguage();
  const dates = useBookingDates();

  const failed = booking.error ?? agreement.error;
  if (failed)
    return (
      <AgreementLoadError
        error={failed}
        back={back}
        onRetry={() => void Promise.all([booking.refetch(), agreement.refetch()])}
      />
    );
  if (!booking.data || !agreement.data) return <BookingSkeleton />;
  const a = agreement.data;
  return (
    <article className="mx-auto max-w-3xl space-y-6 print:max-w-none">
      <PageTitle>{m.pageTitle({ listing: booking.data.listingTitle })}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back.to} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {back.label}
        </Link>
        <Button
          variant="outline"
          icon={<Printer aria-hidden="true" className="size-4" />}
          onClick={() => window.print()}
        >
          {m.print}
        </Button>
      </div>
      {/* The document's title and text are in the language it is in (signed in, or the reader's draft). */}
      <div
        lang={a.language}
        className="space-y-8 rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-8 print:border-0 print:p-0 print:shadow-none"
      >
        <header className="space-y-1 border-b border-ink-200 pb-4">
          <h1 className="text-xl font-bold tracking-tight wrap-anywhere text-ink-900 sm:text-2xl">
            {/* Named by its listing; one signed in the other language keeps its own title. */}
            {!a.language || a.language === lang ? m.title({ listing: booking.data.listingTitle }) : a.title}
          </h1>
          <p className="text-base text-ink-700">{m.dates({ dates: dates.of(booking.data), version: a.version })}</p>
        </header>
        <AgreementDocument agreement={a} />
        <section aria-labelledby="signature" className="break-inside-avoid space-y-3">
          <h2 id="signature" className="text-base font-semibold text-ink-900">
            {m.signature}
          </h2>
          {a.signed ? (
            <AgreementSignature signed={a.signed} signerName={booking.data.client.name} />
          ) : (
            <p className="text-base text-ink-700">{m.notSigned}</p>
          )}
        </section>
        <section aria-labelledby="fingerprint" className="break-inside-avoid space-y-1 border-t border-ink-200 pt-4">
          <h2 id="fingerprint" className="text-base font-semibold text-ink-900">
            {m.fingerprint}
          </h2>
          <p className="text-sm text-ink-700">{m.fingerprintText({ signed: a.signed ? 'yes' : 'no' })}</p>
          <p className="font-mono text-sm break-all text-ink-900">{a.sha256}</p>
        </section>
      </div>
    </article>
  );
}
