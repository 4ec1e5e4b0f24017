import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FRAME_NAMESPACES,
  I18N_STATE_ID,
  PAGE_KIND_HEADER,
  SERVER_STATE_ID,
  SHELL_STATE_ID,
  type PageRenderer,
  type I18nState,
  type RenderedPage,
  type ShellState,
} from '@espasyo/domain/contracts/page-render';
import { DEFAULT_LANGUAGE, pathInLanguage, splitLanguagePath, type Language } from '@espasyo/domain/i18n/languages';
import { preferredLanguage } from '../lib/i18n';
import type { AppContext } from '../context';
import { bootAfterPaint, moduleMeta } from './boot-script';
import { installableAppHead } from './installable-app';
import { sessionUserOf } from './session';
import { meResultOf } from '../modules/auth/me.service';

/**
 * The pages of the web app (decision 0026). A public page is rendered to HTML by the web app's
 * server renderer (web/dist-ssr/entry-server.js) with the caller's session and the public
 * settings, and sent with its status (404 for the not-found page), head tags, the preloads of
 * its page chunk and the state the browser hydrates from. Every other page, or any page when
 * the renderer fails (or, in tests, there is none), gets the light shell: index.html as built,
 * rendered in the browser, with the same session and settings (ShellState, decision 0062), so
 * that no page load has to ask the API who is signed in.
 */
/** The route of every page: any GET that no file or API route answers (spa.ts). */
export const PAGE_ROUTE = '/*';

