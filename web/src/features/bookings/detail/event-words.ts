import type { BookingActor, BookingViewer } from '@espasyo/domain/bookings/process';
import type { AnyBookingAction } from '@espasyo/domain/tenancies/kinds';
import { useMessages } from '@/lib/i18n';

/**
 * A booking's timeline in words, as one side reads it: who ('You', 'The host', the platform),
 * then what they did. Timers act as the platform (its name from the settings); the gateway's webhook is the payment itself.
 * A null `viewer` reads it from outside (staff): nobody is 'You'.
 */
export function useEventSentence() {
  const m = useMessages('booking').events;
  const actorName = (actor: BookingActor, viewer: BookingViewer | null, platform: string): string => {
    if (actor === viewer) return m.actors.you;
    if (actor === 'system') return platform;
    if (actor === 'admin') return m.actors.admin({ platform });
    return m.actors[actor];
  };
  /** 'You requested to book', 'The host accepted the request', 'Payment received: …'. */
  return (action: AnyBookingAction, actor: BookingActor, viewer: BookingViewer | null, platform: string) =>
    m.sentence({ actor: actorName(actor, viewer, platform), what: m.what[action] });
}
