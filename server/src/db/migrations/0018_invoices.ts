import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The platform's own sales documents (issue 20, decision 0039):
 * - `invoice_counters`: one row per series ('invoice', 'credit_note'); a document takes its serial
 *   by `update … set next = next + 1 … returning` in the transaction that issues it, so a rollback
 *   gives the number back and the series has no gaps (a SEQUENCE would leave them).
 * - `invoices`: a host's monthly fee invoice or credit memo, with what it said when issued
 *   (seller, buyer, lines, amounts) so a later change of settings or name never alters it; one per
 *   host, month and kind.
 * - `host_tax_details`: the TIN a host gives for their invoices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table invoice_counters (
      series text primary key check (series in ('invoice','credit_note')),
      next bigint not null check (next >= 1)
    );
    insert into invoice_counters (series, next) values ('invoice', 1), ('credit_note', 1);
    create table invoices (
      id text primary key,
      kind text not null check (kind in ('invoice','credit_note')),
      serial bigint not null check (serial >= 1),
      number text not null unique,
      host_id text not null references users(id),
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      issued_at timestamptz not null,
      amount bigint not null check (amount > 0),
      vatable bigint not null check (vatable >= 0),
      vat bigint not null check (vat >= 0 and vatable + vat = amount),
      vat_rate numeric(5,2),
      seller jsonb not null,
      buyer jsonb not null,
      lines jsonb not null,
      issued_by text references users(id),
      unique (kind, serial),
      unique (host_id, month, kind)
    );
    create index invoices_host_idx on invoices (host_id, issued_at desc, serial desc);
    create index invoices_issued_idx on invoices (issued_at desc, serial desc);
    create table host_tax_details (
      host_id text primary key references users(id) on delete cascade,
      tin text not null,
      updated_at timestamptz not null default now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table host_tax_details;
    drop table invoices;
    drop table invoice_counters;
  `,
  );
}
