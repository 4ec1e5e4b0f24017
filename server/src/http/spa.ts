import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@espasyo/domain';
import type { PageRenderer } from '@espasyo/domain/contracts/page-render';
import type { AppContext } from '../context';
import { registerInstallableApp } from './installable-app';
import { createPages, loadPageRenderer, PAGE_ROUTE } from './pages';

/**
 * The types of the text files the web build stores beside a `.br` and a `.gz` (js, css, html,
 * svg, json, txt, xml, webmanifest: web/vite.config.ts).
 */
const PRECOMPRESSED_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
/** The file a `.br` or `.gz` stands for. */
const uncompressed = (file: string) => file.replace(/\.(br|gz)$/, '');

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * How long a browser may keep a file of the built app. index.html names the current hashed
 * bundles, so it is checked every time; files under /assets/ have the hash of their content
 * in their name and never change; the rest of public/ (images, icons) keep their names
 * across releases, so an hour. `file` may be the `.br` or `.gz` sent for it.
 */
function cacheControlFor(webDist: string, file: string): string {
  const rel = path.relative(webDist, uncompressed(file));
  // The service worker too: a new release's must reach the browser at its next check.
  if (rel === 'index.html' || rel === 'sw.js') return 'no-cache';
  if (rel.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: its files with the caching above, and for every other non-API path
 * its page (pages.ts: the server-rendered public pages, the shell for the rest). Unknown /api paths answer a JSON 404. A text file goes
 * out as its `.br` or `.gz` when the browser accepts one (Content-Encoding set by
 * @fastify/static), with `Vary: Accept-Encoding` so that a cache keeps one copy per encoding.
 */
export async function registerSpa(
  app: FastifyInstance,
  ctx: AppContext,
  webDist: string | null,
  /**
   * The page renderer; by default the web build's (web/dist-ssr/entry-server.js, beside webDist),
   * and when that is missing this rejects (pages.ts). null: none, every page is the shell (tests).
   */
  renderPage?: PageRenderer | null,
) {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = !!index && fs.existsSync(index);
  const render =
    renderPage !== undefined || !hasWeb
      ? (renderPage ?? null)
      : await loadPageRenderer(path.join(webDist!, '../dist-ssr/entry-server.js'));
  const pages = hasWeb ? createPages(app, ctx, webDist!, render, app.log) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      preCompressed: true,
      // send's own Cache-Control (max-age=0 by default) would overwrite the one set here.
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('Cache-Control', cacheControlFor(webDist!, file));
      },
    });
    // Added to the reply's own Vary (CORS puts Origin there), which replaces any set on `res`.
    app.addHook('onSend', async (req, reply, payload) => {
      if (!isApi(req.url) && PRECOMPRESSED_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
        const vary = reply.getHeader('vary');
        if (!vary) reply.header('vary', 'Accept-Encoding');
        else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
      }
      return payload;
    });
  }
  app.setNotFoundHandler((_req, reply) =>
    reply.status(404).send({ error: { code: ErrorCode.notFound, message: 'Not found' } }),
  );
  if (!hasWeb) return;
  // The web app manifests and the installed app's start page (issue 35): exact paths, before the pages' catch-all.
  registerInstallableApp(app, ctx);
  // Every other GET (and HEAD) is a page, compressed on the fly (compression.ts).
  app.get(PAGE_ROUTE, { schema: { hide: true } }, (req, reply) => {
    if (isApi(req.url)) return reply.callNotFound();
    // A file that was not in web/dist at start (a rebuild while the server runs): the static
    // routes are listed once, when the server starts. Never one under a dot folder, such as
    // the build manifest in .vite/, which @fastify/static does not list either.
    const file = path.join(webDist!, decodeURIComponent(req.url.split('?')[0]));
    if (
      file.startsWith(webDist! + path.sep) &&
      !path
        .relative(webDist!, file)
        .split(path.sep)
        .some((part) => part.startsWith('.')) &&
      path.extname(file) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      return reply.sendFile(path.relative(webDist!, file));
    }
    return pages!.send(req, reply);
  });
}
