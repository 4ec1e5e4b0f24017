import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@espasyo/domain';

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
  if (rel === 'index.html') return 'no-cache';
  if (rel.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: its files with the caching above, index.html for every other
 * non-API path (client-side routing). Unknown /api paths answer a JSON 404. A text file goes
 * out as its `.br` or `.gz` when the browser accepts one (Content-Encoding set by
 * @fastify/static), with `Vary: Accept-Encoding` so that a cache keeps one copy per encoding.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null) {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = !!index && fs.existsSync(index);
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
  app.setNotFoundHandler((req, reply) => {
    if (isApi(req.url) || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: ErrorCode.notFound, message: 'Not found' } });
    }
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
    return reply.type('text/html').sendFile('index.html');
  });
}
