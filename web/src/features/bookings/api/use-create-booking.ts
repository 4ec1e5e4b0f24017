import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FrameErrorCode } from '@/lib/frame-error-codes';
import { generic } from '@espasyo/domain/messages/frame';
import { paths } from '@espasyo/domain/paths';
import type { BookingChoice } from './booking-choice';
import type { BookingRefusal } from './create-booking';
import { bookingKeys } from './keys';

/** A random Idempotency-Key; crypto.randomUUID needs a secure context, so the same from getRandomValues otherwise. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a failed attempt says: the refusal's words and code, or a connection problem (the code did not even load). */
export const failureOf = (error: unknown): Pick<BookingRefusal, 'message' | 'code'> =>
  error instanceof Error && error.name === 'BookingRefusal'
    ? (error as BookingRefusal)
    : { message: generic.network, code: 'network' };

/**
 * Books a choice (POST /api/bookings) and opens the booking's page. The booking code is
 * fetched on the first press (create-booking.ts), so the public listing page does not carry it.
 * One Idempotency-Key per attempt: a double press, or pressing again after a lost answer,
 * sends the same key and the server answers the booking it made first; a new choice, or a
 * refusal (which wrote nothing), starts a new attempt; `book` ignores a press while one is on its way. `onUnitsTaken`: the units went in the
 * meantime, so the price and calendar shown are out of date.
 */
export function useCreateBooking({ onUnitsTaken }: { onUnitsTaken?: () => void } = {}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const attempt = useRef<{ choice: string; key: string } | null>(null);
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: async (choice: BookingChoice) => {
      const json = JSON.stringify(choice);
      if (attempt.current?.choice !== json) attempt.current = { choice: json, key: newKey() };
      const { book } = await import('./create-booking');
      return book(choice, attempt.current.key);
    },
    onSuccess: (booking) => {
      client.setQueryData(bookingKeys.one(booking.id), booking);
      void client.invalidateQueries({ queryKey: bookingKeys.clientLists });
      void navigate(paths.client.booking.getHref(booking.id));
    },
    onError: (error) => {
      const refusal = error instanceof Error && error.name === 'BookingRefusal' ? (error as BookingRefusal) : null;
      if (refusal?.refused) attempt.current = null;
      if (refusal?.code === FrameErrorCode.capacityExceeded) onUnitsTaken?.();
    },
  });
  /**
   * A second press while one is on its way, or after it booked (the page is on its way to the
   * booking), sends nothing: a double click books once.
   */
  const book = (choice: BookingChoice) => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(choice, { onError: () => void (busy.current = false) });
  };
  return { ...mutation, book };
}
