import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Admin area and platform settings: what kind of action a settings-history entry was,
 * indexes for the history and audit filters, scheduled-job runs (with the lock row that
 * stops two instances running one job at once) and large realtime messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table settings_history add column action text;
    create index settings_history_category_idx on settings_history (category, timestamp desc, id desc);

    create index audit_log_actor_idx on audit_log (actor_id, created_at desc);
    create index audit_log_action_idx on audit_log (action, created_at desc);
    create index audit_log_target_idx on audit_log (target_id, created_at desc);

    create table job_runs (
      name text primary key,
      next_run_at timestamptz not null,
      locked_until timestamptz,
      locked_by text,
      last_started_at timestamptz,
      last_finished_at timestamptz,
      last_status text check (last_status in ('ok','failed')),
      last_result text,
      last_duration_ms integer,
      run_count integer not null default 0
    );

    create table realtime_messages (
      id text primary key,
      payload jsonb not null,
      created_at timestamptz not null default now()
    );
    create index realtime_messages_created_idx on realtime_messages (created_at);
  `,
  );
}
