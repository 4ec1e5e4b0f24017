import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema, en, ErrorCode, noContentSchema } from '@espasyo/domain';
import type { StoredFile } from '../lib/storage';
import { fileResponse } from './schemas';

/** True when an If-None-Match header names this tag (a weak `W/` form counts, as does `*`). */
export function holdsEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** The response schemas of a route that sends an uploaded image with sendImmutableFile. */
export const imageResponses = (description: string) => ({
  200: fileResponse(description, ['image/webp']),
  304: noContentSchema,
  404: apiErrorSchema,
});

/**
 * Sends an uploaded image whose key never gets other bytes (a new upload gets a new random
 * name), from either storage alike: cached for a year as immutable, with its ETag (the bytes'
 * MD5), and a request that already holds that tag gets 304 without the bytes. `private` for
 * pictures behind an access check (chat, disputes): a browser may keep them, a shared cache
 * may not. Null answers the catalogue's 404.
 */
export function sendImmutableFile(
  req: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile | null,
  opts: { scope: 'public' | 'private'; notFound?: string },
) {
  if (!file) {
    return reply
      .status(404)
      .send({ error: { code: ErrorCode.notFound, message: opts.notFound ?? en.generic.notFound } });
  }
  reply.header('Cache-Control', `${opts.scope}, max-age=31536000, immutable`).header('ETag', file.etag);
  if (holdsEtag(req.headers['if-none-match'], file.etag)) return reply.status(304).send(null);
  return reply.type('image/webp').send(file.data);
}
