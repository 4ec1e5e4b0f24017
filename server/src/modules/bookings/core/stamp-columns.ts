import type { BookingRow } from './bookings.repository';

/**
 * The columns a booking's or a tenancy's transition writes beside its status: when it was accepted,
 * paid for, cancelled and by whom, the reason; with when it was accepted and the record (a new one's
 * values) its next timer is read from.
 */
export function stampColumns(f: {
  action: string;
  now: Date;
  actor: { role: string };
  reason: string | null;
  row: BookingRow | null;
  values?: Record<string, unknown>;
}) {
  const acceptedAt = f.action === 'accept' ? f.now : f.row?.acceptedAt ? new Date(f.row.acceptedAt) : null;
  const made = f.row ?? (f.values as BookingRow | undefined);
  const cols: Record<string, unknown> = {};
  if (f.action === 'accept') cols.acceptedAt = f.now;
  if (f.action === 'pay') cols.confirmedAt = f.now;
  if (f.action === 'cancel' || f.action === 'cancel_force_majeure') {
    cols.cancelledAt = f.now;
    cols.cancelledBy = f.actor.role === 'payment' ? 'system' : f.actor.role;
  }
  if (f.reason) cols.reason = f.reason;
  return { cols, acceptedAt, made };
}
