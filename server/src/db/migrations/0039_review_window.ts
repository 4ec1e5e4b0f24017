import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A review's reveal is a timer of the review process (issue 31, decision 0079): `window_closes_at`
 * is the moment a blind review shows by itself, its booking's end plus the 14 days to review
 * (domain reviews.ts `reviewWindowClosesAt`), written when the review is. The engine checks that
 * moment before the review-reveal job's `reveal` fires, as it checks a booking's `due_at`; the job
 * finds the due ones through the index, without joining bookings. Existing reviews get theirs from
 * their booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table reviews add column window_closes_at timestamptz;
    update reviews r set window_closes_at = b.ends_at + interval '14 days' from bookings b where b.id = r.booking_id;
    alter table reviews alter column window_closes_at set not null;
    drop index reviews_blind_idx;
    create index reviews_blind_due_idx on reviews (window_closes_at) where status = 'blind';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index reviews_blind_due_idx;
    create index reviews_blind_idx on reviews (booking_id) where status = 'blind';
    alter table reviews drop column window_closes_at;
  `,
  );
}
