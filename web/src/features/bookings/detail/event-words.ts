import type { BookingActor, BookingViewer } from '@espasyo/domain/bookings/process';
import type { AnyBookingAction } from '@espasyo/domain/tenancies/kinds';

/**
 * A booking's timeline in words, as one side reads it: who ('You', 'The host', the platform),
 * then what they did. Timers act as the platform (its name from the settings); the gateway's webhook is the payment itself.
 * A null `viewer` reads it from outside (staff): nobody is 'You'.
 */
export function actorName(actor: BookingActor, viewer: BookingViewer | null, platform: string): string {
  if (actor === viewer) return 'You';
  const names = {
    client: 'The client',
    host: 'The host',
    admin: `${platform} staff`,
    system: platform,
    payment: 'Payment',
  };
  return names[actor];
}

const what: Record<AnyBookingAction, string> = {
  request: 'requested to book',
  book_instantly: 'booked (instant book)',
  accept: 'accepted the request',
  decline: 'declined the request',
  expire_request: 'closed the request: the host did not answer in time',
  pay: 'received: the booking is confirmed',
  expire_payment: 'closed the booking: it was not paid in time',
  start: 'started the booking',
  complete: 'completed the booking',
  cancel: 'cancelled the booking',
  cancel_force_majeure: 'cancelled the booking for a declared typhoon or force majeure event',
  // A tenancy's own (issue 32): notice sets its end, the day after which it ends.
  give_notice: 'gave notice',
  end: 'ended the tenancy',
};

/** 'You requested to book', 'The host accepted the request', 'Payment received: …'. */
export const eventSentence = (
  action: AnyBookingAction,
  actor: BookingActor,
  viewer: BookingViewer | null,
  platform: string,
) => `${actorName(actor, viewer, platform)} ${what[action]}`;
