import { apiErrorSchema, noContentSchema, placeholderParamsSchema } from '@espasyo/domain';
import { fileResponse } from '../../http/schemas';
import type { App } from '../../http/types';
import { placeholderEtag, placeholderSvg } from './placeholder.service';

/**
 * GET /api/placeholder/:width/:height (open scope): the picture shown where a listing has no
 * photo. The same size is always the same picture, so any cache may keep it for a year; the
 * ETag lets a browser that revalidates anyway get a 304. Its own CSP: an SVG opened on its own
 * is a document, and this one needs nothing at all.
 */
export async function placeholderRoutes(app: App) {
  app.get(
    '/:width/:height',
    {
      config: { limitedAs: 'file' }, // not an API call (decision 0062)
      schema: {
        tags: ['files'],
        summary: 'A neutral placeholder picture of the given size (SVG)',
        params: placeholderParamsSchema,
        response: {
          200: fileResponse('The picture (SVG)', ['image/svg+xml']),
          304: noContentSchema,
          400: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { width, height } = req.params;
      const etag = placeholderEtag(width, height);
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Content-Security-Policy', "default-src 'none'");
      const held = req.headers['if-none-match'];
      if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.status(304).send(null);
      }
      return reply.type('image/svg+xml').send(placeholderSvg(width, height));
    },
  );
}