export interface Pages {
  send(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The manifest key of the signed-in areas' page list (web/src/app/area-pages.ts). */
const AREA_PAGES = 'src/app/area-pages.ts';

interface Manifest {
  [key: string]: { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string };
}

/**
 * The renderer the web build made beside web/dist. Without it every public page would go out as
 * the bare shell, with status 200 even for a listing that does not exist and nothing for a
 * crawler to read, so a web build without its renderer is refused at start rather than served.
 */
export async function loadPageRenderer(file: string): Promise<PageRenderer> {
  if (!fs.existsSync(file)) throw new Error(missingRendererMessage(file));
  const mod = (await import(pathToFileURL(file).href)) as { render?: PageRenderer };
  if (typeof mod.render !== 'function') throw new Error(`${file} does not export render()`);
  return mod.render;
}

/** Why the server does not start with the web app built but not its page renderer. */
export const missingRendererMessage = (file: string) =>
  `The web app is built but its page renderer is missing (${file}). ` +
  'Run `npm run build`, or `npm start`, which builds whatever is missing.';

/** `<` in the JSON would let a string close the script element; \u003c reads back the same. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

export function createPages(
  app: FastifyInstance,
  ctx: AppContext,
  webDist: string,
  render: PageRenderer | null,
  log: FastifyBaseLogger,
): Pages {
  const shell = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  const preloads = pagePreloads(manifest);
  const { preload: messagePreloads, urls: namespaceUrls } = namespaceChunks(manifest);
  // The signed-in areas' list of pages (web/src/app/area-pages.ts): a chunk the app fetches before
  // one of their pages; preloaded beside the entry for a signed-in caller, so that it is not a
  // round trip of its own before the page's chunk.
  const areaPages = manifest[AREA_PAGES]
    ? `<link rel="modulepreload" crossorigin href="/${manifest[AREA_PAGES].file}">`
    : '';
  // The shell's own title and description give way to the page's, its stylesheet comes inline
  // (the page paints with the HTML, without waiting for another request), and its scripts start
  // after that first paint (boot-script.ts).
  const template = bootAfterPaint(
    inlineStylesheets(
      shell.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta\s+name="description"[^>]*>\s*/, ''),
      webDist,
    ),
  );

  /**
   * The page's language on `<html>`, the catalogue's namespaces it needs from the start (preloaded)
   * and the address of every namespace in that language, for the browser to import (I18nState);
   * and the installed app's manifest in that language, with the iOS tags (installable-app.ts).
   */
  const withLanguage = (html: string, lang: Language, namespaces: string[]) => {
    const state: I18nState = { namespaces, urls: namespaceUrls(lang) };
    return html
      .replace('<html lang="en">', () => `<html lang="${lang}">`)
      .replace(
        '</head>',
        () =>
          installableAppHead(lang) +
          `${namespaces.map((ns) => messagePreloads(lang, ns)).join('')}` +
          `<script type="application/json" id="${I18N_STATE_ID}">${scriptSafe(JSON.stringify(state))}</script></head>`,
      );
  };

  function page(rendered: RenderedPage, lang: Language): string {
    const head = rendered.head + rendered.pages.map(preloads).join('');
    // Replacer functions: the page's text may hold `$&` and the like, which a replacement string would expand.
    return withLanguage(template, lang, rendered.namespaces ?? FRAME_NAMESPACES)
      .replace('</head>', () => `${head}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${rendered.html}</div>` +
          `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafe(rendered.state)}</script>`,
      );
  }

  /** The shell with the caller's session and the settings, for its first render. */
  const shellPage = (state: ShellState, lang: Language) =>
    withLanguage(shell, lang, FRAME_NAMESPACES)
      .replace('</head>', () => `${state.me.user ? areaPages : ''}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          '<div id="root"></div>' +
          `<script type="application/json" id="${SHELL_STATE_ID}">${scriptSafe(JSON.stringify(state))}</script>`,
      );

  async function renderFor(
    req: FastifyRequest,
    { me, settings }: ShellState,
    lang: Language,
  ): Promise<RenderedPage | null> {
    if (!render) return null;
    try {
      return await render({
        url: req.url,
        origin: ctx.env.publicUrl,
        me,
        settings,
        lang,
        // The API as this caller, without a network round trip: the same routes, guards and limits.
        fetchApi: async (path) => {
          if (!path.startsWith('/api/')) throw new Error(`Not an API path: ${path}`);
          const res = await app.inject({
            method: 'GET',
            url: path,
            headers: { cookie: req.headers.cookie ?? '', 'user-agent': req.headers['user-agent'] ?? '' },
            remoteAddress: req.ip,
          });
          return { status: res.statusCode, data: res.body ? JSON.parse(res.body) : null };
        },
      });
    } catch (err) {
      // The browser can still render the page itself from the shell.
      log.error({ err, url: req.url }, 'server rendering failed; sent the shell');
      return null;
    }
  }

  return {
    async send(req, reply) {
      const [user, settings] = await Promise.all([sessionUserOf(ctx, req), ctx.settings.public()]);
      // Every page has one address per language (issue 34): '/fil/…' is Filipino. An English address
      // sends a person who prefers another language (their account's, their choice in the switcher,
      // else their browser's) to that language's address.
      const { lang } = splitLanguagePath(req.url);
      if (lang === DEFAULT_LANGUAGE) {
        const preferred = preferredLanguage(user, req.cookies, req.headers['accept-language']);
        if (preferred !== DEFAULT_LANGUAGE)
          return reply
            .header('Cache-Control', 'private, no-cache')
            .header('Vary', 'Cookie, Accept-Language')
            .redirect(pathInLanguage(req.url, preferred), 302);
      }
      const state: ShellState = { me: await meResultOf(ctx, user), settings };
      const rendered = await renderFor(req, state, lang);
      // Either page carries the caller's session: a shared cache must not hand it to someone else.
      return (
        reply
          .status(rendered?.status ?? 200)
          .header('Cache-Control', 'private, no-cache')
          .header('Vary', 'Cookie, Accept-Language') // compression adds Accept-Encoding
          // For the service worker: which pages it may show from its cache at once.
          .header(PAGE_KIND_HEADER, rendered ? 'public' : 'shell')
          .type('text/html; charset=utf-8')
          .send(rendered ? page(rendered, lang) : shellPage(state, lang))
      );
    },
  };
}

/**
 * The shell's stylesheets as `<style>` elements (the CSP allows inline styles, not scripts). About
 * 9 KiB compressed: one round trip less before the first paint on a slow connection matters
 * more than caching it for the next page, and later pages are rendered in the browser anyway.
 */
function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const css = path.join(webDist, file);
    return fs.existsSync(css) ? `<style>${fs.readFileSync(css, 'utf8')}</style>` : tag;
  });
}

/**
 * What a page needs besides the entry: its chunk and the chunks it imports (fetched with the
 * entry after the first paint, boot-script.ts) and their styles (`<link>`s, read with the HTML).
 * The entry's own imports are named by index.html already.
 */
function pagePreloads(manifest: Manifest): (page: string) => string {
  /** The chunk's file and css, and those of every chunk it imports statically, transitively. */
  const closure = (key: string, files = new Set<string>(), css = new Set<string>()) => {
    const chunk = manifest[key];
    if (chunk && !files.has(chunk.file)) {
      files.add(chunk.file);
      chunk.css?.forEach((f) => css.add(f));
      chunk.imports?.forEach((k) => closure(k, files, css));
    }
    return { files, css };
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const inEntry = entryKey ? closure(entryKey) : { files: new Set<string>(), css: new Set<string>() };
  const cache = new Map<string, string>();
  return (page) => {
    const cached = cache.get(page);
    if (cached !== undefined) return cached;
    const { files, css } = closure(`src/features/${page}.tsx`);
    const links =
      [...files]
        .filter((f) => !inEntry.files.has(f))
        .map((f) => moduleMeta(`/${f}`))
        .join('') +
      [...css]
        .filter((f) => !inEntry.css.has(f))
        .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
        .join('');
    cache.set(page, links);
    return links;
  };
}

/**
 * The chunks of the catalogue's namespaces (domain/src/i18n/<lang>/<ns>.ts, each its own chunk of
 * the web build): a namespace's as a module preload, fetched with the page's own chunks after the
 * first paint, and every namespace's address in a language, which the browser imports them from.
 */
function namespaceChunks(manifest: Manifest) {
  const CATALOG = /^\.\.\/domain\/src\/i18n\/([a-z]+)\/([\w-]+)\.ts$/;
  const byLanguage = new Map<string, Record<string, string>>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = CATALOG.exec(key);
    if (!m) continue;
    const urls = byLanguage.get(m[1]) ?? {};
    urls[m[2]] = `/${chunk.file}`;
    byLanguage.set(m[1], urls);
  }
  return {
    preload: (lang: Language, ns: string) => {
      const url = byLanguage.get(lang)?.[ns];
      return url ? moduleMeta(url) : '';
    },
    urls: (lang: Language) => byLanguage.get(lang) ?? {},
  };
}
