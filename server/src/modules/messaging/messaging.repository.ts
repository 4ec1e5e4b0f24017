import { sql, type Insertable, type RawBuilder, type Selectable } from 'kysely';
import type { Executor } from '../../db/client';
import type { ChatImagesTable, ChatMessagesTable, ConversationsTable } from '../../db/schema';

export type ConversationRow = Selectable<ConversationsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type ChatImageRow = Selectable<ChatImagesTable>;

/** A message with its sender's name (a read-only join on users). */
export type MessageViewRow = ChatMessageRow & { senderFirstName: string; senderLastName: string };

/**
 * A conversation as its lists show it: both sides' names and pictures, the listing's title and
 * cover, the last message, whether a booking between the two is confirmed, and the messages the
 * side asked about (`unreadFor`) has not read. Read-only joins on users, listings, listing_photos
 * and bookings (their modules own them).
 */
export type ConversationViewRow = ConversationRow & {
  userFirstName: string;
  userLastName: string;
  userAvatar: string | null;
  userType: string;
  hostFirstName: string | null;
  hostLastName: string | null;
  hostAvatar: string | null;
  listingTitle: string | null;
  coverKey: string | null;
  lastBody: string | null;
  lastSenderId: string | null;
  lastSenderRole: ChatMessageRow['senderRole'] | null;
  lastOriginal: string | null;
  lastMasked: boolean | null;
  lastHasImage: boolean | null;
  lastCreatedAt: Date | null;
  confirmedBooking: boolean;
  unread: number;
};

/** Which side reads: the conversation's user (client, or the user of a support one) or its counterpart. */
export type Side = 'user' | 'counterpart';

/** A message the side has not read: from the other side, after the side's mark. */
const unreadOf = (side: Side) =>
  side === 'user'
    ? sql`m.sender_id <> c.user_id and (c.user_read_at is null or m.created_at > c.user_read_at)`
    : sql`m.sender_id = c.user_id and (c.counterpart_read_at is null or m.created_at > c.counterpart_read_at)`;

/**
 * A booking between the client and the host is confirmed, active or completed (a tenancy paid for,
 * under notice or ended too): contact details are shown between them (decision 0041). A read-only look at bookings (their module owns them).
 */
const confirmedBetween = (clientId: RawBuilder<unknown>, hostId: RawBuilder<unknown>) =>
  sql<boolean>`exists (select 1 from bookings b where b.client_id = ${clientId} and b.host_id = ${hostId}
    and b.status in ('confirmed','active','completed','notice_given','ended'))`;

function viewColumns(side: Side) {
  return sql`c.*,
    u.first_name as "userFirstName", u.last_name as "userLastName", u.profile_image_url as "userAvatar",
    u.user_type as "userType",
    h.first_name as "hostFirstName", h.last_name as "hostLastName", h.profile_image_url as "hostAvatar",
    l.title as "listingTitle",
    (select p.thumb_key from listing_photos p where p.listing_id = c.listing_id and p.is_cover limit 1) as "coverKey",
    last.body as "lastBody", last.sender_id as "lastSenderId", last.sender_role as "lastSenderRole",
    last.original_body as "lastOriginal", last.masked as "lastMasked",
    (last.image_id is not null) as "lastHasImage", last.created_at as "lastCreatedAt",
    ${confirmedBetween(sql`c.user_id`, sql`c.host_id`)} as "confirmedBooking",
    (select count(*)::int from chat_messages m where m.conversation_id = c.id and ${unreadOf(side)}) as unread`;
}
const viewJoins = sql`join users u on u.id = c.user_id
  left join users h on h.id = c.host_id
  left join listings l on l.id = c.listing_id
  left join lateral (select * from chat_messages m where m.conversation_id = c.id
    order by m.created_at desc, m.id desc limit 1) last on true`;

