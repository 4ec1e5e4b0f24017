import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A booking's signed rental agreement (issue 19, domain/src/bookings/agreement.ts): the document
 * as signed (its sections, its text and the text's SHA-256), how it was signed (a PNG drawing,
 * cleaned, or the typed full name), by whom, when and from which address. One per booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table booking_agreements (
      booking_id text primary key references bookings(id) on delete cascade,
      version integer not null,
      document jsonb not null,
      text text not null,
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      signature_kind text not null check (signature_kind in ('drawn','typed')),
      signature_png bytea,
      typed_name text,
      signer_id text references users(id) on delete set null,
      signer_ip text,
      signed_at timestamptz not null,
      check ((signature_kind = 'drawn') = (signature_png is not null)),
      check ((signature_kind = 'typed') = (typed_name is not null))
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table booking_agreements;`);
}
