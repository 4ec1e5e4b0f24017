import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@espasyo/domain';

/**
 * Serves the built web app: hashed assets with long caching, index.html for every other
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
      setHeaders(res, file) {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: ErrorCode.notFound, message: 'Not found' } });
    }
    const file = path.join(webDist!, decodeURIComponent(req.url.split('?')[0]));
    if (file.startsWith(webDist!) && path.extname(file) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDist!, file));
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
