import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The daily reconciliation report (issue 20, decision 0040): for one day in the platform's time
 * zone and one gateway, what our ledger and the gateway's own list of payments and refunds agree
 * on. One row per (day, gateway): a run for the same day again replaces its figures and
 * discrepancies (same id), so the job is idempotent and staff's rerun shows the state now.
 * `status` is ok, mismatch (a discrepancy other than a fee's) or failed (the gateway could not be
 * asked: `error`). Money in centavos.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table reconciliation_reports (
      id text primary key,
      day date not null,
      gateway text not null check (gateway in ('sandbox','stripe','paymongo')),
      status text not null check (status in ('ok','mismatch','failed')),
      matched integer not null default 0,
      discrepancy_count integer not null default 0,
      ledger_payments integer not null default 0,
      ledger_payments_total bigint not null default 0,
      ledger_refunds integer not null default 0,
      ledger_refunds_total bigint not null default 0,
      gateway_payments integer not null default 0,
      gateway_payments_total bigint not null default 0,
      gateway_refunds integer not null default 0,
      gateway_refunds_total bigint not null default 0,
      discrepancies jsonb not null default '[]'::jsonb,
      error text,
      runs integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (day, gateway)
    );
    create index reconciliation_reports_day_idx on reconciliation_reports (day desc, gateway);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table reconciliation_reports;`);
}
