import { z } from 'zod';
import { adminExportsMessages } from '../messages/admin-exports';
import { isoDateSchema } from '../schemas/dates';

/**
 * Staff's CSV exports on /admin-tools (issue 22; admins only, each one audited, decision 0050):
 *   GET /api/admin/exports/bookings.csv?from&to  bookings made on those days (a booking a row)
 *   GET /api/admin/exports/payments.csv?from&to  payments started on those days, with their refunds
 * `from` and `to` are days in the platform's time zone (general.timezone), both included. Money
 * is in pesos with two decimals and in centavos; times are ISO 8601 with the zone's offset.
 */
const m = adminExportsMessages.query;

export const adminExportKinds = ['bookings', 'payments'] as const;
export type AdminExportKind = (typeof adminExportKinds)[number];

export const adminExportQuerySchema = z
  .object({
    from: isoDateSchema(m.date, m.fromMissing),
    to: isoDateSchema(m.date, m.toMissing),
  })
  .refine((q) => q.from <= q.to, { error: m.toBeforeFrom, path: ['to'] });
export type AdminExportQuery = z.infer<typeof adminExportQuerySchema>;

/** The file's path for a kind and range (the web's download link and the server's routes agree on it). */
export const adminExportPath = (kind: AdminExportKind, q: AdminExportQuery) =>
  `/api/admin/exports/${kind}.csv?from=${encodeURIComponent(q.from)}&to=${encodeURIComponent(q.to)}`;

/** 'espasyo-bookings-2026-01-01-to-2026-03-31.csv'. */
export const adminExportFileName = (kind: AdminExportKind, q: AdminExportQuery) =>
  `espasyo-${kind}-${q.from}-to-${q.to}.csv`;
