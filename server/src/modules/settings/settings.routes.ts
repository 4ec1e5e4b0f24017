import { publicSettingsSchema } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { App } from '../../http/types';

export async function settingsRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/settings/public',
    { schema: { tags: ['settings'], summary: 'Public platform settings', response: { 200: publicSettingsSchema } } },
    async () => ctx.settings.public(),
  );
}
