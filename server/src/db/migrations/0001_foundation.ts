import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table users (
      id text primary key,
      email text not null,
      name text not null,
      first_name text not null,
      last_name text not null,
      phone text not null,
      user_type text not null,
      type text not null,
      role text,
      permissions jsonb not null default '[]',
      status text not null default 'active' check (status in ('active','suspended','disabled')),
      profile_image_url text,
      rating double precision not null default 0,
      total_ratings integer not null default 0,
      verified boolean not null default false,
      is_admin boolean not null default false,
      password_hash text not null,
      email_verified_at timestamptz,
      phone_verified_at timestamptz,
      id_verified_at timestamptz,
      failed_login_count integer not null default 0,
      locked_until timestamptz,
      terms_accepted_at timestamptz,
      terms_version text,
      totp_secret text,
      totp_enabled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_login_at timestamptz
    );
    create unique index users_email_key on users (lower(email));
    create index users_type_idx on users (user_type, created_at);

    create table sessions (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      ip text,
      user_agent text
    );
    create index sessions_user_idx on sessions (user_id);

    create table auth_tokens (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      kind text not null check (kind in ('password_reset','email_verify','phone_code')),
      token_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      attempts integer not null default 0,
      created_at timestamptz not null default now()
    );
    create unique index auth_tokens_hash_key on auth_tokens (kind, token_hash);
    create index auth_tokens_user_idx on auth_tokens (user_id, kind);

    create table user_progress (
      user_id text not null references users(id) on delete cascade,
      guide text not null,
      completed jsonb not null default '[]',
      updated_at timestamptz not null default now(),
      primary key (user_id, guide)
    );

    create table outbox_messages (
      id text primary key,
      kind text not null check (kind in ('email','sms')),
      recipient text not null,
      subject text not null,
      text text not null,
      html text,
      status text not null default 'stored',
      created_at timestamptz not null default now()
    );
    create index outbox_messages_created_idx on outbox_messages (created_at desc);

    create table settings (
      id text primary key,
      data jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_updated_by text,
      imported_at timestamptz
    );

    create table settings_history (
      id text primary key,
      category text not null,
      changes jsonb not null,
      user_id text,
      timestamp timestamptz not null default now(),
      change_type text not null check (change_type in ('update','action'))
    );
    create index settings_history_ts_idx on settings_history (timestamp desc);

    create table audit_log (
      id text primary key,
      actor_id text,
      action text not null,
      target_type text,
      target_id text,
      before jsonb,
      after jsonb,
      ip text,
      created_at timestamptz not null default now()
    );
    create index audit_log_created_idx on audit_log (created_at desc);
  `,
  );
}
