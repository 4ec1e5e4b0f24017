import {
  en,
  paymentGatewayStatusSchema,
  settingsCategories,
  settingsDocumentSchema as settingsDoc,
  settingsExportFileSchema,
  settingsHistoryPageSchema,
  settingsHistoryQuerySchema,
  settingsImportSchema,
  settingsPatchSchemas,
  settingsResetSchema,
} from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { adminActor as actor } from '../../http/guards';
import {
  exportSettingsFile,
  importSettings,
  readSettingsDocument,
  resetSettings,
  settingsHistory,
  updateSettings,
} from './settings-admin.service';
import { wrapSettingsErrors } from './settings-errors';
import { paymentGatewayStatus } from '../gateways/gateway-status.service';

/** The admin side of /settings (docs/product/admin.md): read, save a category, history, export, import, reset. */
export async function settingsAdminRoutes(app: App, { ctx }: ModuleOptions) {
  const tags = ['admin', 'settings'];

  app.get(
    '/settings',
    {
      errorHandler: wrapSettingsErrors(en.settings.loadFailed),
      schema: { tags, summary: 'All platform settings', response: { 200: settingsDoc } },
    },
    async () => readSettingsDocument(ctx),
  );

  for (const c of settingsCategories) {
    app.put(
      `/settings/${c}`,
      {
        errorHandler: wrapSettingsErrors(en.settings.updateFailed),
        schema: {
          tags,
          summary: `Save the ${c} settings (any subset of its fields)`,
          body: settingsPatchSchemas[c],
          response: { 200: settingsDoc },
        },
      },
      async (req) => {
        await updateSettings(ctx, c, req.body as Record<string, unknown>, actor(req));
        return readSettingsDocument(ctx);
      },
    );
  }

  app.get(
    '/settings/payment-gateway',
    {
      errorHandler: wrapSettingsErrors(en.settings.loadFailed),
      schema: {
        tags,
        summary:
          'Which payment gateway really takes payments and why: the one chosen when its secret key is set on the server, else the sandbox (Test mode)',
        response: { 200: paymentGatewayStatusSchema },
      },
    },
    async () => paymentGatewayStatus(ctx),
  );

  app.get(
    '/settings/history',
    {
      errorHandler: wrapSettingsErrors(en.settings.historyFailed),
      schema: {
        tags,
        summary: 'Settings history, newest first (50 by default); pass nextCursor as cursor for more',
        querystring: settingsHistoryQuerySchema,
        response: { 200: settingsHistoryPageSchema },
      },
    },
    async (req) => settingsHistory(ctx, req.query),
  );

  app.get(
    '/settings/export',
    {
      errorHandler: wrapSettingsErrors(en.settings.exportFailed),
      schema: {
        tags,
        summary: 'Download the settings as a JSON file',
        response: { 200: settingsExportFileSchema },
      },
    },
    async (req, reply) => {
      const file = await exportSettingsFile(ctx, actor(req));
      const day = file.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="espasyo-settings-${day}.json"`)
        .type('application/json')
        .send(file);
    },
  );

  app.post(
    '/settings/import',
    {
      errorHandler: wrapSettingsErrors(en.settings.importFailed),
      schema: {
        tags,
        summary: 'Import a settings file (its text), merged over the defaults',
        body: settingsImportSchema,
        response: { 200: settingsDoc },
      },
    },
    async (req) => {
      await importSettings(ctx, req.body.content, actor(req));
      return readSettingsDocument(ctx);
    },
  );

  app.post(
    '/settings/reset',
    {
      errorHandler: wrapSettingsErrors(en.settings.resetFailed),
      schema: {
        tags,
        summary: 'Reset one category, or all, to the built-in defaults',
        body: settingsResetSchema.optional(),
        response: { 200: settingsDoc },
      },
    },
    async (req) => {
      await resetSettings(ctx, req.body?.category, actor(req));
      return readSettingsDocument(ctx);
    },
  );
}