/** SQL for conversations, chat_messages and chat_images (this module's). */
export const messagingRepository = {
  insertConversation(db: Executor, row: Insertable<ConversationsTable>) {
    return db
      .insertInto('conversations')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  findListingConversation(db: Executor, userId: string, listingId: string) {
    return db
      .selectFrom('conversations')
      .selectAll()
      .where('kind', '=', 'listing')
      .where('userId', '=', userId)
      .where('listingId', '=', listingId)
      .executeTakeFirst();
  },

  findSupportConversation(db: Executor, userId: string) {
    return db
      .selectFrom('conversations')
      .selectAll()
      .where('kind', '=', 'support')
      .where('userId', '=', userId)
      .executeTakeFirst();
  },

  findById(db: Executor, id: string) {
    return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
  },

  lockById(db: Executor, id: string) {
    return db.selectFrom('conversations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  /** Whether contact details are shown in a conversation: a listing one whose two sides have a confirmed booking. */
  async contactsVisible(db: Executor, c: Pick<ConversationRow, 'kind' | 'userId' | 'hostId'>) {
    if (c.kind !== 'listing' || !c.hostId) return false;
    const r = await sql<{
      visible: boolean;
    }>`select ${confirmedBetween(sql`${c.userId}`, sql`${c.hostId}`)} as visible`.execute(db);
    return !!r.rows[0]?.visible;
  },

  async view(db: Executor, id: string, side: Side) {
    const r = await sql<ConversationViewRow>`select ${viewColumns(side)} from conversations c ${viewJoins}
      where c.id = ${id}`.execute(db);
    return r.rows[0];
  },

  /**
   * A user's conversations, newest activity first: those they started, and those where they are the
   * host once a message is in (a client who opened one and wrote nothing has not contacted the host).
   */
  async listForUser(db: Executor, userId: string, limit: number) {
    const r = await sql<ConversationViewRow & { side: Side }>`
      select * from (
        select ${viewColumns('user')}, 'user' as side from conversations c ${viewJoins} where c.user_id = ${userId}
        union all
        select ${viewColumns('counterpart')}, 'counterpart' as side from conversations c ${viewJoins}
          where c.host_id = ${userId} and c.last_message_at is not null
      ) v order by coalesce(v.last_message_at, v.created_at) desc, v.id desc limit ${limit}`.execute(db);
    return r.rows;
  },

  /** Every support conversation with a message in: waiting for an answer first, then newest activity. */
  async listSupport(db: Executor, limit: number) {
    const r = await sql<ConversationViewRow>`select ${viewColumns('counterpart')} from conversations c ${viewJoins}
      where c.kind = 'support' and c.last_message_at is not null
      order by (last.sender_role <> 'support') desc, c.last_message_at desc, c.id desc limit ${limit}`.execute(db);
    return r.rows;
  },

  /** The staff members who answered each of these support conversations, by name. */
  async answeredBy(db: Executor, conversationIds: string[]) {
    if (!conversationIds.length) return new Map<string, string[]>();
    const rows = await db
      .selectFrom('chatMessages as m')
      .innerJoin('users as u', 'u.id', 'm.senderId')
      .select(['m.conversationId', 'u.firstName', 'u.lastName'])
      .select((eb) => eb.fn.min('m.createdAt').as('first'))
      .where('m.conversationId', 'in', conversationIds)
      .where('m.senderRole', '=', 'support')
      .groupBy(['m.conversationId', 'u.id', 'u.firstName', 'u.lastName'])
      .orderBy('first')
      .execute();
    const by = new Map<string, string[]>();
    for (const r of rows)
      by.set(r.conversationId, [...(by.get(r.conversationId) ?? []), `${r.firstName} ${r.lastName}`]);
    return by;
  },

  /** The messages the side has not read in all of the user's conversations (as in listForUser). */
  async unreadForUser(db: Executor, userId: string) {
    const r = await sql<{ n: number }>`select
      (select count(*)::int from chat_messages m join conversations c on c.id = m.conversation_id
        where c.user_id = ${userId} and ${unreadOf('user')})
      + (select count(*)::int from chat_messages m join conversations c on c.id = m.conversation_id
        where c.host_id = ${userId} and ${unreadOf('counterpart')}) as n`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  },

  /** A page of messages, newest first (the caller turns it round), before a message when given. */
  async messages(db: Executor, conversationId: string, limit: number, before?: { createdAt: Date; id: string }) {
    let q = db
      .selectFrom('chatMessages as m')
      .innerJoin('users as u', 'u.id', 'm.senderId')
      .selectAll('m')
      .select(['u.firstName as senderFirstName', 'u.lastName as senderLastName'])
      .where('m.conversationId', '=', conversationId);
    if (before) {
      q = q.where((eb) =>
        eb.or([
          eb('m.createdAt', '<', before.createdAt),
          eb.and([eb('m.createdAt', '=', before.createdAt), eb('m.id', '<', before.id)]),
        ]),
      );
    }
    return q.orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc').limit(limit).execute() as Promise<MessageViewRow[]>;
  },

  findMessage(db: Executor, conversationId: string, id: string) {
    return db
      .selectFrom('chatMessages')
      .select(['id', 'createdAt'])
      .where('conversationId', '=', conversationId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async messageView(db: Executor, id: string) {
    return (await db
      .selectFrom('chatMessages as m')
      .innerJoin('users as u', 'u.id', 'm.senderId')
      .selectAll('m')
      .select(['u.firstName as senderFirstName', 'u.lastName as senderLastName'])
      .where('m.id', '=', id)
      .executeTakeFirst()) as MessageViewRow | undefined;
  },

  findByClientMessageId(db: Executor, senderId: string, clientMessageId: string) {
    return db
      .selectFrom('chatMessages')
      .select(['id', 'conversationId'])
      .where('senderId', '=', senderId)
      .where('clientMessageId', '=', clientMessageId)
      .executeTakeFirst();
  },

  insertMessage(db: Executor, row: Insertable<ChatMessagesTable>) {
    return db
      .insertInto('chatMessages')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['senderId', 'clientMessageId']).where('clientMessageId', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
  },

  /** How many messages `senderId` posted since each moment (the rate limit's windows). */
  async sentSince(db: Executor, senderId: string, minute: Date, hour: Date) {
    const r = await db
      .selectFrom('chatMessages')
      .select([
        sql<number>`count(*) filter (where created_at > ${minute})::int`.as('minute'),
        sql<number>`count(*)::int`.as('hour'),
      ])
      .where('senderId', '=', senderId)
      .where('createdAt', '>', hour)
      .executeTakeFirstOrThrow();
    return { minute: r.minute, hour: r.hour };
  },

  /** One sender's posts wait for each other here, so the rate limit holds under a burst. */
  async lockSender(db: Executor, senderId: string) {
    await sql`select pg_advisory_xact_lock(hashtext(${`espasyo:chat:${senderId}`}))`.execute(db);
  },

  touch(db: Executor, id: string, at: Date) {
    return db.updateTable('conversations').set({ lastMessageAt: at, updatedAt: at }).where('id', '=', id).execute();
  },

  /** Moves the side's read mark to `at` (never back); answers the mark now. */
  async markRead(db: Executor, id: string, side: Side, at: Date) {
    const col = side === 'user' ? 'userReadAt' : 'counterpartReadAt';
    await db
      .updateTable('conversations')
      .set({ [col]: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb(col, 'is', null), eb(col, '<', at)]))
      .execute();
  },

  insertImage(db: Executor, row: Insertable<ChatImagesTable>) {
    return db.insertInto('chatImages').values(row).returningAll().executeTakeFirstOrThrow();
  },

  findImage(db: Executor, conversationId: string, id: string) {
    return db
      .selectFrom('chatImages')
      .selectAll()
      .where('conversationId', '=', conversationId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** An image not attached to a message yet (an image goes with one message only). */
  async imageInUse(db: Executor, imageId: string) {
    return !!(await db.selectFrom('chatMessages').select('id').where('imageId', '=', imageId).executeTakeFirst());
  },

  /** Deletes pictures uploaded before `cutoff` and never sent; answers their storage keys. */
  async deleteUnsentImagesBefore(db: Executor, cutoff: Date) {
    const rows = await db
      .deleteFrom('chatImages as i')
      .where('i.createdAt', '<', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('chatMessages as m').select('m.id').whereRef('m.imageId', '=', 'i.id'))),
      )
      .returning('i.storageKey')
      .execute();
    return rows.map((r) => r.storageKey);
  },

  /** A user's conversations with their messages, for the data export. */
  async ofUser(db: Executor, userId: string) {
    const conversations = await db
      .selectFrom('conversations as c')
      .leftJoin('listings as l', 'l.id', 'c.listingId')
      .select(['c.id', 'c.kind', 'c.userId', 'c.hostId', 'c.listingId', 'l.title as listingTitle', 'c.createdAt'])
      .select(
        sql<boolean>`c.kind = 'listing' and ${confirmedBetween(sql`c.user_id`, sql`c.host_id`)}`.as('contactsVisible'),
      )
      .where((eb) => eb.or([eb('c.userId', '=', userId), eb('c.hostId', '=', userId)]))
      .orderBy('c.createdAt')
      .execute();
    const messages = conversations.length
      ? await db
          .selectFrom('chatMessages')
          .select([
            'id',
            'conversationId',
            'senderId',
            'senderRole',
            'body',
            'originalBody',
            'imageId',
            'masked',
            'createdAt',
          ])
          .where(
            'conversationId',
            'in',
            conversations.map((c) => c.id),
          )
          .orderBy('createdAt')
          .orderBy('id')
          .execute()
      : [];
    return { conversations, messages };
  },

  /** The user's support conversation's picture files (it is deleted with the account). */
  async supportImageKeys(db: Executor, userId: string) {
    const rows = await db
      .selectFrom('chatImages as i')
      .innerJoin('conversations as c', 'c.id', 'i.conversationId')
      .select('i.storageKey')
      .where('c.kind', '=', 'support')
      .where('c.userId', '=', userId)
      .execute();
    return rows.map((r) => r.storageKey);
  },

  deleteSupportConversation(db: Executor, userId: string) {
    return db.deleteFrom('conversations').where('kind', '=', 'support').where('userId', '=', userId).execute();
  },
};
