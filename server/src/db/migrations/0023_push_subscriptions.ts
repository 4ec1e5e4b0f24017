import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Web Push (issue 21, decision 0044): the server's VAPID key pair, made once on first start and
 * kept here so every instance signs with the same keys (unless the environment gives them); and
 * each user's subscribed devices, one row per push endpoint (a browser's endpoint is unique to it).
 * And the retention job's index: read notifications by age.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table push_vapid_keys (
      id smallint primary key default 1 check (id = 1),
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now()
    );
    create table push_subscriptions (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      device text not null,
      created_at timestamptz not null,
      last_success_at timestamptz
    );
    create index push_subscriptions_user_idx on push_subscriptions (user_id);
    create index notifications_read_created_idx on notifications (created_at) where is_read;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `drop index notifications_read_created_idx; drop table push_subscriptions; drop table push_vapid_keys;`,
  );
}
