import {
  bookingActions,
  bookingProcess,
  bookingStatuses,
  type BookingAction,
  type BookingStatus,
  type BookingViewer,
} from '../bookings/process';
import { transitionRefused } from '../bookings/errors';
import { tenancyTransitionRefused } from './errors';
import { tenancyHoldingStatuses, tenancyProcess, type TenancyAction, type TenancyStatus } from './process';

/**
 * A row of bookings is a booking of days or hours (bookingProcess) or a monthly tenancy
 * (tenancyProcess, issue 32): one list of statuses and actions for both, and the table that moves
 * a row of each kind.
 */
export const bookingKinds = ['days', 'hours', 'tenancy'] as const;
export type BookingKind = (typeof bookingKinds)[number];

export const anyBookingStatuses = [...bookingStatuses, 'notice_given', 'ended'] as const satisfies readonly (
  BookingStatus | TenancyStatus
)[];
export type AnyBookingStatus = BookingStatus | TenancyStatus;

export const anyBookingActions = [...bookingActions, 'give_notice', 'end'] as const satisfies readonly (
  BookingAction | TenancyAction
)[];
export type AnyBookingAction = BookingAction | TenancyAction;

/** The process table of a row of bookings of `kind`. */
export const processOfKind = (kind: BookingKind) => (kind === 'tenancy' ? tenancyProcess : bookingProcess);

/** What `viewer` may do now on a booking or tenancy in `status`: the buttons to show. */
export const kindActionsFor = (
  kind: BookingKind,
  status: AnyBookingStatus,
  viewer: BookingViewer,
): AnyBookingAction[] =>
  kind === 'tenancy'
    ? tenancyProcess.actionsFor(status as TenancyStatus, viewer)
    : bookingProcess.actionsFor(status as BookingStatus, viewer);

/** Statuses whose bookings or tenancies hold units (listing_used_units: migration 0041). */
export const anyHoldingStatuses: readonly AnyBookingStatus[] = tenancyHoldingStatuses;

/** The refusal of `action` on a booking or tenancy in `status`, in its own table's words. */
export const kindTransitionRefused = (kind: BookingKind, action: AnyBookingAction, status: AnyBookingStatus | null) =>
  kind === 'tenancy'
    ? tenancyTransitionRefused(action as TenancyAction, status as TenancyStatus | null)
    : transitionRefused(action as BookingAction, status as BookingStatus | null);
