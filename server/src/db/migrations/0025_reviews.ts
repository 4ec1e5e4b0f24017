import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Reviews (issue 22, design §8, decision 0046).
 *
 * `reviews`: one per completed booking and side (`direction`: client_to_host, the client rating
 * the listing and its host; host_to_client, the host rating the client), unique per booking and
 * direction, so two posts at once store one. `status` blind (waiting for the other side or the
 * window's end), visible (`published_at` set) or hidden by staff (`hidden_reason`, `hidden_by`,
 * `hidden_at`; `published_at` kept if it had been shown). The host's one public reply
 * (`reply_body`, `replied_at`) on a client_to_host review only. The listings' and users' `rating`
 * and `total_ratings` are kept from the visible ones (reviews.repository.ts).
 *
 * `review_reports`: one per review and reporter. `review_reminders`: the reminders sent, one per
 * booking, user and kind ('open' when the review can be written, 'closing' near the window's
 * end), so the job sends each once however often it runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table reviews (
      id text primary key,
      booking_id text not null references bookings(id),
      listing_id text not null references listings(id),
      direction text not null check (direction in ('client_to_host','host_to_client')),
      author_id text not null references users(id),
      subject_id text not null references users(id),
      rating smallint not null check (rating between 1 and 5),
      comment text not null check (char_length(comment) between 1 and 2000),
      status text not null default 'blind' check (status in ('blind','visible','hidden')),
      reply_body text check (char_length(reply_body) between 1 and 1000),
      replied_at timestamptz,
      published_at timestamptz,
      hidden_reason text check (char_length(hidden_reason) between 1 and 500),
      hidden_by text references users(id),
      hidden_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (booking_id, direction),
      check ((reply_body is null) = (replied_at is null)),
      check (reply_body is null or direction = 'client_to_host'),
      check ((status = 'hidden') = (hidden_at is not null)),
      check (status <> 'visible' or published_at is not null)
    );
    create index reviews_listing_visible_idx on reviews (listing_id, published_at desc, id desc)
      where status = 'visible' and direction = 'client_to_host';
    create index reviews_subject_idx on reviews (subject_id, published_at desc) where status = 'visible';
    create index reviews_author_idx on reviews (author_id, created_at desc);
    create index reviews_blind_idx on reviews (booking_id) where status = 'blind';
    create index reviews_recent_idx on reviews (created_at desc, id desc);
    create index reviews_hidden_idx on reviews (hidden_at desc, id desc) where status = 'hidden';

    create table review_reports (
      review_id text not null references reviews(id) on delete cascade,
      reporter_id text not null references users(id),
      reason text not null check (char_length(reason) between 1 and 500),
      created_at timestamptz not null default now(),
      primary key (review_id, reporter_id)
    );
    create index review_reports_created_idx on review_reports (created_at desc);

    create table review_reminders (
      booking_id text not null references bookings(id),
      user_id text not null references users(id),
      kind text not null check (kind in ('open','closing')),
      sent_at timestamptz not null,
      primary key (booking_id, user_id, kind)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table review_reminders; drop table review_reports; drop table reviews;`);
}
