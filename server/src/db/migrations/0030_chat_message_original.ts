import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A masked message's text as its sender typed it (issue 29, decision 0059): `body` is what the
 * other side is shown ([hidden] in place of each contact detail), `original_body` what the sender
 * (and staff) see, kept only for a masked message. The 2,000-character limit is on the text as
 * typed: a masked body may be longer, each detail becoming "[hidden]" (at most eight times as long).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table chat_messages add column original_body text check (original_body is null or masked);
    alter table chat_messages drop constraint chat_messages_body_check;
    alter table chat_messages add constraint chat_messages_typed_length_check
      check (char_length(coalesce(original_body, body)) <= 2000 and char_length(body) <= 16000);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table chat_messages drop constraint chat_messages_typed_length_check;
    alter table chat_messages drop column original_body;
    alter table chat_messages add constraint chat_messages_body_check check (char_length(body) <= 2000);
  `,
  );
}
