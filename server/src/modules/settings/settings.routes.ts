import { publicSettingsSchema } from '@espasyo/domain';
import { mapTilesSchema } from '@espasyo/domain/contracts/settings';
import { mapTilesOf } from '../../lib/map-tiles';
import type { App, ModuleOptions } from '../../http/types';

export async function settingsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/public',
    { schema: { tags: ['settings'], summary: 'Public platform settings', response: { 200: publicSettingsSchema } } },
    async () => ctx.settings.public(),
  );

  const tiles = mapTilesOf(ctx.env);
  app.get(
    '/map',
    {
      schema: {
        tags: ['settings'],
        summary: 'The map tile server (from the environment)',
        response: { 200: mapTilesSchema },
      },
    },
    async () => tiles,
  );
}
