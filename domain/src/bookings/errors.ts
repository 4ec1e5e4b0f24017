import { AppError, ErrorCode } from '../errors';
import { bookingMessages as m } from '../messages/bookings';
import type { BookingAction, BookingStatus } from './process';

/** The booking is not there, or not the caller's to see (both answer 404). */
export const bookingNotFound = () => new AppError(ErrorCode.notFound, m.notFound);

/** The booking's process table does not let this happen from its status (the spec's words). */
export const transitionRefused = (action: BookingAction, status: BookingStatus | null) =>
  new AppError(
    ErrorCode.invalidTransition,
    m.notAllowed(m.actionDone[action], status ? m.statusLabels[status].toLowerCase() : ''),
  );
