import type { Selectable } from 'kysely';
import type { PaymentsTable } from '../../db/schema';

/** A payment as stored: what a booking's `pay` is fired with (the bookings module's effects post it to the ledger). */
export type PaymentRow = Selectable<PaymentsTable>;
