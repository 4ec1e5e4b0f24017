import { Link } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import type { Booking, BookingAgreement } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';
import { AgreementDocument } from '@/features/bookings/agreement/agreement-document';
import { BookingTerms } from '@/features/bookings/client/booking-terms';
import { CheckoutSignForm } from './checkout-sign-form';
import { CheckoutDeadline, CheckoutSummary } from './checkout-summary';
import { TestModeBanner } from '@/features/bookings/shared/test-mode-banner';
import { useAutopay } from '@/features/bookings/api/use-autopay';
import { useMessages } from '@/lib/i18n';

const card = 'rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5';

/**
 * The checkout of a booking awaiting payment: the summary with the quote and the cancellation
 * terms (first on a phone), the rental agreement to read (scrolling in its own box, reachable by
 * keyboard), then the signature and the way to the gateway.
 */
export function CheckoutView({
  booking: b,
  agreement,
  testMode,
}: {
  booking: Booking;
  agreement: BookingAgreement;
  testMode: boolean;
}) {
  // A tenancy's first month: the gateway in use may keep the card for the next bills.
  const autopay = useAutopay(b.id, b.kind === 'tenancy');
  const m = useMessages('booking').checkout;
  return (
    <article className="space-y-6">
      <PageTitle>{m.pageTitle({ title: b.listingTitle })}</PageTitle>
      <Link to={paths.client.booking.getHref(b.id)} className={buttonClasses('ghost', 'sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.back}
      </Link>
      <header>
        <h1 className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">{m.title}</h1>
        <p className="mt-1 text-base text-ink-700">{m.intro}</p>
      </header>
      {testMode && <TestModeBanner />}
      <CheckoutDeadline dueAt={b.dueAt} />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="agreement" className={card}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="agreement" className="text-lg font-semibold text-ink-900">
                {m.agreement}
              </h2>
              <Link
                to={paths.client.bookingAgreement.getHref(b.id)}
                className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline"
              >
                <Printer aria-hidden="true" className="size-4" /> {m.printable}
              </Link>
            </div>
            <div
              role="region"
              aria-label={m.agreementText}
              tabIndex={0}
              className="mt-3 max-h-[28rem] overflow-y-auto rounded-field border border-ink-200 bg-ink-50 p-4 focus-visible:ring-3 focus-visible:ring-brand-500/40 focus-visible:outline-none"
            >
              <AgreementDocument agreement={agreement} level={3} />
            </div>
          </section>
          <section className={card}>
            <CheckoutSignForm
              bookingId={b.id}
              agreement={agreement}
              accountName={b.client.name}
              total={b.total + b.deposit}
              offerSaveCard={autopay.data?.canSaveCard === true && !autopay.data.enabled}
            />
          </section>
        </div>
        {/* On a phone the summary and the terms come first: what is being signed for. */}
        <div className="order-first space-y-6 lg:sticky lg:top-24 lg:order-none">
          <CheckoutSummary booking={b} />
          <div className={card}>
            <BookingTerms booking={b} />
          </div>
        </div>
      </div>
    </article>
  );
}
