import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Conversations and messages (issue 21, design §7, decision 0041).
 *
 * `conversations`: kind 'listing' (a client and a listing's host: one per client and listing)
 * or 'support' (a user and the staff: one per user). `user_id` is the client (listing) or the
 * user (support); `host_id` the listing's host, null for support. Each side's read mark:
 * `user_read_at` and `counterpart_read_at` (the host, or for support the staff's one shared mark);
 * a message's read receipt is the other side's mark having passed it. `last_message_at` orders
 * the lists.
 *
 * `chat_images`: a picture uploaded into a conversation by its sender, resized and stripped,
 * then attached to one message. `chat_messages`: the text as stored (masked before a booking is
 * confirmed, `masked` saying so), the sender and the role they wrote as, and the sender's own
 * `client_message_id`, unique per sender, so a resend after a lost connection is never stored twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table conversations (
      id text primary key,
      kind text not null check (kind in ('listing','support')),
      user_id text not null references users(id),
      host_id text references users(id),
      listing_id text references listings(id),
      user_read_at timestamptz,
      counterpart_read_at timestamptz,
      last_message_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((kind = 'listing') = (listing_id is not null and host_id is not null)),
      check (kind = 'listing' or (listing_id is null and host_id is null))
    );
    create unique index conversations_listing_uq on conversations (user_id, listing_id) where kind = 'listing';
    create unique index conversations_support_uq on conversations (user_id) where kind = 'support';
    create index conversations_user_idx on conversations (user_id, last_message_at desc nulls last);
    create index conversations_host_idx on conversations (host_id, last_message_at desc nulls last) where host_id is not null;
    create index conversations_support_idx on conversations (last_message_at desc) where kind = 'support';

    create table chat_images (
      id text primary key,
      conversation_id text not null references conversations(id) on delete cascade,
      uploader_id text not null references users(id),
      storage_key text not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now()
    );
    create index chat_images_conversation_idx on chat_images (conversation_id);

    create table chat_messages (
      id text primary key,
      conversation_id text not null references conversations(id) on delete cascade,
      sender_id text not null references users(id),
      sender_role text not null check (sender_role in ('client','host','support')),
      body text not null check (char_length(body) <= 2000),
      image_id text unique references chat_images(id) on delete set null,
      masked boolean not null default false,
      client_message_id text,
      created_at timestamptz not null default now()
    );
    create unique index chat_messages_client_id_uq on chat_messages (sender_id, client_message_id)
      where client_message_id is not null;
    create index chat_messages_conversation_idx on chat_messages (conversation_id, created_at desc, id desc);
    create index chat_messages_sender_idx on chat_messages (sender_id, created_at desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table chat_messages; drop table chat_images; drop table conversations;`);
}
