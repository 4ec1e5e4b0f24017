import { z } from 'zod';

/** GET /api/me/favorites/:listingId: whether the client has saved this listing (the listing page's heart). */
export const favoriteStateSchema = z.object({ favorite: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;
