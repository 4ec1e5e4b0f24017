import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parse } from 'csv-parse/sync';
import { adminExportsMessages } from '@espasyo/domain';
import { createUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as } from '../../listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking } from '../../payments/payments.fixtures';
import { BOOKING_COLUMNS, EXPORT_PAGE_SIZE, PAYMENT_COLUMNS } from './exports.service';

/**
 * Staff's CSV exports on /admin-tools (issue 22): bookings and payments of a range of days in the
 * platform's time zone, every column against a fixture, cells a spreadsheet would run made inert,
 * pages that neither skip nor repeat a row, the range checked, admins only, each export audited.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host', firstName: 'Maria', lastName: 'Santos' });
const client = useUser(t, { firstName: 'José', lastName: 'Peña' });
const admin = useUser(t, { type: 'admin' });
let listing = '';
let bookingId = '';
let paymentId = '';

/** 2026-03-02 00:30 in Manila is still 1 March in UTC: the day must be Manila's. */
const MADE_AT = '2026-03-01T16:30:00.123456Z';

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const rowsOf = (body: string): Record<string, string>[] => parse(body, { columns: true, bom: true });
const audits = (action: string) =>
  t.db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('createdAt').execute();

beforeAll(async () => {
  listing = await instantListing(t, host.user.id, { cancellationPolicy: 'flexible', title: 'Garage in Makati' });
  bookingId = await bookingToPay(t, client, listing, 20, 22); // 3 days: ₱300, the platform's 9% is ₱27
  ({ paymentId } = await payBooking(t, client, bookingId, 'gcash'));
  const refund = await as(t, admin.cookie).post(`/api/admin/payments/${paymentId}/refunds`, {
    amount: 10050,
    reason: 'The gate remote did not work on day one.',
  });
  expect(refund.statusCode, refund.body).toBe(201);
  await sql`update bookings set created_at = ${MADE_AT}::timestamptz where id = ${bookingId}`.execute(t.db);
  await sql`update payments set created_at = ${MADE_AT}::timestamptz + interval '5 minutes' where id = ${paymentId}`.execute(
    t.db,
  );
});

