import {
  AppError,
  discoveryMessages,
  ErrorCode,
  resolveRole,
  SEARCH_PAGE_SIZE,
  type FavoritesPage,
  type RecentlyViewed,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../users/user.mapper';
import { listingFavoritesRepository as repo } from './listing-favorites.repository';
import { liveListing, visibleListing } from '../search/listings-public.service';
import { toSearchItem } from '../search/listings-search.mapper';

/** Favourites and recently viewed belong to client accounts (docs/product/marketplace.md#discovery). */
export function requireClient(user: AuthUser): AuthUser {
  if (resolveRole(user) !== 'client') {
    throw new AppError(ErrorCode.clientsOnly, discoveryMessages.favorites.clientsOnly);
  }
  return user;
}

/** PUT /api/me/favorites/:listingId: idempotent; only a live listing can be added. */
export async function addFavorite(ctx: AppContext, user: AuthUser, listingId: string) {
  requireClient(user);
  await liveListing(ctx.db, listingId);
  await repo.add(ctx.db, user.id, listingId, ctx.clock.now());
}

/** GET /api/me/favorites/:listingId: whether this client saved the listing (whatever its status). */
export async function isFavorite(ctx: AppContext, user: AuthUser, listingId: string): Promise<{ favorite: boolean }> {
  requireClient(user);
  return { favorite: await repo.has(ctx.db, user.id, listingId) };
}

/** DELETE /api/me/favorites/:listingId: idempotent, whatever the listing's status now. */
export async function removeFavorite(ctx: AppContext, user: AuthUser, listingId: string) {
  requireClient(user);
  await repo.remove(ctx.db, user.id, listingId);
}

export async function favorites(ctx: AppContext, user: AuthUser, page: number): Promise<FavoritesPage> {
  requireClient(user);
  const { total, rows } = await repo.page(ctx.db, user.id, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE);
  return { items: rows.map(toSearchItem), total, page, pageSize: SEARCH_PAGE_SIZE };
}

/**
 * POST /api/listings/:id/view: a signed-in client's view is remembered (the last 20); a
 * visitor's, a host's or staff's is not, so the page may call it for everyone.
 */
export async function recordView(ctx: AppContext, viewer: AuthUser | null, listingId: string) {
  const row = await visibleListing(ctx.db, viewer, listingId);
  if (row.status !== 'active' || !viewer || resolveRole(viewer) !== 'client') return;
  await ctx.db.transaction().execute((tx) => repo.recordView(tx, viewer.id, listingId, ctx.clock.now()));
}

export async function recentlyViewed(ctx: AppContext, user: AuthUser): Promise<RecentlyViewed> {
  requireClient(user);
  return { items: (await repo.recent(ctx.db, user.id)).map(toSearchItem) };
}
