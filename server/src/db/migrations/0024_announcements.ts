import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Announcements, staff's notices and the staff's system alerts (issue 21, decision 0045):
 * - `announcements`: title, body, audience (everyone / clients / hosts), draft or published (with
 *   its moment), an optional last day (`ends_on`, in the platform's zone) and the moment it ends;
 *   `announcement_dismissals`: who dismissed which, so it stays dismissed on every device.
 * - `staff_notices`: each send from /notifications (to one user or a group) and each system alert,
 *   with how many notifications it made; the notifications of a send carry its id (`batch_id`),
 *   so one outbox task can push them all live after the commit.
 * - `system_alert_sources`: per source (a job, a gateway's webhooks, the outbox, payouts) when its
 *   last alert went out and how many were held back since: at most one an hour per source.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table announcements (
      id text primary key,
      title text not null check (char_length(title) between 1 and 120),
      body text not null check (char_length(body) between 1 and 2000),
      audience text not null check (audience in ('everyone','clients','hosts')),
      status text not null default 'draft' check (status in ('draft','published')),
      ends_on date,
      ends_at timestamptz,
      published_at timestamptz,
      author_id text references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'published') = (published_at is not null)),
      check ((ends_on is null) = (ends_at is null))
    );
    create index announcements_list_idx on announcements (created_at desc, id desc);
    create index announcements_live_idx on announcements (audience, published_at desc) where status = 'published';
    create table announcement_dismissals (
      announcement_id text not null references announcements(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      dismissed_at timestamptz not null default now(),
      primary key (announcement_id, user_id)
    );
    create index announcement_dismissals_user_idx on announcement_dismissals (user_id);
    create table staff_notices (
      id text primary key,
      kind text not null check (kind in ('notice','alert')),
      audience text not null check (audience in ('user','clients','hosts','staff','admins')),
      recipient_id text references users(id) on delete set null,
      recipient_name text,
      recipient_email text,
      title text not null,
      message text not null,
      action_url text,
      recipients integer not null check (recipients >= 0),
      sent_by text references users(id) on delete set null,
      source text,
      suppressed integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index staff_notices_kind_idx on staff_notices (kind, created_at desc, id desc);
    alter table notifications add column batch_id text;
    create index notifications_batch_idx on notifications (batch_id, id) where batch_id is not null;
    create table system_alert_sources (
      source text primary key,
      last_alert_at timestamptz not null,
      suppressed integer not null default 0
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table system_alert_sources;
    drop index notifications_batch_idx;
    alter table notifications drop column batch_id;
    drop table staff_notices;
    drop table announcement_dismissals;
    drop table announcements;
  `,
  );
}
