import { idParamsSchema as idParams, myCardsSchema, removedCardSchema } from '@espasyo/domain';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { mySavedCards, removeSavedCard } from './autopay.service';

const tags = ['payments'];

/** /api/me/saved-cards (signed-in scope; the service lets clients only): the client's saved cards, and removing one. */
export async function savedCardsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/saved-cards',
    {
      schema: {
        tags,
        summary: 'My saved cards (brand, last four digits, expiry) and the monthly rentals each pays: clients only',
        response: { 200: myCardsSchema },
      },
    },
    async (req) => mySavedCards(ctx, requireUser(req)),
  );

  app.delete(
    '/saved-cards/:id',
    {
      schema: {
        tags,
        summary:
          'Removes my saved card here and at its gateway; the monthly rentals it paid go back to paying by checkout',
        params: idParams,
        response: { 200: removedCardSchema },
      },
    },
    async (req) => removeSavedCard(ctx, requireUser(req), req.params.id),
  );
}
