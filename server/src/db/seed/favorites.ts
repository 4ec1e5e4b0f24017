import type { AppContext } from '../../context';
import { addFavorite, recordView } from '../../modules/listings/favorites/listing-favorites.service';
import { toAuthUser } from '../../modules/users/user.mapper';
import type { UserRow } from '../../modules/users/accounts.service';
import { liveListings, SeedClock } from './bookings';

/** How many spaces the demo client has saved. */
export const DEMO_FAVORITES = 5;
const DAY_MS = 86_400_000;
const TYPES = ['storage', 'parking', 'warehouse'] as const;

/**
 * The demo client's favourites (issue 30): a live space of each of the first five other demo
 * hosts (outside the cities the browser tests use), of the three types in turn, opened and saved a few days apart over the
 * last two weeks, so /client/favorites and the dashboard's 'Recently viewed' show them. Through
 * the app's own services, each at its moment; once: skipped when the client has any favourite.
 */
export async function seedFavorites(ctx: AppContext, people: { client: UserRow; otherHosts: UserRow[] }) {
  const client = toAuthUser(people.client);
  const saved = await ctx.db.selectFrom('favorites').select('listingId').where('userId', '=', client.id).execute();
  if (saved.length > 0) return;
  const now = ctx.clock.now().getTime();
  const clock = new SeedClock(new Date(now));
  const at: AppContext = { ...ctx, clock };
  const picks = [];
  for (const [i, host] of people.otherHosts.slice(0, DEMO_FAVORITES).entries()) {
    const own = (await liveListings(ctx, toAuthUser(host))).sort((a, b) =>
      (a.item.title ?? '').localeCompare(b.item.title ?? ''),
    );
    // Storage, parking and warehouse in turn, where the host has one of that type.
    const pick = own.find((c) => c.item.type === TYPES[i % TYPES.length]) ?? own[0];
    if (pick) picks.push(pick.item.id);
  }
  for (const [i, listingId] of picks.entries()) {
    const viewed = now - (14 - i * 3) * DAY_MS;
    clock.set(new Date(viewed));
    await recordView(at, client, listingId);
    clock.set(new Date(viewed + 10 * 60_000)); // saved ten minutes after opening it
    await addFavorite(at, client, listingId);
  }
}
