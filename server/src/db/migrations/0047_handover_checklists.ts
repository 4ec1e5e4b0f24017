import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Move-in and move-out checklists (issue 33, decision 0088):
 * - `handover_checklists`: at most one of each kind per booking (unique), its content (jsonb: the
 *   items' conditions and notes, the meter readings, the notes; their lengths are the domain's),
 *   its lifecycle's status (domain/src/handover/process.ts, moved only by the process engine) and
 *   `due_at`, when a side who has not signed is taken to accept (48 hours after the first signature).
 * - `handover_signatures`: one per side at most; `kind` deemed when the platform accepted for a side
 *   after 48 hours. A drawn signature's PNG is kept; the SHA-256 of the content signed too.
 * - `handover_photos`: re-encoded WebP copies (no metadata), per area of the listing's checklist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table handover_checklists (
      id text primary key,
      booking_id text not null references bookings(id) on delete cascade,
      kind text not null check (kind in ('move_in','move_out')),
      status text not null check (status in ('draft','signed_by_one','complete')),
      content jsonb not null,
      due_at timestamptz,
      completed_at timestamptz,
      created_by text references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (booking_id, kind),
      check ((status = 'signed_by_one') = (due_at is not null)),
      check ((status = 'complete') = (completed_at is not null))
    );
    create index handover_checklists_due_idx on handover_checklists (due_at) where status = 'signed_by_one';
    create table handover_signatures (
      checklist_id text not null references handover_checklists(id) on delete cascade,
      side text not null check (side in ('client','host')),
      kind text not null check (kind in ('drawn','typed','deemed')),
      signature_png bytea,
      typed_name text check (char_length(typed_name) <= 100),
      signer_id text references users(id) on delete set null,
      signer_ip text,
      sha256 text not null,
      signed_at timestamptz not null,
      primary key (checklist_id, side),
      check ((kind = 'drawn') = (signature_png is not null)),
      check ((kind = 'typed') = (typed_name is not null))
    );
    create table handover_photos (
      id text primary key,
      checklist_id text not null references handover_checklists(id) on delete cascade,
      area text not null check (char_length(area) <= 40),
      uploaded_by_side text not null check (uploaded_by_side in ('client','host')),
      uploader_id text references users(id) on delete set null,
      storage_key text not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now()
    );
    create index handover_photos_checklist_idx on handover_photos (checklist_id, area, created_at, id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table handover_photos;
    drop table handover_signatures;
    drop table handover_checklists;
  `,
  );
}
