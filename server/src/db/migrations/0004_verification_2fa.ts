import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** ID verification requests and their files; two-factor recovery codes and sign-in challenges. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table verification_requests (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      id_type text not null,
      status text not null default 'pending' check (status in ('pending','approved','rejected','superseded')),
      reason text,
      auto_approved boolean not null default false,
      reviewed_by text,
      reviewed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index verification_requests_one_pending on verification_requests (user_id) where status = 'pending';
    create index verification_requests_status_idx on verification_requests (status, created_at);
    create index verification_requests_user_idx on verification_requests (user_id, created_at desc);

    create table verification_files (
      id text primary key,
      request_id text not null references verification_requests(id) on delete cascade,
      kind text not null check (kind in ('idFront','idBack','selfie')),
      storage_key text not null,
      mime text not null,
      size integer not null,
      sha256 text not null,
      created_at timestamptz not null default now(),
      unique (request_id, kind)
    );

    alter table users add column totp_last_step integer;

    create table two_factor_recovery_codes (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index two_factor_recovery_codes_hash_key on two_factor_recovery_codes (user_id, code_hash);

    create table two_factor_challenges (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      ip text,
      user_agent text,
      created_at timestamptz not null default now()
    );
    create index two_factor_challenges_user_idx on two_factor_challenges (user_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table two_factor_challenges;
    drop table two_factor_recovery_codes;
    alter table users drop column totp_last_step;
    drop table verification_files;
    drop table verification_requests;
  `,
  );
}
