import { paths } from '@espasyo/domain/paths';
import type { FastifyInstance } from 'fastify';
import { homePathFor } from '@espasyo/domain/roles';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languagePrefix,
  pathInLanguage,
  type Language,
} from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../context';
import { messagesFor, preferredLanguage } from '../lib/i18n';
import { sessionUserOf } from './session';

/**
 * Espasyo on a phone's home screen (issue 35, decision 0093): the web app manifest, one per
 * language (`/manifest.webmanifest`, `/fil/manifest.webmanifest`), the tags every page's head
 * carries to name it and the iOS icon, and the start page the installed app opens at (`/start`,
 * `/fil/start`), which sends each person to their dashboard. The icons are files of the web build
 * (web/public/icons, rendered by scripts/make-app-icons.mjs). The service worker comes later.
 */

/** The brand's teal (web/src/styles.css `--color-brand-600`, web/index.html's theme-color). */
export const THEME_COLOR = '#0f766e';
/** The pages' background (styles.css: `body` is bg-white): the splash screen while the app opens. */
export const BACKGROUND_COLOR = '#ffffff';

/** The iOS home-screen icon (180 px, opaque: iOS rounds the corners itself). */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

/** A language's manifest: '/manifest.webmanifest', '/fil/manifest.webmanifest'. */
export const manifestPath = (lang: Language) => `${languagePrefix(lang)}/manifest.webmanifest`;
/** A language's start page: '/start', '/fil/start'. */
export const startPath = (lang: Language) => `${languagePrefix(lang)}${paths.start.path}`;

/** The icons the manifest names, each a file in web/public/icons. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The web app manifest in a language (https://www.w3.org/TR/appmanifest/). */
export function webAppManifest(lang: Language) {
  const m = messagesFor(lang, 'app');
  return {
    // One app in every language: installing from a Filipino page and from an English one is the same app.
    id: '/',
    name: m.name,
    short_name: m.shortName,
    description: m.description,
    lang,
    dir: 'ltr',
    // The query tells an opening from the home screen from a visit to /start (nothing reads it yet).
    start_url: `${startPath(lang)}?source=pwa`,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS,
  };
}

/**
 * What every page's head carries (pages.ts, the server-rendered pages and the shell alike): the
 * manifest in the page's language, the iOS icon and the iOS standalone tags. No script.
 */
export function installableAppHead(lang: Language): string {
  const { shortName } = messagesFor(lang, 'app');
  return (
    `<link rel="manifest" href="${manifestPath(lang)}">` +
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}">` +
    '<meta name="mobile-web-app-capable" content="yes">' +
    '<meta name="apple-mobile-web-app-capable" content="yes">' +
    `<meta name="apple-mobile-web-app-title" content="${shortName}">` +
    '<meta name="apple-mobile-web-app-status-bar-style" content="default">'
  );
}

/**
 * The manifests and the start pages. Exact paths, so the pages' catch-all (spa.ts) does not see them.
 */
export function registerInstallableApp(app: FastifyInstance, ctx: AppContext) {
  for (const lang of LANGUAGES) {
    const body = JSON.stringify(webAppManifest(lang));
    app.get(manifestPath(lang), { schema: { hide: true } }, (_req, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        // Briefly: a browser re-reads it on its own schedule, and a new name or icon should not wait a day.
        .header('Cache-Control', 'public, max-age=600')
        .send(body),
    );

    /**
     * The installed app opens here: a signed-in person goes to their role's home (the one sign-in
     * sends them to), a visitor to the landing page, in the address's language, or for an English
     * address the language the person prefers (as every page does, pages.ts) so that the app does
     * not open with two redirects. The query (`?source=pwa`) stays behind.
     */
    app.get(startPath(lang), { schema: { hide: true } }, async (req, reply) => {
      const user = await sessionUserOf(ctx, req);
      const target =
        lang === DEFAULT_LANGUAGE ? preferredLanguage(user, req.cookies, req.headers['accept-language']) : lang;
      const home = user ? homePathFor(user.userType ?? user.type) : '/';
      return reply
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Cookie, Accept-Language')
        .redirect(pathInLanguage(home, target), 302);
    });
  }
}
