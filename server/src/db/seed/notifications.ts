import type { AppContext } from '../../context';
import { readAllButNewest } from '../../modules/notifications/notifications.service';

/** How many of a demo user's newest notifications stay unread: the bell shows a small number, and a rise is seen. */
export const DEMO_UNREAD = 4;

/**
 * The demo users' notifications (issue 21): the seed's bookings and payouts wrote them through
 * notify(), all unread; people read most of theirs, so all but the newest DEMO_UNREAD are read,
 * each an hour and a half after it came. Played once, with the bookings.
 */
export async function seedNotificationsRead(ctx: AppContext, users: { id: string }[]): Promise<void> {
  for (const u of users) await readAllButNewest(ctx, u.id, DEMO_UNREAD);
}
