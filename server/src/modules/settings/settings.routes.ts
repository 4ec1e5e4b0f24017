import { publicSettingsSchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';

export async function settingsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/public',
    { schema: { tags: ['settings'], summary: 'Public platform settings', response: { 200: publicSettingsSchema } } },
    async () => ctx.settings.public(),
  );
}
