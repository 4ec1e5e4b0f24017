import type { AppContext } from '../../context';
import { hostListings } from '../../modules/listings/core/listings.service';
import {
  myConversations,
  openSupport,
  readConversation,
  readSupport,
  startConversation,
} from '../../modules/messaging/conversations.service';
import { answerSupport, sendMessage } from '../../modules/messaging/messages.service';
import type { UserRow } from '../../modules/users/accounts.service';
import { toAuthUser } from '../../modules/users/user.mapper';
import { SeedClock } from './bookings';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface MessagingSeedPeople {
  admin: UserRow;
  host: UserRow;
  client: UserRow;
}

/**
 * The demo conversations (issue 21), played through the services the app runs, each message at
 * its own moment before now: the demo client and the demo host about two of the host's live
 * listings (one where the client's phone number was masked, no booking being confirmed yet; one
 * the host has not read), and the client's support conversation answered by the demo admin. Runs
 * before the demo bookings, so what was written before a confirmation is masked as it would be
 * (and shown as typed once the demo booking is confirmed, decision 0059).
 * Once: skipped when the demo client has any conversation.
 */
export async function seedMessaging(ctx: AppContext, people: MessagingSeedPeople): Promise<void> {
  const client = toAuthUser(people.client);
  const host = toAuthUser(people.host);
  const admin = toAuthUser(people.admin);
  if ((await myConversations(ctx, client)).items.length) return;
  const live = (await hostListings(ctx, host, { status: 'active', page: 1, pageSize: 10 })).items;
  if (live.length < 2) return;

  const now = ctx.clock.now().getTime();
  const clock = new SeedClock(new Date(now));
  const at: AppContext = { ...ctx, clock };
  const when = (ms: number) => clock.set(new Date(now - ms));

  when(5 * DAY);
  const first = (await startConversation(at, client, live[0].id)).conversation.id;
  await sendMessage(at, client, first, {
    body: 'Hi! Is this space still available from next month? I need it for about three months.',
    clientMessageId: 'demo-chat-1',
  });
  when(5 * DAY - 2 * HOUR);
  await sendMessage(at, host, first, {
    body: 'Hello! Yes, it is free from the 1st. You can book it here any time.',
    clientMessageId: 'demo-chat-2',
  });
  when(4 * DAY);
  await sendMessage(at, client, first, {
    body: 'Great. Can I call you about access? My number is 0917 123 4567.',
    clientMessageId: 'demo-chat-3',
  });
  when(4 * DAY - HOUR);
  await readConversation(at, host, first);
  await sendMessage(at, host, first, {
    body: 'Happy to answer here: access is from 6 AM to 10 PM every day, and the guard keeps a logbook.',
    clientMessageId: 'demo-chat-4',
  });
  when(4 * DAY - 2 * HOUR);
  await readConversation(at, client, first);

  when(3 * DAY);
  const support = (await openSupport(at, client)).conversation.id;
  await sendMessage(at, client, support, {
    body: 'Hello, how do refunds work if I cancel a booking?',
    clientMessageId: 'demo-chat-5',
  });
  when(3 * DAY - 30 * 60_000);
  await readSupport(at, admin, support);
  await answerSupport(at, admin, null, support, {
    body: "Hi! A refund follows the listing's cancellation policy, shown on the listing and on your booking. It goes back to the way you paid.",
    clientMessageId: 'demo-chat-6',
  });
  when(3 * DAY - HOUR);
  await readConversation(at, client, support);

  when(DAY);
  const second = (await startConversation(at, client, live[1].id)).conversation.id;
  await sendMessage(at, client, second, {
    body: 'Good day! Is there a guard at night, and can I visit before booking?',
    clientMessageId: 'demo-chat-7',
  });
}

const AFTER_CONFIRMATION = 'demo-chat-after-confirmation';

/**
 * After the demo bookings: where a booking between the two is now confirmed, the client's number
 * is shown as written (the same number masked before). Once, by its clientMessageId: looked for
 * in every conversation, as the client's newest one with visible contacts may since be another
 * (issue 29: posting it there again was refused, and stopped the start).
 */
export async function seedMessagingAfterBookings(ctx: AppContext, people: MessagingSeedPeople): Promise<void> {
  const client = toAuthUser(people.client);
  const sent = await ctx.db
    .selectFrom('chatMessages')
    .select('id')
    .where('senderId', '=', client.id)
    .where('clientMessageId', '=', AFTER_CONFIRMATION)
    .executeTakeFirst();
  if (sent) return;
  const first = (await myConversations(ctx, client)).items.find((c) => c.kind === 'listing' && c.contactsVisible);
  if (!first) return;
  const clock = new SeedClock(new Date(ctx.clock.now().getTime() - 3 * HOUR));
  await sendMessage({ ...ctx, clock }, client, first.id, {
    body: 'Booking confirmed, thank you! On move-in day you can reach me at 0917 123 4567.',
    clientMessageId: AFTER_CONFIRMATION,
  });
}
