import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@espasyo/domain';

/**
 * How long a browser may keep a file of the built app. index.html names the current hashed
 * bundles, so it is checked every time; files under /assets/ have the hash of their content
 * in their name and never change; the rest of public/ (images, icons) keep their names
 * across releases, so an hour.
 */
function cacheControlFor(webDist: string, file: string): string {
  const rel = path.relative(webDist, file);
  if (rel === 'index.html') return 'no-cache';
  if (rel.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: its files with the caching above, index.html for every other
 * non-API path (client-side routing). Unknown /api paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null) {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = !!index && fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // send's own Cache-Control (max-age=0 by default) would overwrite the one set here.
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('Cache-Control', cacheControlFor(webDist!, file));
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (
      req.url.startsWith('/api/') ||
      req.url === '/api' ||
      !hasWeb ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply.status(404).send({ error: { code: ErrorCode.notFound, message: 'Not found' } });
    }
    // A file that was not in web/dist at start (a rebuild while the server runs): the static
    // routes are listed once, when the server starts.
    const file = path.join(webDist!, decodeURIComponent(req.url.split('?')[0]));
    if (
      file.startsWith(webDist! + path.sep) &&
      path.extname(file) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      return reply.sendFile(path.relative(webDist!, file));
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