describe('GET /api/admin/exports/bookings.csv', () => {
  it('sends the bookings made on those days (in Manila) with every column, money in pesos and centavos, times with +08:00', async () => {
    const res = await get('/api/admin/exports/bookings.csv?from=2026-03-02&to=2026-03-02');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="espasyo-bookings-2026-03-02-to-2026-03-02.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])); // UTF-8 BOM for spreadsheets
    expect(res.body).toContain('\r\n');
    const rows = rowsOf(res.body);
    expect(Object.keys(rows[0])).toEqual([...BOOKING_COLUMNS]);
    expect(rows).toHaveLength(1);
    const b = await t.db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirstOrThrow();
    const iso = (d: Date) => {
      const local = new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19);
      return `${local}+08:00`;
    };
    expect(rows[0]).toEqual({
      booking_id: bookingId,
      created_at: '2026-03-02T00:30:00+08:00',
      status: 'confirmed',
      kind: 'days',
      mode: 'instant',
      listing_id: listing,
      listing_title: 'Garage in Makati',
      client_id: client.user.id,
      client_name: 'José Peña',
      client_email: client.email,
      host_id: host.user.id,
      host_name: 'Maria Santos',
      host_email: host.email,
      start_date: b.startDate,
      end_date: b.endDate,
      starts_at: iso(new Date(b.startsAt)),
      ends_at: iso(new Date(b.endsAt!)),
      units: '1',
      cancellation_policy: 'flexible',
      subtotal_php: '300.00',
      subtotal_centavos: '30000',
      tax_php: '0.00',
      tax_centavos: '0',
      total_php: '300.00',
      total_centavos: '30000',
      platform_fee_php: '27.00',
      platform_fee_centavos: '2700',
      host_earnings_php: '273.00',
      host_earnings_centavos: '27300',
      confirmed_at: iso(new Date(b.confirmedAt!)),
      cancelled_at: '',
      cancelled_by: '',
    });
    expect(rows[0].starts_at).toMatch(/T00:00:00\+08:00$/); // a day booking starts at Manila's midnight
  });

  it('leaves out what was made outside the days: the day before in Manila is not the day before in UTC', async () => {
    const before = await get('/api/admin/exports/bookings.csv?from=2026-03-01&to=2026-03-01');
    expect(before.statusCode).toBe(200);
    expect(rowsOf(before.body)).toEqual([]);
    expect(before.body.replace('\ufeff', '').trim()).toBe(BOOKING_COLUMNS.map((c) => `"${c}"`).join(','));
    const after = await get('/api/admin/exports/bookings.csv?from=2026-03-03&to=2026-12-31');
    expect(rowsOf(after.body)).toEqual([]);
  });

  it('makes cells that a spreadsheet would run as a formula inert, and quotes the rest', async () => {
    const evil = await createUser(t, { firstName: 'Ana', lastName: 'Cruz' });
    const id = await bookingToPay(t, evil, listing, 40, 40);
    await sql`update bookings set created_at = '2026-04-10T02:00:00Z', listing_title = ${'=HYPERLINK("http://x.test","Click")'} where id = ${id}`.execute(
      t.db,
    );
    for (const [first, last] of [
      ['+63 917', '@SUM(A1:A9)'],
      ['-2+3', '\tcmd'],
    ]) {
      await sql`update users set first_name = ${first}, last_name = ${last} where id = ${evil.user.id}`.execute(t.db);
      const res = await get('/api/admin/exports/bookings.csv?from=2026-04-10&to=2026-04-10');
      const [row] = rowsOf(res.body);
      expect(row.listing_title).toBe(`'=HYPERLINK("http://x.test","Click")`);
      expect(row.client_name).toBe(`'${first} ${last}`);
      expect(row.client_email).toBe(evil.email);
    }
    // Quotes inside a cell are doubled, as RFC 4180 has it.
    const res = await get('/api/admin/exports/bookings.csv?from=2026-04-10&to=2026-04-10');
    expect(res.body).toContain(`"'=HYPERLINK(""http://x.test"",""Click"")"`);
  });

  it('writes every row of a range larger than a page once, in the order made', async () => {
    const total = EXPORT_PAGE_SIZE * 2 + 5;
    const { rows: cols } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_name = 'bookings' and column_name not in ('id', 'idempotency_key', 'created_at', 'status')
      order by ordinal_position`.execute(t.db);
    const list = sql.join(cols.map((c) => sql.ref(c.name)));
    // Many made in the same microsecond: the page's cursor must tell them apart by id.
    await sql`insert into bookings (id, status, created_at, ${list})
      select 'bulk-' || lpad(g::text, 5, '0'), 'cancelled', '2026-05-05T04:00:00.000001Z'::timestamptz + ((g / 700) * interval '1 microsecond'), ${list}
      from bookings, generate_series(1, ${total}) g where id = ${bookingId}`.execute(t.db);
    const res = await get('/api/admin/exports/bookings.csv?from=2026-05-05&to=2026-05-05');
    expect(res.statusCode).toBe(200);
    const ids = rowsOf(res.body).map((r) => r.booking_id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual([...ids].sort());
  });

  it('is audited: who exported which days', async () => {
    const before = (await audits('export.bookings')).length;
    await get('/api/admin/exports/bookings.csv?from=2026-01-01&to=2026-01-31');
    const rows = await audits('export.bookings');
    expect(rows).toHaveLength(before + 1);
    // The test clock stands still: find the row by its range rather than its time.
    expect(rows.find((r) => (r.after as { from: string }).from === '2026-01-01')).toMatchObject({
      actorId: admin.user.id,
      targetType: 'bookings',
      after: { from: '2026-01-01', to: '2026-01-31', timeZone: 'Asia/Manila' },
    });
  });
});

describe('GET /api/admin/exports/payments.csv', () => {
  it('sends each payment with its refunds, gateway and sides; money in pesos and centavos', async () => {
    const res = await get('/api/admin/exports/payments.csv?from=2026-03-02&to=2026-03-02');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="espasyo-payments-2026-03-02-to-2026-03-02.csv"',
    );
    const rows = rowsOf(res.body);
    expect(Object.keys(rows[0])).toEqual([...PAYMENT_COLUMNS]);
    const p = await t.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(rows).toEqual([
      expect.objectContaining({
        payment_id: paymentId,
        created_at: '2026-03-02T00:35:00+08:00',
        status: 'partially_refunded',
        booking_id: bookingId,
        listing_title: 'Garage in Makati',
        client_id: client.user.id,
        client_name: 'José Peña',
        client_email: client.email,
        host_id: host.user.id,
        host_name: 'Maria Santos',
        gateway: 'sandbox',
        method: 'gcash',
        gateway_reference: p.gatewayReference ?? '',
        amount_php: '300.00',
        amount_centavos: '30000',
        received_php: '300.00',
        received_centavos: '30000',
        refunded_php: '100.50',
        refunded_centavos: '10050',
        refund_pending_php: '0.00',
        refund_pending_centavos: '0',
        flag: '',
      }),
    ]);
    expect(rows[0].paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(rows[0].gateway_fee_php === '' || /^\d+\.\d{2}$/.test(rows[0].gateway_fee_php)).toBe(true);
    expect(await audits('export.payments')).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        targetType: 'payments',
        after: expect.objectContaining({ from: '2026-03-02' }),
      }),
    ]);
  });
});

describe('who may export, and the range', () => {
  it('refuses everyone but admins: anonymous 401; a client, a host and a moderator 403; nothing audited', async () => {
    const moderator = await createUser(t, { type: 'moderator' });
    const before = (await audits('export.bookings')).length + (await audits('export.payments')).length;
    for (const kind of ['bookings', 'payments']) {
      const url = `/api/admin/exports/${kind}.csv?from=2026-03-01&to=2026-03-31`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const who of [client, host, moderator]) expect((await get(url, who.cookie)).statusCode).toBe(403);
    }
    expect((await audits('export.bookings')).length + (await audits('export.payments')).length).toBe(before);
  });

  it('refuses a missing, malformed or reversed range with a clear message, and writes nothing', async () => {
    const m = adminExportsMessages.query;
    const before = (await audits('export.bookings')).length;
    const cases: [string, Record<string, string>][] = [
      ['', { from: m.fromMissing, to: m.toMissing }],
      ['from=2026-03-01', { to: m.toMissing }],
      ['from=2026-02-30&to=2026-03-01', { from: m.date }],
      ['from=01/03/2026&to=2026-03-01', { from: m.date }],
      ['from=2026-03-02&to=2026-03-01', { to: m.toBeforeFrom }],
      ['from=1999-12-31&to=2026-03-01', { from: 'Dates must be from 2000-01-01 to 2100-12-31' }],
    ];
    for (const [query, fields] of cases) {
      const res = await get(`/api/admin/exports/bookings.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toEqual(fields);
    }
    expect((await audits('export.bookings')).length).toBe(before);
  });
});
