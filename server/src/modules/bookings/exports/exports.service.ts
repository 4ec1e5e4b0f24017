import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import {
  addCalendarDays,
  adminExportFileName,
  dayStartIn,
  type AdminExportKind,
  type AdminExportQuery,
} from '@espasyo/domain';
import type { Readable } from 'node:stream';
import type { Actor, AppContext } from '../../../context';
import { csvStream, pesosCell, type CsvCell } from '../../../lib/csv';
import { record } from '../../audit/audit.service';
import {
  exportsRepository as repo,
  type BookingExportRow,
  type InstantRange,
  type PageCursor,
  type PaymentExportRow,
} from './exports.repository';

/**
 * Staff's CSV exports of bookings and payments (/admin-tools, decision 0050): the rows made on a
 * range of days in the platform's time zone, read a page at a time and written as they come, so
 * 100,000 rows are never in memory at once. Each export is audited before the file starts.
 * The pages are separate reads, not one long transaction: on PGlite a transaction holds the only
 * connection, and a download may last as long as the reader's network. A row made while the
 * file is written may or may not be in it; none appears twice (keyset paging).
 */

export const EXPORT_PAGE_SIZE = 1000;

const name = (first: string, last: string) => `${first} ${last}`.trim();
const num = (v: number | null) => (v === null ? null : Number(v));
/** Money as two columns: pesos with two decimals, and centavos. */
const money = (v: number | null): CsvCell[] => {
  const c = num(v);
  return c === null ? [null, null] : [pesosCell(c), c];
};
const moneyHeads = (col: string) => [`${col}_php`, `${col}_centavos`];

/** An instant as ISO 8601 in the zone, with its offset: '2026-11-24T15:05:09+08:00'. */
const isoIn = (timeZone: string) => (at: Date | null) => (at ? formatISO(new TZDate(at.getTime(), timeZone)) : null);

export const BOOKING_COLUMNS = [
  'booking_id',
  'created_at',
  'status',
  'kind',
  'mode',
  'listing_id',
  'listing_title',
  'client_id',
  'client_name',
  'client_email',
  'host_id',
  'host_name',
  'host_email',
  'start_date',
  'end_date',
  'starts_at',
  'ends_at',
  'units',
  'cancellation_policy',
  ...moneyHeads('subtotal'),
  ...moneyHeads('tax'),
  ...moneyHeads('total'),
  ...moneyHeads('platform_fee'),
  ...moneyHeads('host_earnings'),
  'confirmed_at',
  'cancelled_at',
  'cancelled_by',
] as const;

function bookingCells(r: BookingExportRow, iso: (at: Date | null) => string | null): CsvCell[] {
  return [
    r.id,
    iso(r.createdAt),
    r.status,
    r.kind,
    r.mode,
    r.listingId,
    r.listingTitle,
    r.clientId,
    name(r.clientFirstName, r.clientLastName),
    r.clientEmail,
    r.hostId,
    name(r.hostFirstName, r.hostLastName),
    r.hostEmail,
    r.startDate,
    r.endDate,
    iso(r.startsAt),
    iso(r.endsAt),
    r.units,
    r.cancellationPolicy,
    ...money(r.subtotal),
    ...money(r.tax),
    ...money(r.total),
    ...money(r.platformFee),
    ...money(r.hostEarnings),
    iso(r.confirmedAt),
    iso(r.cancelledAt),
    r.cancelledBy,
  ];
}

export const PAYMENT_COLUMNS = [
  'payment_id',
  'created_at',
  'paid_at',
  'status',
  'booking_id',
  'listing_title',
  'client_id',
  'client_name',
  'client_email',
  'host_id',
  'host_name',
  'gateway',
  'method',
  'gateway_reference',
  ...moneyHeads('amount'),
  ...moneyHeads('received'),
  ...moneyHeads('gateway_fee'),
  ...moneyHeads('refunded'),
  ...moneyHeads('refund_pending'),
  'flag',
] as const;

function paymentCells(r: PaymentExportRow, iso: (at: Date | null) => string | null): CsvCell[] {
  return [
    r.id,
    iso(r.createdAt),
    iso(r.paidAt),
    r.status,
    r.bookingId,
    r.listingTitle,
    r.clientId,
    name(r.clientFirstName, r.clientLastName),
    r.clientEmail,
    r.hostId,
    name(r.hostFirstName, r.hostLastName),
    r.gateway,
    r.method,
    r.gatewayReference,
    ...money(r.amount),
    ...money(r.receivedAmount),
    ...money(r.gatewayFee),
    ...money(r.refunded),
    ...money(r.refundPending),
    r.flag,
  ];
}

/** Every page of a keyset-paged read, each as CSV rows. */
async function* pages<R extends PageCursor>(
  read: (after: PageCursor | null, limit: number) => Promise<R[]>,
  cells: (row: R) => CsvCell[],
): AsyncGenerator<CsvCell[][]> {
  let after: PageCursor | null = null;
  for (;;) {
    const rows = await read(after, EXPORT_PAGE_SIZE);
    if (rows.length > 0) yield rows.map(cells);
    if (rows.length < EXPORT_PAGE_SIZE) return;
    const last = rows[rows.length - 1];
    after = { cursorAt: last.cursorAt, id: last.id };
  }
}

/**
 * The export of `kind` for the days `q.from`–`q.to` (both included, in general.timezone): its
 * file name and the CSV as a stream. The audit row ('export.bookings' or 'export.payments', with
 * the range) is written first, in its own transaction.
 */
export async function adminExport(
  ctx: AppContext,
  actor: Actor,
  kind: AdminExportKind,
  q: AdminExportQuery,
): Promise<{ fileName: string; csv: Readable }> {
  const timeZone = (await ctx.settings.get()).general.timezone;
  const range: InstantRange = {
    start: dayStartIn(q.from, timeZone),
    end: dayStartIn(addCalendarDays(q.to, 1), timeZone),
  };
  await ctx.db.transaction().execute((tx) =>
    record(tx, {
      ...actor,
      action: `export.${kind}`,
      targetType: kind,
      targetId: null,
      after: { from: q.from, to: q.to, timeZone },
      at: ctx.clock.now(),
    }),
  );
  const iso = isoIn(timeZone);
  const [columns, rows] =
    kind === 'bookings'
      ? [
          BOOKING_COLUMNS,
          pages(
            (after, limit) => repo.bookingsPage(ctx.db, range, after, limit),
            (r) => bookingCells(r, iso),
          ),
        ]
      : [
          PAYMENT_COLUMNS,
          pages(
            (after, limit) => repo.paymentsPage(ctx.db, range, after, limit),
            (r) => paymentCells(r, iso),
          ),
        ];
  // A BOM first: spreadsheet programs then read the file as UTF-8 (names with ñ stay whole).
  return { fileName: adminExportFileName(kind, q), csv: csvStream(columns, rows, { bom: true }) };
}
