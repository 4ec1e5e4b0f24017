import { languageBodySchema, languageResultSchema } from '@espasyo/domain/contracts/language';
import { LANGUAGE_COOKIE } from '@espasyo/domain/i18n/languages';
import type { App, ModuleOptions } from '../../http/types';
import { updateUser } from './accounts.service';

/** A year: the choice is kept until changed. */
const YEAR_S = 365 * 24 * 60 * 60;

/**
 * PUT /api/language (anyone; issue 34, decision 0092): the language chosen in the footer's or the
 * account menu's switcher. Kept in a cookie for the browser and, for a signed-in person, on their
 * account, so that their pages, emails, SMS and push follow it on every device.
 */
export async function languageRoutes(app: App, { ctx }: ModuleOptions) {
  app.put(
    '/language',
    {
      schema: {
        tags: ['me'],
        summary: "Choose the interface's language (kept in a cookie, and on the account when signed in)",
        body: languageBodySchema,
        response: { 200: languageResultSchema },
      },
    },
    async (req, reply) => {
      const { language } = req.body;
      if (req.user) await updateUser(ctx.db, req.user.id, { language });
      reply.setCookie(LANGUAGE_COOKIE, language, {
        path: '/',
        sameSite: 'lax',
        secure: ctx.env.publicUrl.startsWith('https:'),
        maxAge: YEAR_S,
      });
      return { language };
    },
  );
}
