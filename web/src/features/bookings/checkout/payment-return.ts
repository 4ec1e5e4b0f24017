import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyBookingStatus, BookingKind } from '@espasyo/domain/tenancies/kinds';

/** How the gateway's page says a checkout ended, in the `payment` of its return address. */
const failures = ['failed', 'failure', 'cancelled', 'canceled', 'expired', 'error'];

/** Statuses a booking (or a tenancy: issue 32) reaches only once paid. */
const paidStatuses: readonly AnyBookingStatus[] = ['confirmed', 'active', 'completed', 'notice_given', 'ended'];

export type PaymentOutcome = 'paid' | 'failed' | 'processing' | 'closed' | 'bill';

/** A tenancy that is paid and running: a checkout now is one of its monthly bills (issue 32), which its status does not follow. */
const runningTenancy: readonly AnyBookingStatus[] = ['active', 'notice_given', 'ended'];

/**
 * What to tell a client back from the checkout. The booking's status is the truth (the
 * webhook confirms it, maybe after the return): paid once confirmed; a checkout that says it
 * failed, and the booking still awaiting payment, failed; a booking that is neither, closed
 * (expired or cancelled meanwhile: a late payment is refunded); else still processing — unless
 * the payment is under review, which the booking itself says (nothing to wait for). Back from a
 * running tenancy's bill, the booking cannot say: failed as the checkout says, else 'bill' (the
 * bill itself shows when it is paid).
 */
export function paymentOutcome(
  param: string | null,
  { status, paymentUnderReview, kind }: { status: AnyBookingStatus; paymentUnderReview: boolean; kind?: BookingKind },
): PaymentOutcome | null {
  if (param === null || paymentUnderReview) return null;
  if (kind === 'tenancy' && runningTenancy.includes(status))
    return failures.includes(param.toLowerCase()) ? 'failed' : 'bill';
  if (paidStatuses.includes(status)) return 'paid';
  if (status !== 'awaiting_payment') return 'closed';
  return failures.includes(param.toLowerCase()) ? 'failed' : 'processing';
}

/** How often, and how long, the page asks again while a payment is processing. */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 20_000;

/**
 * The `?payment=` of the return address and the polling it asks for: while the outcome is
 * 'processing', the booking is read every 2 s for 20 s; then `waiting` turns false and the
 * page offers to check again (`checkAgain` starts another 20 s).
 */
export function usePaymentReturn() {
  const [params] = useSearchParams();
  const param = params.get('payment');
  const [round, setRound] = useState(0);
  const [waiting, setWaiting] = useState(param !== null);
  useEffect(() => {
    if (param === null) return;
    setWaiting(true);
    const timer = window.setTimeout(() => setWaiting(false), POLL_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [param, round]);
  const pollMs = (b: { status: AnyBookingStatus; paymentUnderReview: boolean; kind?: BookingKind } | undefined) =>
    waiting && b && paymentOutcome(param, b) === 'processing' ? POLL_EVERY_MS : false;
  return { param, waiting, pollMs, checkAgain: () => setRound((r) => r + 1) };
}
