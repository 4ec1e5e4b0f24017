import type { SettingsCache } from '../modules/settings/settings.cache';
import type { App } from './types';

/** api.apiVersion, read live: every /api answer names the version of the API in X-API-Version. */
export function registerApiVersionHeader(app: App, settings: SettingsCache) {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    void reply.header('x-api-version', (await settings.get()).api.apiVersion);
  });
}
